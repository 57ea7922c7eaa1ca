// Per-seller tax data (registrations, products with their categories, imported rate tables, active
// exemption certificates) held in memory, so a calculation makes no database round trip. Every
// change to a seller's data is announced on the seller-change bus (context.ts), which drops the
// entry here and in every other process.
import { isoDate } from '../tax/dates.ts';
import {
  ELECTION_IDS,
  indexZipRates,
  lineCategoryOf,
  STANDARD_CATEGORIES,
  type ElectionId,
  type LineCategory,
  type ZipRateLookup,
} from '../tax/index.ts';
import type { CustomCategoryRow } from './categories.ts';
import type { PrismaClient } from './database.ts';
import { zipRatesOf } from './zip-rates.ts';

export interface SellerTaxData {
  /** `election`: the remote-seller election the registration carries (the calculation applies it), or null. */
  registrations: { id: string; jurisId: string; collectingFrom: string; filingFrequency: string; election: ElectionId | null }[];
  /** Product external id -> what the tax core taxes it as. */
  categories: Map<string, LineCategory>;
  /** Product external id -> the stored record's product block. */
  products: Map<string, { internalId: string; externalId: string; name: string; category: { type: string; id: string; name: string } }>;
  zipRates: ZipRateLookup | undefined;
  /** Customer id -> its active exemption certificates (certificate changes announce a seller change). */
  certificates: Map<string, CertificateCover[]>;
}

export interface CertificateCover {
  effectiveDateBegin: string;
  jurises: { jurisId: string; effectiveDateEnd: string | null }[];
}

/** A change whose announcement this process missed (Redis away) shows within this time. */
const TTL_MS = 60_000;

export class SellerTaxDataCache {
  private readonly entries = new Map<string, { at: number; data: Promise<SellerTaxData> }>();

  constructor(private readonly prisma: PrismaClient) {}

  get(sellerId: string): Promise<SellerTaxData> {
    const entry = this.entries.get(sellerId);
    if (entry !== undefined && Date.now() - entry.at < TTL_MS) return entry.data;
    const data = this.load(sellerId);
    this.entries.set(sellerId, { at: Date.now(), data });
    // A failed load is not remembered.
    data.catch(() => this.entries.delete(sellerId));
    return data;
  }

  forget(sellerId: string): void {
    this.entries.delete(sellerId);
  }

  private async load(sellerId: string): Promise<SellerTaxData> {
    const [{ registrations, products, categories, certificates }, zipRows] = await Promise.all([
      loadTaxRows(this.prisma, sellerId),
      zipRatesOf(this.prisma, sellerId),
    ]);
    const custom = new Map<string, CustomCategoryRow>(
      categories.map((c) => [
        c.id,
        { id: c.id, name: c.name, standardCategoryId: c.standardCategoryId, overrides: c.overrides as CustomCategoryRow['overrides'] },
      ]),
    );
    const data: SellerTaxData = {
      registrations: registrations.map((r) => ({
        id: r.id,
        jurisId: r.jurisId,
        collectingFrom: isoDate(r.collectingFrom),
        filingFrequency: r.filingFrequency,
        election: electionOf(r.election),
      })),
      categories: new Map(),
      products: new Map(),
      zipRates: zipRows.length > 0 ? indexZipRates(zipRows) : undefined,
      certificates: new Map(),
    };
    for (const c of certificates) {
      const covers = data.certificates.get(c.customerId) ?? [];
      covers.push({
        effectiveDateBegin: isoDate(c.effectiveDateBegin),
        jurises: (c.jurises as { jurisId: string; effectiveDateEnd?: string | null }[]).map((j) => ({
          jurisId: j.jurisId,
          effectiveDateEnd: j.effectiveDateEnd ?? null,
        })),
      });
      data.certificates.set(c.customerId, covers);
    }
    for (const p of products) {
      const ref = { type: p.taxCategoryType, id: p.taxCategoryId };
      const line = lineCategoryOf(ref, custom);
      if (line === null) continue;
      data.categories.set(p.externalId, line);
      const name =
        ref.type === 'custom'
          ? (custom.get(ref.id)?.name ?? ref.id)
          : (STANDARD_CATEGORIES[ref.id as keyof typeof STANDARD_CATEGORIES] ?? ref.id);
      data.products.set(p.externalId, { internalId: p.id, externalId: p.externalId, name: p.name ?? '', category: { ...ref, name } });
    }
    return data;
  }
}

/** A stored election, if it is one the content knows (a column written by an older or newer Levy is read as none). */
export function electionOf(stored: string | null): ElectionId | null {
  return ELECTION_IDS.find((id) => id === stored) ?? null;
}

function loadTaxRows(prisma: PrismaClient, sellerId: string) {
  return Promise.all([
    prisma.registration.findMany({
      where: { sellerId },
      select: { id: true, jurisId: true, collectingFrom: true, filingFrequency: true, election: true },
    }),
    prisma.product.findMany({
      where: { sellerId },
      select: { id: true, externalId: true, name: true, taxCategoryType: true, taxCategoryId: true },
    }),
    prisma.productTaxCategory.findMany({ where: { sellerId } }),
    prisma.certificate.findMany({
      where: { sellerId, status: 'active' },
      select: { customerId: true, jurises: true, effectiveDateBegin: true },
    }),
  ]).then(([registrations, products, categories, certificates]) => ({ registrations, products, categories, certificates }));
}
