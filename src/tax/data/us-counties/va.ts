// Virginia's regional and additional local sales and use taxes, by locality (95 counties and 38
// independent cities, each its own FIPS code). Every Virginia address already carries the 4.3% state
// rate and the 1% local option tax of every city and county (us-VA-statewide-local-sales-tax in
// us-local.ts, not repeated here); this file holds what is added on top:
// - the 0.7% regional tax of Northern Virginia and of Hampton Roads (Va. Code § 58.1-603.1, 2013
//   Acts c. 766, from 2013-07-01) and of Central Virginia (§ 58.1-603.1 as amended by 2020 Acts
//   c. 1235, from 2020-10-01): one `district` jurisdiction per region, shared by its localities;
// - the Historic Triangle's additional 1% (§ 58.1-603.2, 2018 Acts c. 850, from 2018-07-01) in James
//   City County, York County and the City of Williamsburg, on top of Hampton Roads' 0.7% (7% in all);
// - the additional local tax of up to 1% for school construction or renovation (§ 58.1-605.1 and
//   § 58.1-606.1), which only Charlotte, Gloucester, Halifax, Henry, Mecklenburg, Northampton, Patrick
//   and Pittsylvania counties and the City of Danville may levy, each after a referendum: one
//   jurisdiction per locality that levies it, with its start date.
// A locality with none of these maps to [] (5.3% in all).
//
// Local sales taxes in Virginia are levied by counties and cities only (a town's sales is taxed as
// part of its county, at the county's rate), so a locality places an address completely
// (`complete: true`), except where a tax is unconfirmed: Mecklenburg County (51117) is authorized to
// levy the school tax (2020 HB 200 / SB 943) but no source read shows it levying it, nor that its
// referendum failed; it maps to [] and is listed in `incompleteCounties`.
//
// Bills to let every county and city levy the school tax were vetoed in 2024 and 2025 (2024 HB 805
// / SB 14; 2025 likewise); the 2026 bills (SB 66, incorporated into SB 607; HB 1156, left in
// committee) would at the earliest allow referendums at the November 2026 election, after
// 2026-11-01, so no locality beyond the nine can levy it on that date. The 2026 proposals to change
// the Northern Virginia rates (a 4% state rate with taxable services and new NVTC/NVTA/PRTC rates)
// were from 2027-01-01 and not found enacted. Re-check both after the 2026 session's laws take effect.
//
// Taxability: these taxes follow the state base (`inheritsFrom`); the regional, Historic Triangle and
// school taxes do not apply to food for home consumption and essential personal hygiene products
// (taxed at the reduced 1% local rate), which Levy does not model separately here.
import type { JurisdictionData } from '../types.ts';
import { local, type Rate } from '../us-local.ts';
import type { UsCountyTaxes } from './types.ts';

const TB_18_3 =
  'https://www.tax.virginia.gov/laws-rules-decisions/rulings-tax-commissioner/18-85 — Virginia Tax, "Retail Sales and Use Tax Rate Increase in the City of Williamsburg and the Counties of James City and York" (Tax Bulletin 18-3, 2018-05-11): 4.3% state + 1.0% local option statewide; "In the Northern Virginia and Hampton Roads regions, an additional 0.7 percent regional state tax is imposed to fund transportation, resulting in a combined rate of 6.0 percent" (Public Document 13-103)';
const HR_2013 =
  'http://www.dailypress.com/news/breaking/dp-retail-sales-tax-to-increase-in-hampton-roads-on-july-1-20130627,0,4030209.story — Daily Press, "Retail sales tax to increase in Hampton Roads on July 1" (2013-06-27): 6% from July 1, 2013 in Hampton Roads, "defined as Isle of Wight County, James City County, Southampton County, York County, Chesapeake, Franklin, Hampton, Newport News, Norfolk, Poquoson, Portsmouth, Suffolk, Virginia Beach and Williamsburg"; Gloucester and Surry are not included; Northern Virginia also rises to 6% the same day';
