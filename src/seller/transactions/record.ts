// The stored transaction in the shape of the API's "Transaction record" (normal variant `body`).
import type { SellerTaxData } from '../../store/seller-tax-data.ts';
import type { Calculation } from '../../tax/index.ts';
import { amountText } from '../../tax/response.ts';
import type { Exact } from '../../tax/exact.ts';
import { validTaxId } from '../tax-ids/validators.ts';
import type { CreateEphemeralInput } from './schemas.ts';

const dueOf = (inclusive: Exact, exclusive: Exact) => ({
  inclusive: amountText(inclusive),
  exclusive: amountText(exclusive),
  total: amountText(inclusive.plus(exclusive)),
});

export function transactionBody(calc: Calculation, input: CreateEphemeralInput, data: SellerTaxData, taxAmountSeen: number | null) {
  const zero = calc.preTaxAmount.minus(calc.preTaxAmount);
  const summaries = new Map<string, { id: string; name: string; preTax: Exact; inclusive: Exact; exclusive: Exact }>();
  const lineItems = calc.lineItems.map((line) => {
    let lineInclusive = zero;
    let lineExclusive = zero;
    const jurises = line.jurises.map((j) => {
      const taxes = j.taxes.map((t) => {
        const remitted = j.isRemitting ? t.amount : zero;
        return {
          id: j.jurisdiction.id,
          name: t.name,
          nonTaxableAmount: amountText(t.nonTaxableAmount),
          exemptions:
            j.notTaxedReason?.type === 'exempt' ? [{ reason: j.notTaxedReason.reason.type, amount: amountText(t.taxableAmount) }] : [],
          taxableAmount: amountText(t.taxableAmount),
          rate: t.rate.toFixed(),
          taxAmount: {
            inclusive: amountText(line.isTaxIncludedInAmount ? remitted : zero),
            exclusive: amountText(line.isTaxIncludedInAmount ? zero : remitted),
          },
        };
      });
      // Every jurisdiction of the sale is summarised (exempt and reverse-charged ones show their
      // tax id validation); only remitted taxes count as due.
      const summary = summaries.get(j.jurisdiction.id) ?? {
        id: j.jurisdiction.id,
        name: j.jurisdiction.name,
        preTax: zero,
        inclusive: zero,
        exclusive: zero,
      };
      summary.preTax = summary.preTax.plus(line.preTaxAmount);
      summaries.set(j.jurisdiction.id, summary);
      if (j.isRemitting) {
        const sum = j.taxes.reduce((s, t) => s.plus(t.amount), zero);
        if (line.isTaxIncludedInAmount) {
          lineInclusive = lineInclusive.plus(sum);
          summary.inclusive = summary.inclusive.plus(sum);
        } else {
          lineExclusive = lineExclusive.plus(sum);
          summary.exclusive = summary.exclusive.plus(sum);
        }
      }
      return {
        name: j.jurisdiction.name,
        id: j.jurisdiction.id,
        calc: { isRemitting: j.isRemitting, notTaxedReason: j.notTaxedReason, taxes },
      };
    });
    const product = data.products.get(line.productExternalId)!;
    return {
      id: line.id,
      product: { internalId: product.internalId, externalId: product.externalId, name: product.name, productTaxCategory: product.category },
      quantity: line.quantity,
      unitPrice: null,
      inputAmount: line.amount,
      isTaxIncludedInAmount: line.isTaxIncludedInAmount,
      preTaxAmount: amountText(line.preTaxAmount),
      taxAmountToCollect: line.taxAmountToCollect,
      taxAmountDue: dueOf(lineInclusive, lineExclusive),
      jurises,
    };
  });
  const inclusive = [...summaries.values()].reduce((s, j) => s.plus(j.inclusive), zero);
  const exclusive = [...summaries.values()].reduce((s, j) => s.plus(j.exclusive), zero);
  const inputAmount = calc.lineItems.reduce((s, l) => s + l.amount, 0);
  const address = calc.customerAddress;
  return {
    accountingDate: calc.accountingDate,
    taxDate: calc.taxDate,
    currencyCode: calc.currencyCode,
    customer: input.customerId !== undefined ? { id: input.customerId, name: input.customerName ?? null } : null,
    addresses: [
      {
        address: {
          line1: address.line1,
          city: address.city,
          region: address.region,
          country: address.country,
          postalCode: address.postalCode,
        },
      },
    ],
    inputAmount,
    preTaxAmount: amountText(calc.preTaxAmount),
    taxAmountDue: dueOf(inclusive, exclusive),
    taxAmountAdded: { expected: calc.taxAmountToCollect, seen: taxAmountSeen ?? calc.taxAmountToCollect },
    invoiceTotalAmountExpected: inputAmount + calc.taxAmountToCollect,
    jurisSummaries: [...summaries.values()].map((j) => ({
      id: j.id,
      name: j.name,
      preTaxAmount: amountText(j.preTax),
      taxAmountDue: dueOf(j.inclusive, j.exclusive),
      taxIdValidation: {
        processedTaxIds: (input.customerTaxIds ?? []).map((t) => ({
          taxId: t.value,
          // HST provinces collect the federal GST/HST number.
          isValid: validTaxId(j.id, t.value) !== null || (j.id.startsWith('ca-') && validTaxId('ca-federal', t.value) !== null),
        })),
      },
    })),
    lineItems,
  };
}
