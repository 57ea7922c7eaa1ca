// Transactions the Stripe integration records say which built-in tax content computed them, like
// the seller API's: a finalized invoice, a partial credit (a negative transaction) and a full
// credit (a negation, carrying its original's).
import { expect, it } from 'vitest';
import { builtInContent } from '../../src/tax/index.ts';
import { connectSeller, eventually, waitUntilSeen } from '../support/stripe.ts';
import { emulatorAndLevy } from '../support/stripe-bed.ts';

const bed = emulatorAndLevy();

it('records the content version on finalized invoices and their credit notes', async () => {
  const s = await connectSeller(bed.t, bed.emulator, { taxMode: 'taxRate' });
  const customer = await s.customer();
  const recorded = async (id: string) => {
    await eventually(async () => ((await s.transaction(id)).status === 200 ? true : undefined));
    return bed.t.levy.db.prisma.transaction.findUniqueOrThrow({
      where: { sellerId_externalId: { sellerId: s.sellerId, externalId: `stripe:${id}` } },
      select: { contentVersion: true, versions: { select: { contentVersion: true } } },
    });
  };
  const finalized = async (amount: number, version: string) => {
    const draft = await s.draft(customer.id, [{ product: 'saas', amount }], { svc_user_input: version });
    await waitUntilSeen(s.stripe, draft.id, version);
    return s.stripe.invoices.finalizeInvoice(draft.id);
  };
  const expected = { contentVersion: builtInContent().version, versions: [{ contentVersion: builtInContent().version }] };

  const invoice = await finalized(4_000, 'c1');
  expect(await recorded(invoice.id)).toEqual(expected);

  const [line] = (await s.stripe.invoices.listLineItems(invoice.id)).data;
  const partial = await s.stripe.creditNotes.create({
    invoice: invoice.id,
    lines: [{ type: 'invoice_line_item', invoice_line_item: line!.id, amount: 1_000 }],
  });
  expect(await recorded(partial.id)).toEqual(expected);

  const other = await finalized(2_500, 'c2');
  const [otherLine] = (await s.stripe.invoices.listLineItems(other.id)).data;
  const full = await s.stripe.creditNotes.create({
    invoice: other.id,
    lines: [{ type: 'invoice_line_item', invoice_line_item: otherLine!.id, amount: otherLine!.amount }],
  });
  expect(await recorded(full.id)).toEqual(expected);
  expect((await s.transaction(full.id)).json().negationOf).toBe(`stripe:${other.id}`);
});