const NOVA_LOCALITIES =
  'http://lis.virginia.gov/cgi-bin/legp604.exe?081+ful+SB724 — Virginia LIS, 2008 Session SB 724 (text of Va. Code § 15.2-4831): the Northern Virginia Transportation Authority "shall embrace the Counties of Arlington, Fairfax, Loudoun, and Prince William, and the Cities of Alexandria, Fairfax, Falls Church, Manassas, and Manassas Park", the localities of the regional tax of § 58.1-603.1';
const CENTRAL_SOURCE =
  'https://www.wric.com/news/virginia-news/sales-and-use-tax-increases-in-central-virginia-to-6-percent/ — WRIC, "Sales and use tax increases in Central Virginia to 6 percent" (2020-10-01): from October 1, 2020, +0.7% to 6% in Richmond and the counties of Charles City, Chesterfield, Goochland, Hanover (including the town of Ashland), Henrico, New Kent and Powhatan; https://www.vatupdate.com/2020/10/03/central-virginia-region-new-0-7-regional-retail-sales-and-use-tax — VATupdate, "Central Virginia Region: New 0.7% Regional Retail Sales and Use Tax": 6.000% = 4.300% state + 0.700% regional + 1.000% local option from 2020-10-01';
const TRIANGLE_SOURCE =
  'https://tax.virginia.gov/historic-triangle — Virginia Tax, "Historic Triangle": "Beginning July 1, 2018, there is an additional 1% regional sales and use tax in the City of Williamsburg, and the Counties of James City and York, increasing the total sales tax rate in the region to 7%"; not on groceries';
const AUTHORIZED =
  'https://origin.vpap.org/bills/87810 — VPAP, "SB66 Sales and use tax, local; additional tax authorized in all counties and cities to support schools" (2026 session): "Under current law, only Charlotte, Gloucester, Halifax, Henry, Mecklenburg, Northampton, Patrick, and Pittsylvania Counties and the City of Danville are authorized to impose such a tax"';

const CHARLOTTE_GLOUCESTER_NORTHAMPTON_PATRICK =
  'https://www.tax.virginia.gov/news/sales-tax-increase-charlotte-gloucester-northampton-and-patrick-counties-beginning-july-1-2021 — Virginia Tax, "Sales Tax Increase in Charlotte, Gloucester, Northampton, and Patrick Counties Beginning July 1, 2021": +1% to 6.3% (4.3% state, 1% local option, 1% additional) from July 1, 2021; https://virginia-accountants.org/vataxnews/10436413 — VSCPA, "Additional Retail Sales and Use Tax in Charlotte, Gloucester, Northampton and Patrick Counties in Virginia" (Tax Bulletin 21-6)';

