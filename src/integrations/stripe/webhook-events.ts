// The one definition of Levy's Stripe webhook: where Stripe delivers, which events Levy subscribes
// to, and which invoice an event asks Levy to reconcile. Everything else (payments, reminders, other
// objects, events of an endpoint made by hand with more types) is acknowledged and ignored.
import type Stripe from 'stripe';
import { LEVY_METADATA_KEYS } from './invoices/metadata.ts';

export const WEBHOOK_PATH = '/v1/integrations/id:{integrationId}/webhook';

export function webhookPath(integrationId: string): string {
  return WEBHOOK_PATH.replace('{integrationId}', integrationId);
}

/**
 * The events Levy subscribes to: every change of a draft's lines, customer or status, and every
 * credit note. Each one makes Levy reconcile the invoice it is about; Levy reads the invoice
 * afresh, so which of them arrived, and in which order, does not matter. A paid or uncollectible
 * invoice keeps its sale, so payment events are not subscribed.
 */
export const SUBSCRIBED_EVENTS = [
  'invoice.created',
  'invoice.updated',
  'invoice.finalized',
  'invoice.voided',
  'invoice.deleted',
  'credit_note.created',
  'credit_note.updated',
  'credit_note.voided',
] as const;

const RECONCILED = new Set<string>(SUBSCRIBED_EVENTS);

/**
 * True for the invoice.updated that Stripe sends back for Levy's own protocol answer: only Levy's
 * metadata keys changed, so the invoice needs nothing new (anyone else's change shows elsewhere).
 */
export function isEchoOfProtocolAnswer(event: Stripe.Event): boolean {
  if (event.type !== 'invoice.updated') return false;
  const previous = (event.data as { previous_attributes?: Record<string, unknown> }).previous_attributes;
  if (previous === undefined || Object.keys(previous).some((k) => k !== 'metadata')) return false;
  const before = (previous.metadata ?? {}) as Record<string, unknown>;
  return Object.keys(before).length > 0 && Object.keys(before).every((k) => LEVY_METADATA_KEYS.has(k));
}

/** The invoice an event asks Levy to reconcile, or null for events Levy acknowledges and ignores. */
export function invoiceToReconcile(event: Stripe.Event): string | null {
  if (!RECONCILED.has(event.type) || isEchoOfProtocolAnswer(event)) return null;
  const object = event.data.object as unknown as { id?: unknown; invoice?: unknown };
  if (event.type.startsWith('invoice.')) return typeof object.id === 'string' ? object.id : null;
  const invoice = object.invoice as string | { id?: string } | null | undefined;
  return typeof invoice === 'string' ? invoice : (invoice?.id ?? null);
}
