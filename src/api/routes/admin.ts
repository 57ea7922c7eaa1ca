// The operator API. Same conventions as the seller API: POST, JSON, `id:` path segments.
import type { z } from 'zod';
import {
  ADD_REGISTRATION_CONFLICTS,
  addRegistration,
  CREATE_API_KEY_CONFLICTS,
  createApiKey,
  createSeller,
  GET_SELLER_CONFLICTS,
  getSeller,
  listSellers,
  REVOKE_API_KEY_CONFLICTS,
  revokeApiKey,
  UPDATE_SELLER_CONFLICTS,
  updateSeller,
} from '../../admin/sellers.ts';
import {
  addRegistrationBody,
  addRegistrationResponse,
  auditLogResponse,
  createCustomCategoryBody,
  createCustomCategoryResponse,
  createSellerBody,
  createSellerResponse,
  importSalesHistoryResponse,
  importTaxDataResponse,
  importZipRatesBody,
  importZipRatesResponse,
  issuedApiKeyResponse,
  listSellersBody,
  listSellersResponse,
  listZipRateTablesResponse,
  loadConversionRatesBody,
  loadConversionRatesResponse,
  rebuildThresholdsResponse,
  sellerRecord,
  taxDataStatusResponse,
  updateTaxDataResponse,
  updateSellerBody,
} from '../../admin/schemas.ts';
import {
  CREATE_INTEGRATION_CONFLICTS,
  createdIntegrationAnswer,
  createIntegration,
  createIntegrationBody,
} from '../../integrations/stripe/integrations.ts';
import { adminIntegrationOperations } from './integrations.ts';
import { emptyBody, emptyResponse } from '../../seller/common/schemas.ts';
import {
  IMPORT_ZIP_RATE_TABLE_CONFLICTS,
  importZipRateTable,
  LIST_ZIP_RATE_TABLES_CONFLICTS,
  listZipRateTables,
} from '../../admin/rate-tables.ts';
import { CREATE_CUSTOM_CATEGORY_CONFLICTS, createCustomCategory } from '../../admin/categories.ts';
import { LOAD_CONVERSION_RATES_CONFLICTS, loadConversionRates } from '../../admin/conversion-rates.ts';
import { FINALIZE_CONFLICTS, finalize } from '../../admin/filings.ts';
import {
  IMPORT_TAX_DATA_FILE_CONFLICTS,
  importTaxDataBody,
  importTaxDataFile,
  taxDataStatus,
  taxDataStatusBody,
} from '../../admin/tax-data.ts';
import { UPDATE_TAX_DATA_CONFLICTS, updateTaxData, updateTaxDataBody } from '../../admin/tax-data-update.ts';
import { defineOperation, type AnyOperation, type Auth, type Operation } from '../operation.ts';
import { listAuditLog, listAuditLogBody, recordAdminAction } from '../../admin/audit-log.ts';
import { IMPORT_SALES_HISTORY_CHUNK_CONFLICTS, importSalesHistoryBody, importSalesHistoryChunk } from '../../admin/sales-history.ts';
import { REBUILD_THRESHOLDS_CONFLICTS, rebuildThresholds } from '../../admin/thresholds.ts';
import { CURSOR_CONFLICTS } from '../../lib/cursor.ts';

const SELLER = '/admin/v1/sellers/id:{sellerId}';

/** Admin operations that only read are not audited; every other one is, whatever its outcome. */
const READS_ONLY = /\.(list|get|status)$/;

function audited<A extends Auth, B extends z.ZodType, R, C extends string>(op: Operation<A, B, R, C>): Operation<A, B, R, C> {
  if (READS_ONLY.test(op.id)) return op;
  return {
    ...op,
    async handle(call, body) {
      const result = await op.handle(call, body);
      if ('unavailable' in result) return result;
      const created = result.ok ? (result.value as { sellerId?: unknown } | null)?.sellerId : undefined;
      await recordAdminAction(call.app, {
        actor: call.actor ?? 'unknown',
        operation: op.id,
        params: call.params,
        outcome: result.ok ? 'ok' : result.conflict.type,
        sellerId: call.params.sellerId ?? (typeof created === 'string' ? created : null),
      });
      return result;
    },
  };
}

