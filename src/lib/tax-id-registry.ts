// Online registry checks of tax ids (the EU's VIES and the like). Off unless VIES_URL is set; when
// the registry cannot answer, validation answers externalServiceError rather than guessing.

export interface TaxIdRegistry {
  /** true or false as the registry says; throws when it cannot say. */
  isRegistered(country: string, compactId: string): Promise<boolean>;
}

/** The VIES REST API: POST {base}/check-vat-number { countryCode, vatNumber } -> { valid }. */
export class ViesRegistry implements TaxIdRegistry {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async isRegistered(country: string, compactId: string): Promise<boolean> {
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/check-vat-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // VIES names Greece EL.
      body: JSON.stringify({ countryCode: country === 'GR' ? 'EL' : country, vatNumber: compactId }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`VIES answered ${response.status}`);
    const body = (await response.json()) as { valid?: unknown };
    if (typeof body.valid !== 'boolean') throw new Error('VIES answered without a verdict');
    return body.valid;
  }
}
