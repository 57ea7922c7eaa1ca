import { PREPARE_TAX_CONFLICTS, prepareTax, prepareTaxBody, prepareTaxResponse } from '../../integrations/stripe/prepare-tax.ts';
import { defineOperation } from '../operation.ts';

export const prepareTaxOperations = [
  defineOperation({
    id: 'integrations.stripe.prepareTax',
    summary:
      'Stripe tax parameters for an invoice Stripe finalizes at once (new subscription, checkout session): tax rates per line, or the tax invoice item in lineItem mode',
    path: '/v1/seller/integrations/id:{integrationId}/stripe/prepareTax',
    auth: 'seller',
    body: prepareTaxBody,
    response: prepareTaxResponse,
    conflicts: PREPARE_TAX_CONFLICTS,
    handle: (c, body) => {
      if (c.stripe === undefined) throw new Error('prepareTax needs the Stripe services of the process');
      return prepareTax(c.app, c.stripe, c.seller, c.params.integrationId!, body);
    },
  }),
];