/** The localities that levy the additional school tax: FIPS, name, level, start date, source. */
const SCHOOL_TAXES: [fips: string, name: string, level: 'county' | 'city', from: string, source: string][] = [
  [
    '51083',
    'Halifax County',
    'county',
    '2020-07-01',
    'https://www.tax.virginia.gov/news/new-virginia-tax-laws-july-1-2020 — Virginia Tax, "New Virginia Tax Laws July 1, 2020": "Beginning July 1, a new one percent local sales tax raises the sales tax rate in Halifax County to 6.3%" (Tax Bulletin 20-6); http://www.yourgv.com/business/halifax-county-retail-taxes-increase-wednesday/article_30bbafdc-bb03-11ea-bad1-0b02ea6522cf.html — Gazette-Virginian, "Halifax County retail taxes increase Wednesday": to expire no later than 2051',
  ],
  [
    '51089',
    'Henry County',
    'county',
    '2021-04-01',
    'https://martinsvillebulletin.com/news/local/henry-county-set-for-sales-tax-hike-effective-april-1-to-pay-for-school-construction/article_d0040004-8e6f-11eb-a24f-07a60f050aff.html — Martinsville Bulletin, "Henry County set for sales tax hike effective April 1 to pay for school construction" (2021-03-28); https://godanriver.com/news/local/fate-of-additional-1-of-sales-tax-for-schools-now-in-hands-of-pittsylvania-county/article_cf0f1e2e-a2ae-11eb-a7c7-abf329d81656.html — Danville Register & Bee (2021-04-21): "Henry County implemented the tax on April 1"; 6.3% in Henry County per https://www.wfxrtv.com/news/local-news/southside-virginia-news/sales-and-use-tax-rate-increases-in-charlotte-patrick-counties-on-thursday/ — WFXR, citing Virginia Tax',
  ],
  ['51037', 'Charlotte County', 'county', '2021-07-01', CHARLOTTE_GLOUCESTER_NORTHAMPTON_PATRICK],
  ['51073', 'Gloucester County', 'county', '2021-07-01', CHARLOTTE_GLOUCESTER_NORTHAMPTON_PATRICK],
  [
    '51131',
    'Northampton County',
    'county',
    '2021-07-01',
    `${CHARLOTTE_GLOUCESTER_NORTHAMPTON_PATRICK}; https://codelibrary.amlegal.com/codes/northamptoncounty/latest/northampton_va/0-0-0-294 — Northampton County Code § 33.002, "Additional sales tax; use of revenues for construction or renovation of schools": 1%, to expire January 15, 2040`,
  ],
  ['51141', 'Patrick County', 'county', '2021-07-01', CHARLOTTE_GLOUCESTER_NORTHAMPTON_PATRICK],
  [
    '51590',
    'City of Danville',
    'city',
    '2022-07-01',
    'https://www.virginia-accountants.org/vataxnews/12728634 — VSCPA Virginia Tax News (Virginia Tax notice): "Effective July 1, 2022, a new one percent additional retail sales and use tax will be levied in the City of Danville", 6.3% in all; https://www.wsls.com/news/local/2021/12/08/danville-city-council-approves-1-sales-tax-increase-money-to-be-used-for-construction-and-renovation-of-schools/ — WSLS (2021-12-08): in place until May 31, 2041',
  ],
  [
    '51143',
    'Pittsylvania County',
    'county',
    '2023-07-01',
    'https://www.pcs.k12.va.us/news/whats_new/1__sales_tax_for_schools — Pittsylvania County Schools, "1% Sales Tax for Schools" (2024-03-29): approved by referendum in November 2022; "The 1% sales tax increase collection began July 1, 2023, and will be in effect until February 15, 2042" (a 2021 referendum had failed by 23 votes: https://www.wdbj7.com/2021/11/05/pittsylvania-county-residents-deny-opportunity-sales-tax/ — WDBJ7)',
  ],
];

const NOVA_ID = 'us-VA-northern-virginia-regional-sales-tax';
const HAMPTON_ROADS_ID = 'us-VA-hampton-roads-regional-sales-tax';
const CENTRAL_ID = 'us-VA-central-virginia-regional-sales-tax';
const TRIANGLE_ID = 'us-VA-historic-triangle-sales-tax';
const schoolId = (fips: string) => `us-VA-school-sales-tax-${fips}`;

// Arlington, Fairfax County, Loudoun, Prince William; Alexandria, Fairfax city, Falls Church, Manassas, Manassas Park.
const NOVA = ['51013', '51059', '51107', '51153', '51510', '51600', '51610', '51683', '51685'];
// Isle of Wight, James City, Southampton, York; Chesapeake, Franklin city, Hampton, Newport News, Norfolk, Poquoson, Portsmouth, Suffolk, Virginia Beach, Williamsburg.
const HAMPTON_ROADS = ['51093', '51095', '51175', '51199', '51550', '51620', '51650', '51700', '51710', '51735', '51740', '51800', '51810', '51830'];
// Charles City, Chesterfield, Goochland, Hanover, Henrico, New Kent, Powhatan; Richmond city.
const CENTRAL = ['51036', '51041', '51075', '51085', '51087', '51127', '51145', '51760'];
// James City, York; Williamsburg.
const TRIANGLE_LOCALITIES = ['51095', '51199', '51830'];
/** Authorized to levy the school tax, not shown levying it: Mecklenburg County. */
const UNCONFIRMED = ['51117'];

