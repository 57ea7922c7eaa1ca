// Signing secrets of the integrations' webhook endpoints, decrypted once a minute at most, so that
// receiving an event costs one database write and nothing else.
import type { AppContext } from '../../context.ts';
import { decryptSecret } from '../../lib/secrets.ts';
import { findIntegration } from './store/integrations.ts';

export interface WebhookSecret {
  sellerId: string;
  secret: string;
  /** False for a disabled integration: its events are acknowledged and ignored. */
  active: boolean;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export class WebhookSecrets {
  /** null: no such integration. Remembered too (ids are random and created rarely), so floods stay cheap. */
  private readonly entries = new Map<string, { value: WebhookSecret | null; expiresAt: number }>();

  constructor(private readonly ctx: AppContext) {
    ctx.sellerChanges.subscribe((sellerId) => {
      for (const [id, entry] of this.entries) if (entry.value?.sellerId === sellerId) this.entries.delete(id);
    });
  }

  /** The integration's secret, or null when there is no such integration. Throws when the database is away. */
  async get(integrationId: string): Promise<WebhookSecret | null> {
    const cached = this.entries.get(integrationId);
    if (cached !== undefined && cached.expiresAt > Date.now()) return cached.value;
    const row = await findIntegration(this.ctx.prisma, integrationId);
    const value =
      row === null
        ? null
        : { sellerId: row.sellerId, secret: decryptSecret(this.ctx.secretKey, row.webhookSecretEnc), active: row.status === 'active' };
    // Map keeps insertion order: dropping the first key evicts the oldest entry.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(integrationId, { value, expiresAt: Date.now() + TTL_MS });
    return value;
  }
}