export const adminOperations: readonly AnyOperation[] = [
  defineOperation({
    id: 'admin.auditLog.list',
    summary: 'Admin actions that changed something, newest first: who (admin token fingerprint or CLI user), what, when, how it ended',
    path: '/admin/v1/auditLog/list',
    auth: 'admin',
    body: listAuditLogBody,
    response: auditLogResponse,
    conflicts: CURSOR_CONFLICTS,
    handle: (c, body) => listAuditLog(c.app, body),
  }),
  defineOperation({
    id: 'admin.sellers.create',
    summary: 'Create a seller and its first API key (shown once)',
    path: '/admin/v1/sellers/create',
    auth: 'admin',
    body: createSellerBody,
    response: createSellerResponse,
    conflicts: [],
    handle: (c, body) => createSeller(c.app, body),
  }),
  defineOperation({
    id: 'admin.sellers.list',
    summary: 'List sellers in ascending id order',
    path: '/admin/v1/sellers/list',
    auth: 'admin',
    body: listSellersBody,
    response: listSellersResponse,
    conflicts: CURSOR_CONFLICTS,
    handle: (c, body) => listSellers(c.app, body),
  }),
  defineOperation({
    id: 'admin.sellers.get',
    summary: 'Get a seller with its keys (ids only), registrations and integrations',
    path: `${SELLER}/get`,
    auth: 'admin',
    body: emptyBody,
    response: sellerRecord,
    conflicts: GET_SELLER_CONFLICTS,
    handle: (c) => getSeller(c.app, c.params.sellerId!),
  }),
  defineOperation({
    id: 'admin.sellers.update',
    summary: 'Change a seller; null clears the time zone or the business address',
    path: `${SELLER}/update`,
    auth: 'admin',
    body: updateSellerBody,
    response: sellerRecord,
    conflicts: UPDATE_SELLER_CONFLICTS,
    handle: (c, body) => updateSeller(c.app, c.params.sellerId!, body),
  }),
  defineOperation({
    id: 'admin.apiKeys.create',
    summary: 'Issue another API key for a seller (shown once)',
    path: `${SELLER}/apiKeys/create`,
    auth: 'admin',
    body: emptyBody,
    response: issuedApiKeyResponse,
    conflicts: CREATE_API_KEY_CONFLICTS,
    handle: (c) => createApiKey(c.app, c.params.sellerId!),
  }),
  defineOperation({
    id: 'admin.apiKeys.revoke',
    summary: 'Revoke an API key; safe to repeat',
    path: `${SELLER}/apiKeys/id:{apiKeyId}/revoke`,
    auth: 'admin',
    body: emptyBody,
    response: emptyResponse,
    conflicts: REVOKE_API_KEY_CONFLICTS,
    handle: (c) => revokeApiKey(c.app, c.params.sellerId!, c.params.apiKeyId!),
  }),
  defineOperation({
    id: 'admin.registrations.add',
    summary: 'Record that the seller collects tax in a jurisdiction from a date',
    path: `${SELLER}/registrations/add`,
    auth: 'admin',
    body: addRegistrationBody,
    response: addRegistrationResponse,
    conflicts: ADD_REGISTRATION_CONFLICTS,
    handle: (c, body) => addRegistration(c.app, c.params.sellerId!, body),
  }),
  defineOperation({
    id: 'admin.integrations.create',
    summary:
      "Connect a Stripe account (one acting integration per account) and register Levy's webhook endpoint with it (or take the secret of one made by hand)",
    path: `${SELLER}/integrations/create`,
    auth: 'admin',
    body: createIntegrationBody,
    response: createdIntegrationAnswer,
    conflicts: CREATE_INTEGRATION_CONFLICTS,
    handle: (c, body) => createIntegration(c.app, c.params.sellerId!, body),
  }),
  ...adminIntegrationOperations,
  defineOperation({
    id: 'admin.zipRateTables.import',
    summary: 'Import a ZIP-level local rate table (CSV text) in force from a date',
    path: `${SELLER}/zipRateTables/import`,
    auth: 'admin',
    body: importZipRatesBody,
    response: importZipRatesResponse,
    conflicts: IMPORT_ZIP_RATE_TABLE_CONFLICTS,
    // A whole-country table is about 3 MB; several states concatenated fit easily.
    bodyLimit: 64 * 1024 * 1024,
    handle: (c, body) => importZipRateTable(c.app, c.params.sellerId!, body, c.onProgress),
  }),
  defineOperation({
    id: 'admin.taxData.import',
    summary:
      'Import an official rate or boundary file for the whole deployment (Streamlined Sales Tax: <state>R... rates, <state>B... boundaries; Washington DOR: waRates, waZip4; ZIP-level tables: zipRates), or an official table of rates per place whose rates override the built-in ones from its date, or on the dates of its rows where it dates them (caCdtfa: CDTFA SalesTaxRates<M>-<D>-<YY>.csv; ilIdor: IDOR county/municipality rate file; txRates: Texas Comptroller tax_jurisdiction_rates-<YYYY>Q<q>.csv; azTpt: ADOR TPT_RATETABLE_ALL_<MMDDYYYY>.csv; coRates: CDOR rates and codes sheet as CSV, <name><Jan-June|July-Dec><YYYY>.csv; alRates: ALDOR taxrates.txt)',
    path: '/admin/v1/taxData/import',
    auth: 'admin',
    body: importTaxDataBody,
    response: importTaxDataResponse,
    conflicts: IMPORT_TAX_DATA_FILE_CONFLICTS,
    // A whole state's boundary file runs to tens of megabytes.
    bodyLimit: 256 * 1024 * 1024,
    handle: (c, body) => importTaxDataFile(c.app, body, c.onProgress),
  }),
  defineOperation({
    id: 'admin.taxData.update',
    summary:
      'Bring every official file the deployment uses (Streamlined Sales Tax rate and boundary files of each imported state) to its latest edition: find, check, import together, report the changes',
    path: '/admin/v1/taxData/update',
    auth: 'admin',
    body: updateTaxDataBody,
    response: updateTaxDataResponse,
    conflicts: UPDATE_TAX_DATA_CONFLICTS,
    handle: (c, body) => updateTaxData(c.app, body),
  }),
  defineOperation({
    id: 'admin.taxData.status',
    summary:
      'Which data sets answer in each region (the built-in content, and the imported files in force), the built-in versions that ran, and what imported tax data each state has, from which file and date, and whether it is older than the current quarter',
    path: '/admin/v1/taxData/status',
    auth: 'admin',
    body: taxDataStatusBody,
    response: taxDataStatusResponse,
    conflicts: [],
    handle: (c) => taxDataStatus(c.app),
  }),
  defineOperation({
    id: 'admin.zipRateTables.list',
    summary: "List a seller's imported rate tables",
    path: `${SELLER}/zipRateTables/list`,
    auth: 'admin',
    body: emptyBody,
    response: listZipRateTablesResponse,
    conflicts: LIST_ZIP_RATE_TABLES_CONFLICTS,
    handle: (c) => listZipRateTables(c.app, c.params.sellerId!),
  }),
  defineOperation({
    id: 'admin.productTaxCategories.create',
    summary: 'Create a custom product tax category: a standard one with per-jurisdiction overrides',
    path: `${SELLER}/productTaxCategories/create`,
    auth: 'admin',
    body: createCustomCategoryBody,
    response: createCustomCategoryResponse,
    conflicts: CREATE_CUSTOM_CATEGORY_CONFLICTS,
    handle: (c, body) => createCustomCategory(c.app, c.params.sellerId!, body),
  }),
  defineOperation({
    id: 'admin.filings.finalize',
    summary: 'Finalize a filing: its transactions become frozen for filing',
    path: `${SELLER}/filings/id:{jurisId}/id:{jurisFilingId}/finalize`,
    auth: 'admin',
    body: emptyBody,
    response: emptyResponse,
    conflicts: FINALIZE_CONFLICTS,
    handle: (c) => finalize(c.app, c.params.sellerId!, c.params.jurisId!, c.params.jurisFilingId!),
  }),
  defineOperation({
    id: 'admin.salesHistory.import',
    summary:
      "Import one chunk of a seller's past sales (CSV lines) for threshold monitoring; chunks of one file go in order, and sending the file again resumes it",
    path: `${SELLER}/salesHistory/import`,
    auth: 'admin',
    body: importSalesHistoryBody,
    response: importSalesHistoryResponse,
    conflicts: IMPORT_SALES_HISTORY_CHUNK_CONFLICTS,
    bodyLimit: 20 * 1024 * 1024,
    handle: (c, body) => importSalesHistoryChunk(c.app, c.params.sellerId!, body),
  }),
  defineOperation({
    id: 'admin.thresholds.rebuild',
    summary: "Recompute a seller's threshold figures from every stored transaction and imported sale",
    path: `${SELLER}/thresholds/rebuild`,
    auth: 'admin',
    body: emptyBody,
    response: rebuildThresholdsResponse,
    conflicts: REBUILD_THRESHOLDS_CONFLICTS,
    handle: (c) => rebuildThresholds(c.app, c.params.sellerId!, c.onProgress),
  }),
  defineOperation({
    id: 'admin.conversionRates.load',
    summary: 'Load ECB euro reference rates (the eurofxref CSV layout)',
    path: '/admin/v1/conversionRates/load',
    auth: 'admin',
    body: loadConversionRatesBody,
    response: loadConversionRatesResponse,
    conflicts: LOAD_CONVERSION_RATES_CONFLICTS,
    bodyLimit: 32 * 1024 * 1024,
    handle: (c, body) => loadConversionRates(c.app, body.csv),
  }),
].map(audited);
