// County-level local sales taxes, by state and county FIPS code: placed by the ZIP code's county
// (src/tax/address/zip-places.ts), whatever the mailing city. One file per state.
import { FLORIDA_COUNTY_TAXES } from './fl.ts';
import { GEORGIA_COUNTY_TAXES } from './ga.ts';
import { NORTH_CAROLINA_COUNTY_TAXES } from './nc.ts';
import { OHIO_COUNTY_TAXES } from './oh.ts';
import { PENNSYLVANIA_COUNTY_TAXES } from './pa.ts';
import { VIRGINIA_COUNTY_TAXES } from './va.ts';
import { WISCONSIN_COUNTY_TAXES } from './wi.ts';
import { AK_COUNTY_TAXES } from './ak.ts';
import { AL_COUNTY_TAXES } from './al.ts';
import { AR_COUNTY_TAXES } from './ar.ts';
import { AZ_COUNTY_TAXES } from './az.ts';
import { CA_COUNTY_TAXES } from './ca.ts';
import { CO_COUNTY_TAXES } from './co.ts';
import { IA_COUNTY_TAXES } from './ia.ts';
import { ID_COUNTY_TAXES } from './id.ts';
import { IL_COUNTY_TAXES } from './il.ts';
import { KS_COUNTY_TAXES } from './ks.ts';
import { LA_COUNTY_TAXES } from './la.ts';
import { MN_COUNTY_TAXES } from './mn.ts';
import { MO_COUNTY_TAXES } from './mo.ts';
import { MS_COUNTY_TAXES } from './ms.ts';
import { ND_COUNTY_TAXES } from './nd.ts';
import { NE_COUNTY_TAXES } from './ne.ts';
import { NM_COUNTY_TAXES } from './nm.ts';
import { NV_COUNTY_TAXES } from './nv.ts';
import { NY_COUNTY_TAXES } from './ny.ts';
import { OK_COUNTY_TAXES } from './ok.ts';
import { SC_COUNTY_TAXES } from './sc.ts';
import { SD_COUNTY_TAXES } from './sd.ts';
import { TN_COUNTY_TAXES } from './tn.ts';
import { TX_COUNTY_TAXES } from './tx.ts';
import { UT_COUNTY_TAXES } from './ut.ts';
import { VT_COUNTY_TAXES } from './vt.ts';
import { WA_COUNTY_TAXES } from './wa.ts';
import { WV_COUNTY_TAXES } from './wv.ts';
import { WY_COUNTY_TAXES } from './wy.ts';
import type { UsCountyTaxes } from './types.ts';

export type { UsCountyTaxes } from './types.ts';

export const US_COUNTY_TAXES: UsCountyTaxes[] = [FLORIDA_COUNTY_TAXES, GEORGIA_COUNTY_TAXES, NORTH_CAROLINA_COUNTY_TAXES, OHIO_COUNTY_TAXES, PENNSYLVANIA_COUNTY_TAXES, VIRGINIA_COUNTY_TAXES, WISCONSIN_COUNTY_TAXES, AK_COUNTY_TAXES, AL_COUNTY_TAXES, AR_COUNTY_TAXES, AZ_COUNTY_TAXES, CA_COUNTY_TAXES, CO_COUNTY_TAXES, IA_COUNTY_TAXES, ID_COUNTY_TAXES, IL_COUNTY_TAXES, KS_COUNTY_TAXES, LA_COUNTY_TAXES, MN_COUNTY_TAXES, MO_COUNTY_TAXES, MS_COUNTY_TAXES, ND_COUNTY_TAXES, NE_COUNTY_TAXES, NM_COUNTY_TAXES, NV_COUNTY_TAXES, NY_COUNTY_TAXES, OK_COUNTY_TAXES, SC_COUNTY_TAXES, SD_COUNTY_TAXES, TN_COUNTY_TAXES, TX_COUNTY_TAXES, UT_COUNTY_TAXES, VT_COUNTY_TAXES, WA_COUNTY_TAXES, WV_COUNTY_TAXES, WY_COUNTY_TAXES].filter((s): s is UsCountyTaxes => s !== null);