/** All 133 localities (US Census FIPS): 95 counties (51001-51199) and 38 independent cities (51510-51840). */
const LOCALITIES: [fips: string, name: string][] = [
  ['51001', 'Accomack County'],
  ['51003', 'Albemarle County'],
  ['51005', 'Alleghany County'],
  ['51007', 'Amelia County'],
  ['51009', 'Amherst County'],
  ['51011', 'Appomattox County'],
  ['51013', 'Arlington County'],
  ['51015', 'Augusta County'],
  ['51017', 'Bath County'],
  ['51019', 'Bedford County'],
  ['51021', 'Bland County'],
  ['51023', 'Botetourt County'],
  ['51025', 'Brunswick County'],
  ['51027', 'Buchanan County'],
  ['51029', 'Buckingham County'],
  ['51031', 'Campbell County'],
  ['51033', 'Caroline County'],
  ['51035', 'Carroll County'],
  ['51036', 'Charles City County'],
  ['51037', 'Charlotte County'],
  ['51041', 'Chesterfield County'],
  ['51043', 'Clarke County'],
  ['51045', 'Craig County'],
  ['51047', 'Culpeper County'],
  ['51049', 'Cumberland County'],
  ['51051', 'Dickenson County'],
  ['51053', 'Dinwiddie County'],
  ['51057', 'Essex County'],
  ['51059', 'Fairfax County'],
  ['51061', 'Fauquier County'],
  ['51063', 'Floyd County'],
  ['51065', 'Fluvanna County'],
  ['51067', 'Franklin County'],
  ['51069', 'Frederick County'],
  ['51071', 'Giles County'],
  ['51073', 'Gloucester County'],
  ['51075', 'Goochland County'],
  ['51077', 'Grayson County'],
  ['51079', 'Greene County'],
  ['51081', 'Greensville County'],
  ['51083', 'Halifax County'],
  ['51085', 'Hanover County'],
  ['51087', 'Henrico County'],
  ['51089', 'Henry County'],
  ['51091', 'Highland County'],
  ['51093', 'Isle of Wight County'],
  ['51095', 'James City County'],
  ['51097', 'King and Queen County'],
  ['51099', 'King George County'],
  ['51101', 'King William County'],
  ['51103', 'Lancaster County'],
  ['51105', 'Lee County'],
  ['51107', 'Loudoun County'],
  ['51109', 'Louisa County'],
  ['51111', 'Lunenburg County'],
  ['51113', 'Madison County'],
  ['51115', 'Mathews County'],
  ['51117', 'Mecklenburg County'],
  ['51119', 'Middlesex County'],
  ['51121', 'Montgomery County'],
  ['51125', 'Nelson County'],
  ['51127', 'New Kent County'],
  ['51131', 'Northampton County'],
  ['51133', 'Northumberland County'],
  ['51135', 'Nottoway County'],
  ['51137', 'Orange County'],
  ['51139', 'Page County'],
  ['51141', 'Patrick County'],
  ['51143', 'Pittsylvania County'],
  ['51145', 'Powhatan County'],
  ['51147', 'Prince Edward County'],
  ['51149', 'Prince George County'],
  ['51153', 'Prince William County'],
  ['51155', 'Pulaski County'],
  ['51157', 'Rappahannock County'],
  ['51159', 'Richmond County'],
  ['51161', 'Roanoke County'],
  ['51163', 'Rockbridge County'],
  ['51165', 'Rockingham County'],
  ['51167', 'Russell County'],
  ['51169', 'Scott County'],
  ['51171', 'Shenandoah County'],
  ['51173', 'Smyth County'],
  ['51175', 'Southampton County'],
  ['51177', 'Spotsylvania County'],
  ['51179', 'Stafford County'],
  ['51181', 'Surry County'],
  ['51183', 'Sussex County'],
  ['51185', 'Tazewell County'],
  ['51187', 'Warren County'],
  ['51191', 'Washington County'],
  ['51193', 'Westmoreland County'],
  ['51195', 'Wise County'],
  ['51197', 'Wythe County'],
  ['51199', 'York County'],
  ['51510', 'City of Alexandria'],
  ['51520', 'City of Bristol'],
  ['51530', 'City of Buena Vista'],
  ['51540', 'City of Charlottesville'],
  ['51550', 'City of Chesapeake'],
  ['51570', 'City of Colonial Heights'],
  ['51580', 'City of Covington'],
  ['51590', 'City of Danville'],
  ['51595', 'City of Emporia'],
  ['51600', 'City of Fairfax'],
  ['51610', 'City of Falls Church'],
  ['51620', 'City of Franklin'],
  ['51630', 'City of Fredericksburg'],
  ['51640', 'City of Galax'],
  ['51650', 'City of Hampton'],
  ['51660', 'City of Harrisonburg'],
  ['51670', 'City of Hopewell'],
  ['51678', 'City of Lexington'],
  ['51680', 'City of Lynchburg'],
  ['51683', 'City of Manassas'],
  ['51685', 'City of Manassas Park'],
  ['51690', 'City of Martinsville'],
  ['51700', 'City of Newport News'],
  ['51710', 'City of Norfolk'],
  ['51720', 'City of Norton'],
  ['51730', 'City of Petersburg'],
  ['51735', 'City of Poquoson'],
  ['51740', 'City of Portsmouth'],
  ['51750', 'City of Radford'],
  ['51760', 'City of Richmond'],
  ['51770', 'City of Roanoke'],
  ['51775', 'City of Salem'],
  ['51790', 'City of Staunton'],
  ['51800', 'City of Suffolk'],
  ['51810', 'City of Virginia Beach'],
  ['51820', 'City of Waynesboro'],
  ['51830', 'City of Williamsburg'],
  ['51840', 'City of Winchester'],
];

