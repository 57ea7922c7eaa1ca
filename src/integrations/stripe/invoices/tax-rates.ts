// taxRate mode: each line gets one exclusive Stripe TaxRate whose percentage is the line's
// effective rate, rounded to Stripe's 4 decimals. Levy's rates are marked in their metadata and
// reused: found in Stripe once per process, created when missing. A creation's idempotency key is
// its own: Stripe replays the first answer stored under a key, a 500 included, so a key shared by
// every attempt (as `levy-tax-rate-<percentage>` once was) turns one failure into a day of them.
// After a failed creation the book is listed again, so a creation that went through after all is
// found and reused rather than made twice; within a process, one creation per percentage at a time.
// The same book keeps prepareTax's per-jurisdiction rates (below), apart from the lumped ones.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { Exact, HUNDRED } from '../../../tax/exact.ts';

export const LEVY_RATE_METADATA = { levy_managed: 'true' } as const;

/**
 * Rates prepared ahead of an invoice (prepareTax: a new subscription, a checkout session): one per
 * jurisdiction, carrying its name, level and percentage. They are Levy's (`levy_managed`, so a draft
 * that still carries one is converged like any Levy rate) and also `levy_prepared`, so they are told
 * apart from another app's rates and are never taken for one of the lumped per-line rates above.
 */
export const LEVY_PREPARED_RATE_METADATA = { ...LEVY_RATE_METADATA, levy_prepared: 'true' } as const;

/** What a prepared (per-jurisdiction) rate says; two requests with the same data share one TaxRate. */
export interface PreparedRateData {
  display_name: string;
  jurisdiction: string;
  /** Stripe's TaxRate has no level field outside tax amounts: kept in metadata and the description. */
  jurisdiction_level: string;
  /** At Stripe's precision, 4 decimals ("4.5", "0.375"). */
  percentage: string;
  inclusive: boolean;
  tax_type: Stripe.TaxRateCreateParams.TaxType;
  country?: string;
  state?: string;
}

export function isPreparedRate(rate: Pick<Stripe.TaxRate, 'metadata'>): boolean {
  return rate.metadata?.levy_prepared === 'true';
}

function preparedKey(d: PreparedRateData): string {
  return JSON.stringify([
    d.display_name,
    d.jurisdiction,
    d.jurisdiction_level,
    Exact.parse(d.percentage).toFixed(),
    d.inclusive,
    d.tax_type,
    d.country ?? null,
    d.state ?? null,
  ]);
}

function preparedKeyOf(rate: Stripe.TaxRate): string {
  return preparedKey({
    display_name: rate.display_name,
    jurisdiction: rate.jurisdiction ?? '',
    jurisdiction_level: rate.metadata?.levy_jurisdiction_level ?? '',
    percentage: String(rate.percentage),
    inclusive: rate.inclusive,
    tax_type: (rate.tax_type ?? 'sales_tax') as Stripe.TaxRateCreateParams.TaxType,
    ...(rate.country ? { country: rate.country } : {}),
    ...(rate.state ? { state: rate.state } : {}),
  });
}

/** The line's effective rate in percent, at Stripe's precision ("8.875"), or null for no tax. */
export function effectivePercentage(taxAmount: number, lineAmount: number): string | null {
  if (taxAmount === 0 || lineAmount === 0) return null;
  return Exact.parse(taxAmount).dividedBy(Exact.parse(lineAmount)).times(HUNDRED).toDecimalPlaces(4).toFixed();
}

export function isLevyRate(rate: Pick<Stripe.TaxRate, 'metadata'>): boolean {
  return rate.metadata?.levy_managed === 'true';
}

/**
 * Levy's tax rates of one Stripe account: the lumped per-line rates of taxRate mode, by percentage,
 * and the prepared per-jurisdiction rates, by their data. One listing per process finds both; a
 * missing rate is created once (per key, within a process) under an idempotency key of its own.
 */
export class TaxRateBook {
  private readonly byKey = new Map<string, string>();
  private readonly creating = new Map<string, Promise<string>>();
  private loaded: Promise<void> | null = null;

  constructor(private readonly stripe: Stripe) {}

  /** taxRate mode: the exclusive lumped rate of a line's effective percentage. */
  idFor(percentage: string): Promise<string> {
    return this.idForKey(`lumped:${percentage}`, () => ({
      params: {
        display_name: 'Sales tax',
        description: `Levy ${percentage}%`,
        percentage: Number(percentage),
        inclusive: false,
        metadata: { ...LEVY_RATE_METADATA },
      },
      idempotencyKey: `levy-tax-rate-${percentage}-${randomUUID()}`,
    }));
  }

  /** prepareTax: the rate of one jurisdiction, inclusive or exclusive as the price it goes with. */
  idForJurisdiction(data: PreparedRateData): Promise<string> {
    return this.idForKey(`prepared:${preparedKey(data)}`, () => ({
      params: {
        display_name: data.display_name,
        description: `Levy prepared: ${data.jurisdiction} (${data.jurisdiction_level}) ${data.percentage}%${data.inclusive ? ' inclusive' : ''}`,
        jurisdiction: data.jurisdiction,
        percentage: Number(data.percentage),
        inclusive: data.inclusive,
        tax_type: data.tax_type,
        ...(data.country !== undefined ? { country: data.country } : {}),
        ...(data.state !== undefined ? { state: data.state } : {}),
        metadata: { ...LEVY_PREPARED_RATE_METADATA, levy_jurisdiction_level: data.jurisdiction_level },
      },
      idempotencyKey: `levy-prepared-rate-${randomUUID()}`,
    }));
  }

  private async idForKey(key: string, creation: () => { params: Stripe.TaxRateCreateParams; idempotencyKey: string }): Promise<string> {
    await this.load();
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    let creating = this.creating.get(key);
    if (creating === undefined) {
      creating = this.create(creation()).finally(() => this.creating.delete(key));
      this.creating.set(key, creating);
    }
    return creating;
  }

  private async create({ params, idempotencyKey }: { params: Stripe.TaxRateCreateParams; idempotencyKey: string }): Promise<string> {
    try {
      const rate = await this.stripe.taxRates.create(params, { idempotencyKey });
      this.remember(rate);
      return rate.id;
    } catch (err) {
      this.loaded = null;
      throw err;
    }
  }

  private load(): Promise<void> {
    this.loaded ??= (async () => {
      for await (const rate of this.stripe.taxRates.list({ active: true, limit: 100 })) {
        if (isLevyRate(rate)) this.remember(rate);
      }
    })().catch((err: unknown) => {
      this.loaded = null;
      throw err;
    });
    return this.loaded;
  }

  private remember(rate: Stripe.TaxRate): void {
    if (!rate.active) return;
    let key: string;
    if (isPreparedRate(rate)) key = `prepared:${preparedKeyOf(rate)}`;
    else if (!rate.inclusive) key = `lumped:${Exact.parse(rate.percentage).toFixed()}`;
    else return;
    if (!this.byKey.has(key)) this.byKey.set(key, rate.id);
  }
}
