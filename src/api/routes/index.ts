import type { AnyOperation } from '../operation.ts';
import { addressOperations, uncertainAnswerOperations } from './address.ts';
import { adminOperations } from './admin.ts';
import { categoryOperations } from './categories.ts';
import { certificateOperations } from './certificates.ts';
import { certificateRequestOperations } from './certificate-requests.ts';
import { customerOperations } from './customers.ts';
import { filingOperations } from './filings.ts';
import { integrationOperations } from './integrations.ts';
import { mappingOperations } from './mappings.ts';
import { productOperations } from './products.ts';
import { taxIdOperations } from './tax-ids.ts';
import { thresholdOperations } from './thresholds.ts';
import { transactionOperations } from './transactions.ts';
import { unprocessedInvoiceOperations } from './unprocessed-invoices.ts';
import { prepareTaxOperations } from './stripe-prepare-tax.ts';

/** Every operation Levy serves, seller and admin. */
export const operations: readonly AnyOperation[] = [
  ...customerOperations,
  ...certificateOperations,
  ...certificateRequestOperations,
  ...transactionOperations,
  ...productOperations,
  ...categoryOperations,
  ...addressOperations,
  ...uncertainAnswerOperations,
  ...integrationOperations,
  ...mappingOperations,
  ...unprocessedInvoiceOperations,
  ...prepareTaxOperations,
  ...taxIdOperations,
  ...filingOperations,
  ...thresholdOperations,
  ...adminOperations,
];