const regional = (id: string, name: string, rate: Rate) => local(id, name, 'district', [rate]);

const REGIONAL_JURISDICTIONS: JurisdictionData[] = [
  regional(NOVA_ID, 'Northern Virginia regional sales and use tax (0.7%)', [
    '0.70',
    '2013-07-01',
    null,
    `${TB_18_3}; ${HR_2013}; ${NOVA_LOCALITIES}.`,
  ]),
  regional(HAMPTON_ROADS_ID, 'Hampton Roads regional sales and use tax (0.7%)', ['0.70', '2013-07-01', null, `${TB_18_3}; ${HR_2013}.`]),
  regional(CENTRAL_ID, 'Central Virginia regional sales and use tax (0.7%)', ['0.70', '2020-10-01', null, `${CENTRAL_SOURCE}.`]),
  regional(TRIANGLE_ID, 'Historic Triangle regional sales and use tax (1%: James City, York, Williamsburg)', [
    '1.00',
    '2018-07-01',
    null,
    `${TRIANGLE_SOURCE}; ${TB_18_3}: "Effective July 1, 2018, there will be an additional one percent regional sales and use tax levied in the City of Williamsburg and the Counties of James City and York" (2018 Acts c. 850, SB 942), 7.0% = 4.3% state + 0.7% Hampton Roads + 1.0% Historic Triangle + 1.0% local option.`,
  ]),
];

const SCHOOL_JURISDICTIONS: JurisdictionData[] = SCHOOL_TAXES.map(([fips, name, level, from, source]) =>
  local(schoolId(fips), `${name} additional local sales and use tax for schools (1%)`, level, [
    ['1.00', from, null, `${source}. Authority: Va. Code § 58.1-605.1; ${AUTHORIZED}.`],
  ]),
);

const SCHOOL_FIPS = new Set(SCHOOL_TAXES.map(([fips]) => fips));

function idsFor(fips: string): string[] {
  return [
    ...(NOVA.includes(fips) ? [NOVA_ID] : []),
    ...(HAMPTON_ROADS.includes(fips) ? [HAMPTON_ROADS_ID] : []),
    ...(CENTRAL.includes(fips) ? [CENTRAL_ID] : []),
    ...(TRIANGLE_LOCALITIES.includes(fips) ? [TRIANGLE_ID] : []),
    ...(SCHOOL_FIPS.has(fips) ? [schoolId(fips)] : []),
  ];
}

export const VIRGINIA_COUNTY_TAXES: UsCountyTaxes = {
  state: 'VA',
  complete: true,
  incompleteCounties: UNCONFIRMED,
  counties: Object.fromEntries(LOCALITIES.map(([fips]) => [fips, idsFor(fips)])),
  jurisdictions: [...REGIONAL_JURISDICTIONS, ...SCHOOL_JURISDICTIONS],
};
