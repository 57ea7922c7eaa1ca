// City and special-district taxes by state, one file per state. Places are found by the ZIP code's
// USPS city (src/tax/address/resolve.ts).
import { AK_CITIES } from './ak.ts';
import { AL_CITIES } from './al.ts';
import { AR_CITIES } from './ar.ts';
import { AZ_CITIES } from './az.ts';
import { CA_CITIES } from './ca.ts';
import { CO_CITIES } from './co.ts';
import { IA_CITIES } from './ia.ts';
import { ID_CITIES } from './id.ts';
import { IL_CITIES } from './il.ts';
import { KS_CITIES } from './ks.ts';
import { LA_CITIES } from './la.ts';
import { MN_CITIES } from './mn.ts';
import { MO_CITIES } from './mo.ts';
import { MS_CITIES } from './ms.ts';
import { ND_CITIES } from './nd.ts';
import { NE_CITIES } from './ne.ts';
import { NM_CITIES } from './nm.ts';
import { NV_CITIES } from './nv.ts';
import { NY_CITIES } from './ny.ts';
import { OK_CITIES } from './ok.ts';
import { SC_CITIES } from './sc.ts';
import { SD_CITIES } from './sd.ts';
import { TN_CITIES } from './tn.ts';
import { TX_CITIES } from './tx.ts';
import { UT_CITIES } from './ut.ts';
import { VT_CITIES } from './vt.ts';
import { WA_CITIES } from './wa.ts';
import { WI_CITIES } from './wi.ts';
import { WV_CITIES } from './wv.ts';
import { WY_CITIES } from './wy.ts';
import { GA_CITIES } from './ga.ts';
import type { UsCityData } from './types.ts';

export type { UsCityData, UsPlace } from './types.ts';

export const US_CITY_DATA: UsCityData[] = [AK_CITIES, AL_CITIES, AR_CITIES, AZ_CITIES, CA_CITIES, CO_CITIES, IA_CITIES, ID_CITIES, IL_CITIES, KS_CITIES, LA_CITIES, MN_CITIES, MO_CITIES, MS_CITIES, ND_CITIES, NE_CITIES, NM_CITIES, NV_CITIES, NY_CITIES, OK_CITIES, SC_CITIES, SD_CITIES, TN_CITIES, TX_CITIES, UT_CITIES, VT_CITIES, WA_CITIES, WI_CITIES, WV_CITIES, WY_CITIES, GA_CITIES];
