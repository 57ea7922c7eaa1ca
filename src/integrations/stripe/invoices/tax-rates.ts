// taxRate mode: each line gets one exclusive Stripe TaxRate whose percentage is the line's
// effective rate, rounded to Stripe's 4 decimals. Levy's rates are marked in their metadata and
// reused: found in Stripe once per process, created when missing. A creation's idempotency key is
// its own: Stripe replays the first answer stored under a key, a 500 included, so a key shared by
// every attempt (as `levy-tax-rate-<percentage>` once was) turns one failure into a day of them.
// After a failed creation the book is listed again, so a creation that went through after all is
// found and reused rather than made twice; within a process, one creation per percentage at a time.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { Decimal } from '../../../tax/decimal.ts';

export const LEVY_RATE_METADATA = { levy_managed: 'true' } as const;

/** The line's effective rate in percent, at Stripe's precision ("8.875"), or null for no tax. */
export function effectivePercentage(taxAmount: number, lineAmount: number): string | null {
  if (taxAmount === 0 || lineAmount === 0) return null;
  return new Decimal(taxAmount).div(lineAmount).mul(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed();
}

export function isLevyRate(rate: Pick<Stripe.TaxRate, 'metadata'>): boolean {
  return rate.metadata?.levy_managed === 'true';
}

/** Levy's tax rates of one Stripe account, by percentage. */
export class TaxRateBook {
  private readonly byPercentage = new Map<string, string>();
  private readonly creating = new Map<string, Promise<string>>();
  private loaded: Promise<void> | null = null;

  constructor(private readonly stripe: Stripe) {}

  async idFor(percentage: string): Promise<string> {
    await this.load();
    const known = this.byPercentage.get(percentage);
    if (known !== undefined) return known;
    let creating = this.creating.get(percentage);
    if (creating === undefined) {
      creating = this.create(percentage).finally(() => this.creating.delete(percentage));
      this.creating.set(percentage, creating);
    }
    return creating;
  }

  private async create(percentage: string): Promise<string> {
    try {
      const rate = await this.stripe.taxRates.create(
        { display_name: 'Sales tax', description: `Levy ${percentage}%`, percentage: Number(percentage), inclusive: false, metadata: { ...LEVY_RATE_METADATA } },
        { idempotencyKey: `levy-tax-rate-${percentage}-${randomUUID()}` },
      );
      this.remember(rate);
      return rate.id;
    } catch (err) {
      this.loaded = null;
      throw err;
    }
  }

  private load(): Promise<void> {
    this.loaded ??= (async () => {
      for await (const rate of this.stripe.taxRates.list({ active: true, inclusive: false, limit: 100 })) {
        if (isLevyRate(rate)) this.remember(rate);
      }
    })().catch((err: unknown) => {
      this.loaded = null;
      throw err;
    });
    return this.loaded;
  }

  private remember(rate: Stripe.TaxRate): void {
    const percentage = new Decimal(rate.percentage).toFixed();
    if (rate.active && !rate.inclusive && !this.byPercentage.has(percentage)) this.byPercentage.set(percentage, rate.id);
  }
}
