// decimal.js as the tax core used it before Exact replaced it everywhere in src/ (40 significant
// digits, half-up rounding): the reference that test/unit/tax/exact.test.ts holds Exact to.
import { Decimal as DecimalJs } from 'decimal.js';

export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Decimal = InstanceType<typeof Decimal>;
