// The operator audit log: every admin action that changes something, who did it and how it ended.
// Recorded around the admin operations (api/routes/admin.ts), so the admin API and the CLI, which
// run the same operations, both write it.
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { CURSOR_CONFLICTS } from '../lib/cursor.ts';
import { conflict, ok, type Outcome } from '../lib/result.ts';
import { sha256 } from '../lib/secrets.ts';
import { cursorSchema, limitSchema } from '../seller/common/schemas.ts';
import { auditEntries, insertAuditEntry } from '../store/audit-log.ts';

/** Who used the admin token, without the token: the first 12 hex digits of its SHA-256. */
export function adminTokenActor(adminToken: string): string {
  return `admin-token:${sha256(adminToken).toString('hex').slice(0, 12)}`;
}

export async function recordAdminAction(
  ctx: AppContext,
  entry: { actor: string; operation: string; params: Record<string, string>; outcome: string; sellerId: string | null },
): Promise<void> {
  await insertAuditEntry(ctx.prisma, entry);
}

export const listAuditLogBody = z.strictObject({
  sellerId: z.string().min(1).max(255).optional(),
  limit: limitSchema(100, 20),
  cursor: cursorSchema.optional(),
});

export interface AuditEntryRecord {
  id: string;
  at: string;
  actor: string;
  operation: string;
  sellerId: string | null;
  target: unknown;
  outcome: string;
}

/** Newest first; the cursor carries the filter it was made with. */
export async function listAuditLog(
  ctx: AppContext,
  input: z.output<typeof listAuditLogBody>,
): Promise<Outcome<{ entries: AuditEntryRecord[]; nextCursor: string | null; hasMore: boolean }, typeof CURSOR_CONFLICTS>> {
  let before: bigint | undefined;
  let sellerId = input.sellerId;
  if (input.cursor !== undefined) {
    const decoded = ctx.cursors.decode('admin', 'auditLog', input.cursor) as { before?: unknown; sellerId?: unknown } | undefined;
    if (typeof decoded?.before !== 'string' || !/^\d+$/.test(decoded.before)) return conflict({ type: 'invalidCursor' });
    before = BigInt(decoded.before);
    sellerId = typeof decoded.sellerId === 'string' ? decoded.sellerId : undefined;
  }
  const rows = await auditEntries(ctx.prisma, { sellerId, before, take: input.limit + 1 });
  const hasMore = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return ok({
    entries: page.map((r) => ({
      id: r.id.toString(),
      at: r.at.toISOString(),
      actor: r.actor,
      operation: r.operation,
      sellerId: r.sellerId,
      target: r.target,
      outcome: r.outcome,
    })),
    nextCursor:
      hasMore && last !== undefined
        ? ctx.cursors.encode('admin', 'auditLog', { before: last.id.toString(), ...(sellerId !== undefined ? { sellerId } : {}) })
        : null,
    hasMore,
  });
}
