import { VALIDATE_TAX_IDS_CONFLICTS, validateTaxIds, validateTaxIdsBody } from '../../seller/tax-ids/validate.ts';
import { validateTaxIdsResponse } from '../../seller/tax-ids/schemas.ts';
import { defineOperation } from '../operation.ts';

export const taxIdOperations = [
  defineOperation({
    id: 'taxId.validate',
    summary: 'Which tax ids to collect for an address, and which of the given ones are valid (premium)',
    path: '/v1/seller/taxId/validate',
    auth: 'seller',
    feature: { name: 'taxIdValidation', conflictType: 'validationNotEnabled' },
    body: validateTaxIdsBody,
    response: validateTaxIdsResponse,
    conflicts: VALIDATE_TAX_IDS_CONFLICTS,
    handle: (c, body) => validateTaxIds(c.app, body),
  }),
];
