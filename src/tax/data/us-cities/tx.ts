// TX: built-in city and special-district taxes (issue 10). Sources beside each figure.
//
// Texas local sales taxes are levied by cities, counties, transit authorities (MTA/CTD/ATD) and
// special purpose districts, together at most 2% beyond the 6.25% state rate (us-state-facts.ts);
// the Texas Comptroller's local rate tables are the authority. Every city here is at the 2% cap, so
// its place entry carries 2% in all, split as its sources split it (city, county, transit,
// district); where a source gives only the total, the entry is one combined jurisdiction named so.
// Austin, Houston, Dallas, San Antonio and Fort Worth are in us-local.ts; Garland, Plano, Irving,
// Carrollton and Richardson reuse its us-TX-dallas-area-rapid-transit (DART, 1%); Lewisville
// reuses Denton's DCTA entry below.
//
// Limits (see the report on issue 10): a place is found by the ZIP code's USPS city name, which in
// Texas often reaches past the city limits into unincorporated areas (no city tax, sometimes an
// emergency services district instead) or into a neighbouring city; such addresses get the city's
// rate. ZIP codes split between counties (all of Grand Prairie's, most of Pearland's) stay
// "uncertain" because Levy has no Texas county data to show the counties alike.
// No Texas county file: Texas local taxes are not county-wide (most counties levy none, cities and
// districts levy their own), so us-counties/tx.ts stays null.
// Left out: Killeen (8.25% is likely, the city's 1% + 0.5% former property tax relief and Bell
// County's 0.5%, but no source states Killeen's rate or split; test/unit/tax/uncertainty.test.ts uses
// Killeen as a place without data).
import type { JurisdictionData } from '../types.ts';
import { local } from '../us-local.ts';
import type { UsCityData, UsPlace } from './types.ts';

const CAP = 'Texas local sales taxes are capped at 2% beyond the 6.25% state rate (https://comptroller.texas.gov/taxes/sales/quarterly-updates/ — Texas Comptroller, "Local Sales and Use Tax Quarterly Updates to Rates and City Annexed Areas"); the Comptroller\'s local rate tables were not read in a stored copy.';

const EL_PASO = `https://kvia.com/news/2018/03/26/county-leaders-city-isnt-giving-county-portion-of-sales-tax — KVIA (ABC-7), "County leaders: City isn't 'giving' county portion of sales tax": of El Paso's 8.25%, 6.25% state, 1% City of El Paso general fund, 0.5% transit (Sun Metro) and 0.5% El Paso County (voter-approved in 1987); https://taxcloud.com/state-guides/sales-tax-el-paso-tx — TaxCloud, "2024 Guide to Sales Tax in El Paso, Texas": 8.25% = 6.25% state + El Paso County 0.50% + city 1.00% + special 0.50% (secondary sources). ${CAP}`;
const ARLINGTON = `https://www.arlingtontx.gov/news/my_arlington_t_x/news_stories/sales_tax_election_2020 — City of Arlington, "Arlington to Hold Sales and Use Tax Special Election on Nov. 3, 2020": 8% = 6.25% state + 1% general fund + 0.25% street maintenance + 0.50% sports venue, the last 0.25% of capacity put to the voters for the Arlington Economic Development Corporation; https://www.star-telegram.com/news/local/arlington/article247076697.html — Fort Worth Star-Telegram, 2020-11-10: approved (55%) for a rate of 8.25%, likely in effect from April 2021; https://theclick.news/arlington-texas-sales-tax-increase-approved/ — "the city's sales-tax increase will bring the new rate to 8.25%". ${CAP}`;
const LUBBOCK = `https://legalclarity.org/what-is-the-sales-tax-rate-in-lubbock-texas — LegalClarity, "What Is the Sales Tax Rate in Lubbock, Texas?": 8.25% inside the city limits, 6.25% state + 1.50% city + 0.50% Lubbock County; https://www.salestaxhandbook.com/texas/rates/lubbock-county — Sales Tax Handbook, "Lubbock County, Texas Sales Tax Rate" (September 2024): county-wide 0.5%, Lubbock 8.25% (secondary sources). ${CAP}`;
const LAREDO = `http://www.cityoflaredo.com/finance/financial_transparency/tax-rates.html — City of Laredo, Financial Services, "Tax Rates": 8.25% = Webb County 0.50% + Mass Transit 0.25% + Sports Venue 0.25% + City of Laredo 1.00% + State of Texas 6.25%; the same split on https://www.laredoedc.org/site-selection/taxes-and-utilities/ — Laredo Economic Development Corporation, "Taxes and Utilities". ${CAP}`;
const GARLAND = `http://www.ci.garland.tx.us/business/profile/taxation.asp — City of Garland, "Taxation": sales/use tax City 1.00% + DART 1.00% + State 6.25% = 8.25%; https://www.salestaxhandbook.com/texas/rates/garland — Sales Tax Handbook: Garland 8.25%, no county tax. Garland did not call a 2026 DART withdrawal election (https://tspantx.com/highland-park-calls-special-election-on-dart-membership/ lists the member cities). ${CAP}`;
const DART_2026 = 'https://www.keranews.org/news/2026-02-26/irving-cancels-dart-withdrawal-election-in-7-2-city-council-vote — KERA News, "Irving cancels DART withdrawal election in 7-2 city council vote" (2026-02-26): Plano, Farmers Branch and Irving cancelled their May 2, 2026 withdrawal elections after a funding agreement that returns part of the contributions to the cities over six years (the 1-cent DART tax stays); https://www.fox4news.com/news/plano-cancels-special-election-leaving-dart — FOX 4, "Plano cancels special election on leaving DART" (2026-02-23).';
const PLANO = `https://communityimpact.com/dallas-fort-worth/plano-north/government/2024/06/24/plano-council-approves-resolution-calling-for-reduced-dart-contribution/ — Community Impact, "Plano council approves resolution calling for reduced DART contribution": Plano pays DART's one-cent sales tax, required of all 13 member cities; https://www.theshorthorn.com/news/breaking-down-the-potential-sales-tax-increase-coming-to-voters/article_5c737034-58e2-11ea-b453-a728db3832f3.html — The Shorthorn: Frisco and Plano at 8.25%, so 1% for the City of Plano beside DART's 1%. ${DART_2026} ${CAP}`;
const IRVING = `https://irvingweekly.com/s/8468/Texas-Sees-Record-Revenue-Surplus-as-Irving-Contributes-Millions-in-Sales-Tax.php — Irving Weekly, "Texas Sees Record Revenue Surplus as Irving Contributes Millions in Sales Tax": of $896.6 million of sales tax collected in Irving (FY 2023-24), $679.2 million to the state (6.25%), $108.7 million to the city and an equal amount to DART (1% each). ${DART_2026} ${CAP}`;
const CARROLLTON = `https://carrolltontxdevelopment.com/community/carrollton-development/community-profile/taxes — City of Carrollton, Economic Development, "Taxes" (FY 2024): City of Carrollton 1.0% + Dallas Area Rapid Transit 1.0% + State of Texas 6.25% = 8.25%. Carrollton did not call a 2026 DART withdrawal election. ${CAP}`;
const FRISCO = `https://zamp.com/resources/frisco-texas-sales-tax/ — Zamp, "Sales Tax in Frisco, Texas in 2024": 8.25% = 6.25% state + 2.00% city, no county or special district tax, in both Collin and Denton counties; https://www.tammy4frisco.com/post/frisco-finance — 1 cent of it goes to the Frisco Economic and Community Development Corporations (secondary sources). ${CAP}`;
const MCKINNEY = `http://www3.mckinneytexas.org/214/Tax-Information — City of McKinney, "Tax Information": sales tax State 6.25% + City 1.00% + 4A (economic development) 0.50% + 4B (community development) 0.50% = 8.25%. ${CAP}`;
const AMARILLO = `https://www.amarillo-chamber.org/tax-information.html — Amarillo Chamber of Commerce, "Amarillo Area Tax Information": the state sales tax rate is 6.25%, with the city of Amarillo assessing an additional 2%; https://gstlookup.com/tools/sales-tax-calculator-texas/potter-county — Amarillo 8.25% in January 2025 (secondary). ${CAP}`;
const GRAND_PRAIRIE = `https://www.gptx.org/Departments/Economic-Development/Tax-Rates — City of Grand Prairie, Economic Development, "Tax Rates": City 1.000% + EPIC and EPIC Waters 0.250% + Street Maintenance and Repair 0.250% + Park Improvements 0.250% + Crime Control and Prevention District 0.250% + State 6.250% = 8.250% (the crime control district continued for 20 years in November 2020, https://www.gptx.org/city-government/city-secretary/elections/crime-tax-election). ${CAP}`;
const DENTON = `https://www.dentonedp.com/maps-and-data/tax-rates — Denton Economic Development Partnership, "Tax Rates": the combined sales tax in Denton is 8.25%, 6.25% state + 1.5% city + 0.50% Denton County Transportation Authority (DCTA); https://taxhero.net/sales-tax/city/tx-denton — TaxHero: Denton County 0.00%, Denton 1.50%, district 0.50%. ${CAP}`;
const MIDLAND = `https://www.permianpress.com/midland-development-corporation — Permian Press, "Midland Development Corporation" (2025): Midland's total sales tax is 8.25%; of the 2% local, 1.25% to the City of Midland (0.25% of it for the Midland Development Corporation), 0.50% Midland County, 0.25% Midland County Hospital District; https://www.midlandtxedc.com/business-and-economy/local-tax-rates — Midland Development Corporation, "Local Tax Rates": State 6.25% + City 1.25% + County 0.50% + Hospital 0.25% = 8.25%. ${CAP}`;
const WACO = `https://wacoeconomicdevelopment.com/data/taxes — Greater Waco Economic Development, "Taxes": the sales tax rate in Waco is 8.25% (6.25% state + 2% local; its split between the City of Waco and McLennan County was not read). ${CAP}`;
const MESQUITE = `http://www.cityofmesquite.com/budgetweb/budget_faq.php — City of Mesquite, "Frequently Asked Questions": the sales tax rate in Mesquite is 8.25%, City of Mesquite 1.50% + Mesquite Quality of Life Corporation 0.50% + State of Texas 6.25% (the same questions are on https://cityofmesquite.com/FAQ.aspx?QID=137). ${CAP}`;
const MCALLEN = `https://texasborderbusiness.com/record-12-6m-sales-tax-allocation-signals-mcallens-expanding-economic-power — Texas Border Business, "Record $12.6M sales tax allocation..." (2026): sales tax revenue in McAllen is derived from the city's 2% rate on taxable goods and services. ${CAP}`;
const BROWNSVILLE = `http://brownsvillechamber.com/_old_site/about-brownsville/relocation-guide/taxes/ — Brownsville Chamber of Commerce, "Taxes": Brownsville city sales tax is 8.25% (6.25% state + 2% local; the split among the city, its development corporations and the transit system was not read). ${CAP}`;
const ROUND_ROCK = `https://www.roundrocktexas.gov/departments/finance/tax-information/ — City of Round Rock, "Tax Information": 8.25% total, 6.25% to the state, 1.00% to the city, 0.50% to reduction of the city property tax rate, 0.50% to city transportation and economic development (Type B); https://shoptherock.com/why-shopping-local-is-the-gift-that-keeps-on-giving/ — the same split. ${CAP}`;
const PEARLAND = `https://pearlandedc.com/doing-business/taxes/ — Pearland Economic Development Corporation, "Taxes": the local sales tax rate in the City of Pearland is 2.0% for a total of 8.25% (most of the city lies in Brazoria County; smaller parts in Harris and Fort Bend counties); https://www.pearlandtx.gov/departments/finance/tax-info — City of Pearland, "Tax Info": the city assesses 1% (the rest presumably the development corporation's 0.5% and the county-wide 0.5% of Brazoria County, https://comptroller.texas.gov/taxes/sales/quarterly-updates/oct-2024.php — Texas Comptroller: Brazoria Co. 4020006 .005000; the split was not read). Applied in Brazoria County only. ${CAP}`;

const RICHARDSON = `https://richardsoneconomicdevelopment.com/tax-rates/ — Richardson Economic Development Partnership, "Tax Rates" (tax year 2024): total sales tax rate 8.25% = State 6.25% + City 1% + Dallas Area Rapid Transit (DART) 1%. Richardson did not call a 2026 DART withdrawal election. ${CAP}`;
const ODESSA = `https://odessatex.com/property-sales-tax — Odessa Development Corporation, "Property & Sales Tax": retail sales tax City of Odessa 1.00% + City-Economic Development 0.25% + Hospital District/County 0.75% + State of Texas 6.25% = 8.25% (undated; Ector County's 2019 assistance district taxes only the area outside the city, https://marfapublicradio.org/2019-03-22/ector-county-residents-gather-to-talk-about-raising-the-regions-sales-tax: Odessa already at 8.25%). ${CAP}`;
const LEWISVILLE = `http://metrics.cityoflewisville.com/salestaxdashboard/ — City of Lewisville, "Sales Tax Collections" dashboard, "Tax Rate Information": State of Texas 6.250% + City of Lewisville general fund 1.000% + crime control 0.125% + fire services 0.125% + 4B fund 0.250% + Denton County Transportation Authority 0.500% = 8.250%. ${CAP}`;
const COLLEGE_STATION = `https://www.cstx.gov/living-here/tax-rates — City of College Station, "Tax Rates" (2025): sales tax College Station 1.50% + Brazos County 0.50% + State of Texas 6.25% = 8.25%. ${CAP}`;
const BEAUMONT = `https://trykintsugi.com/sales-tax-guide/beaumont-texas-sales-tax-guide — Kintsugi, "Beaumont Sales Tax Guide 2025": 8.25% = 6.25% state + 1.5% city + 0.5% Jefferson County; https://www.salestaxhandbook.com/texas/rates/jefferson-county — Sales Tax Handbook (September 2023): Jefferson County 0.5% county-wide, Beaumont 8.25% (secondary sources). ${CAP}`;
const TYLER = `https://www.salestaxhandbook.com/texas/rates/smith-county — Sales Tax Handbook, "Smith County, Texas Sales Tax Rate" (October 2024): Smith County 0.5% county-wide, Tyler 8.25%; https://irs-offices.com/texas/tyler/ — Tyler city tax 1.50% (secondary sources). ${CAP}`;
const ALLEN = `https://allenedc.com/data-reports/cost-of-doing-business/ — Allen Economic Development Corporation, "Cost of Doing Business": sales and use tax State 6.25% + City 2.00% = 8.25% (of it the Community Development Corporation's half cent of 1996, https://cityofallen.org/1056/Allen-Community-Development-Corporation). ${CAP}`;
const CONROE = `https://www.conroeedc.org/site-selection/taxes — Conroe Economic Development Council, "Taxes": City of Conroe 2.00% + State of Texas 6.25% = 8.25%. ${CAP}`;
const NEW_BRAUNFELS = `https://www.nbtexas.org/2470/Tax-Information — City of New Braunfels, "Tax Information": the total sales and use tax for the city is 8.25%, the city receiving 1.5% (1.125% general fund + 0.375% New Braunfels Economic Development Corporation); the other 0.5% is not named there. Applied in Comal County only (the city also lies in Guadalupe County). ${CAP}`;
const WICHITA_FALLS = `http://tx-wichitafalls2.civicplus.com/231/Sales-Tax-Information — City of Wichita Falls, "Sales Tax Information": 8.25%, 6.25% to the state and 2% to the city (1.5% general fund, 0.25% 4A economic development corporation, 0.25% 4B corporation); https://www.salestaxhandbook.com/texas/rates/wichita-county — Wichita County has no county sales tax (October 2023). ${CAP}`;
const SAN_ANGELO = `http://www.cosatx.us/departments-services/finance/financial-transparency — City of San Angelo, "Financial Transparency": City of San Angelo 1% + City of San Angelo Development Corporation 0.5% + Tom Green County 0.5% + State 6.25% = 8.25%; https://sanangelolive.com/news/business/2025-03-12/sales-tax-revenue-receipts-show-san-angelo-slowly-growing — San Angelo LIVE (2025-03-12): Tom Green County 0.5%, San Angelo 1.5% (1% general fund + 0.5% COSADC). ${CAP}`;
const LEAGUE_CITY = `https://www.apnews.com/28b5ec4275d1442e86d249bc670d4be7 — AP, "League City voters OK $145 million bond package, sales tax increase" (2019-05-05): Proposition C raises the city's sales tax by 0.25% to the state maximum 8.25%; https://docslib.org/doc/6346020/page-1-of-5-notice-election-to-increase-sales-and-use-tax-to-the-resident-qualified-electors-of-the-city-of-league-city-texas — City of League City, election notice: before it, city 1.00% + property tax relief 0.50% + Section 4B Industrial Development Corporation 0.25% = 1.75%, all local taxes in the city. ${CAP}`;
const EDINBURG = `https://texasinsider.org/articles/edinburgs-economy-up-almost-11-percent — Texas Insider (2008): Edinburg's local sales taxes are the city's 1 1/2 cent local sales tax and the 1/2 cent economic development sales tax administered by the Edinburg Economic Development Corporation (EEDC, still funded so in 2015, https://edinburgpolitics.com/2015/10/10/edinburg-retail-economy/). Older sources: re-check against the Comptroller. ${CAP}`;

const ABILENE = `https://gstlookup.com/tools/sales-tax-calculator-texas/taylor-county — GST Lookup, "Sales Tax Calculator - Taylor County (Texas)" (May 2024): Abilene 8.25% = state 6.25% + city 2.00%, Taylor County 0.00%; https://sales-taxes.com/tx/taylor-county — Sales-Taxes.com (from the Comptroller, November 2024): Taylor County has no county sales tax, Abilene 8.25%; https://www.abilenedcoa.com/sales-tax-revnue — Development Corporation of Abilene: of the city's sales tax, a half cent for economic development, the rest to the general fund (secondary sources). Applied in Taylor County only (the city also lies in Jones County). ${CAP}`;
const SUGAR_LAND = `https://sugarlandecodev.com/site-selection/incentives/chapter-380-economic-development-agreements — City of Sugar Land Economic Development, "Sales Tax Rebate Agreement": the city may rebate a portion of its 2.0% sales and use tax; http://sugarlandrelocation.com/tax_info.php — the current retail sales tax for Sugar Land is 8.25%; Fort Bend County has no county sales tax (its assistance districts tax only unincorporated areas). ${CAP}`;

const PASADENA = `https://trykintsugi.com/sales-tax-guide/pasadena-texas-sales-tax-guide — Kintsugi, "Pasadena, Texas Sales Tax Guide" (undated, read in 2026): 8.25% = 6.25% state + 1.50% city + 0.50% special district, county 0.00%; https://www.salestaxhandbook.com/texas/rates/harris-county — Sales Tax Handbook, "Harris County, Texas Sales Tax Rate" (October 2024): Harris County levies no county sales tax, Pasadena 8.25% (secondary sources; the special district was not named in them). The USPS name "Pasadena" also covers addresses in the City of Houston and the Deer Park Crime Control District (both listed at 8.25% under "Pasadena" in the same table): same combined rate, other jurisdictions. ${CAP}`;

const CORPUS_CHRISTI = `https://www.caller.com/story/news/local/2018/06/04/heres-how-corpus-christi-spends-its-sales-tax-receipts/581663002/ — Corpus Christi Caller-Times, "Where do your Corpus Christi sales taxes go?" (2018-06-04): the city's local 2 cents are one cent for the general fund, a half cent for the Regional Transportation Authority and a half cent divided four ways (1/8 each): seawall, arena (American Bank Center), economic development (Type A) and police personnel (crime control district); https://taxhero.net/sales-tax/city/tx-corpus-christi — TaxHero, "Corpus Christi": Nueces County 0.00%, Corpus Christi 1.38%, district 0.63%, combined 8.25% (rounded: 1.375% + 0.625%); https://m.delmar.edu/guests/device/text-spider/news/detail?feed=foghorn_news&id=06a7f4c4-be94-5dbe-bd91-871389da8b25 — Del Mar College Foghorn, "City propositions pass, council races head to runoff" (November 2024): the two sales tax reauthorizations repurposing the expiring arena and seawall 1/8 cents (due to end with their debt in 2025 and 2026, https://www.cctexas.com/propositiona) were approved by voters, so the rate stays. Applied in Nueces County only. ${CAP}`;
export const TX_JURISDICTIONS: JurisdictionData[] = [
  local('us-TX-city-of-el-paso', 'City of El Paso', 'city', [['1.00', null, null, EL_PASO]]),
  local('us-TX-el-paso-county', 'El Paso County', 'county', [['0.50', null, null, EL_PASO]]),
  local('us-TX-el-paso-sun-metro-transit', 'City of El Paso transit (Sun Metro)', 'district', [['0.50', null, null, EL_PASO]]),
  local('us-TX-city-of-arlington', 'City of Arlington (general, street maintenance, sports venue, economic development)', 'city', [['2.00', null, null, ARLINGTON]]),
  local('us-TX-city-of-lubbock', 'City of Lubbock', 'city', [['1.50', null, null, LUBBOCK]]),
  local('us-TX-lubbock-county', 'Lubbock County', 'county', [['0.50', null, null, LUBBOCK]]),
  local('us-TX-city-of-laredo', 'City of Laredo (general 1%, sports venue 0.25%)', 'city', [['1.25', null, null, LAREDO]]),
  local('us-TX-laredo-mass-transit', 'City of Laredo mass transit', 'district', [['0.25', null, null, LAREDO]]),
  local('us-TX-webb-county', 'Webb County', 'county', [['0.50', null, null, LAREDO]]),
  local('us-TX-city-of-garland', 'City of Garland', 'city', [['1.00', null, null, GARLAND]]),
  local('us-TX-city-of-plano', 'City of Plano', 'city', [['1.00', null, null, PLANO]]),
  local('us-TX-city-of-irving', 'City of Irving', 'city', [['1.00', null, null, IRVING]]),
  local('us-TX-city-of-carrollton', 'City of Carrollton', 'city', [['1.00', null, null, CARROLLTON]]),
  local('us-TX-city-of-frisco', 'City of Frisco (general and development corporations)', 'city', [['2.00', null, null, FRISCO]]),
  local('us-TX-city-of-mckinney', 'City of McKinney (general 1%, 4A 0.5%, 4B 0.5%)', 'city', [['2.00', null, null, MCKINNEY]]),
  local('us-TX-city-of-amarillo', 'City of Amarillo', 'city', [['2.00', null, null, AMARILLO]]),
  local('us-TX-city-of-grand-prairie', 'City of Grand Prairie (general, EPIC, streets, parks)', 'city', [['1.75', null, null, GRAND_PRAIRIE]]),
  local('us-TX-grand-prairie-crime-control-district', 'Grand Prairie Crime Control and Prevention District', 'district', [['0.25', null, null, GRAND_PRAIRIE]]),
  local('us-TX-city-of-denton', 'City of Denton', 'city', [['1.50', null, null, DENTON]]),
  local('us-TX-denton-county-transportation-authority', 'Denton County Transportation Authority (DCTA)', 'district', [['0.50', null, null, DENTON]]),
  local('us-TX-midland-local', 'Midland local (City of Midland 1.25% + Midland County 0.50% + Midland County Hospital District 0.25%)', 'district', [['2.00', null, null, MIDLAND]]),
  local('us-TX-waco-local', 'Waco local (City of Waco and McLennan County combined)', 'district', [['2.00', null, null, WACO]]),
  local('us-TX-city-of-mesquite', 'City of Mesquite (general 1.5%, Quality of Life Corporation 0.5%)', 'city', [['2.00', null, null, MESQUITE]]),
  local('us-TX-city-of-mcallen', 'City of McAllen', 'city', [['2.00', null, null, MCALLEN]]),
  local('us-TX-brownsville-local', 'Brownsville local (city, development corporations and transit combined)', 'district', [['2.00', null, null, BROWNSVILLE]]),
  local('us-TX-city-of-round-rock', 'City of Round Rock (general 1%, property tax reduction 0.5%, Type B 0.5%)', 'city', [['2.00', null, null, ROUND_ROCK]]),
  local('us-TX-pearland-local', 'Pearland local (City of Pearland 1%, its development corporation and Brazoria County, combined)', 'district', [['2.00', null, null, PEARLAND]]),
  local('us-TX-city-of-richardson', 'City of Richardson', 'city', [['1.00', null, null, RICHARDSON]]),
  local('us-TX-odessa-local', 'Odessa local (City of Odessa 1% + economic development 0.25% + Ector County Hospital District 0.75%)', 'district', [['2.00', null, null, ODESSA]]),
  local('us-TX-city-of-lewisville', 'City of Lewisville (general 1%, crime control 0.125%, fire 0.125%, 4B 0.25%)', 'city', [['1.50', null, null, LEWISVILLE]]),
  local('us-TX-city-of-college-station', 'City of College Station', 'city', [['1.50', null, null, COLLEGE_STATION]]),
  local('us-TX-brazos-county', 'Brazos County', 'county', [['0.50', null, null, COLLEGE_STATION]]),
  local('us-TX-city-of-beaumont', 'City of Beaumont', 'city', [['1.50', null, null, BEAUMONT]]),
  local('us-TX-jefferson-county', 'Jefferson County', 'county', [['0.50', null, null, BEAUMONT]]),
  local('us-TX-city-of-tyler', 'City of Tyler', 'city', [['1.50', null, null, TYLER]]),
  local('us-TX-smith-county', 'Smith County', 'county', [['0.50', null, null, TYLER]]),
  local('us-TX-city-of-allen', 'City of Allen (general and development corporations)', 'city', [['2.00', null, null, ALLEN]]),
  local('us-TX-city-of-conroe', 'City of Conroe', 'city', [['2.00', null, null, CONROE]]),
  local('us-TX-new-braunfels-local', 'New Braunfels local (City of New Braunfels 1.5% + other local 0.5%, combined)', 'district', [['2.00', null, null, NEW_BRAUNFELS]]),
  local('us-TX-city-of-wichita-falls', 'City of Wichita Falls (general 1.5%, 4A 0.25%, 4B 0.25%)', 'city', [['2.00', null, null, WICHITA_FALLS]]),
  local('us-TX-city-of-san-angelo', 'City of San Angelo (general 1%, development corporation 0.5%)', 'city', [['1.50', null, null, SAN_ANGELO]]),
  local('us-TX-tom-green-county', 'Tom Green County', 'county', [['0.50', null, null, SAN_ANGELO]]),
  local('us-TX-city-of-league-city', 'City of League City (general, property tax relief, 4B, streets and drainage)', 'city', [['2.00', null, null, LEAGUE_CITY]]),
  local('us-TX-city-of-edinburg', 'City of Edinburg (1.5% + economic development 0.5%)', 'city', [['2.00', null, null, EDINBURG]]),
  local('us-TX-city-of-abilene', 'City of Abilene (general and Development Corporation of Abilene)', 'city', [['2.00', null, null, ABILENE]]),
  local('us-TX-city-of-sugar-land', 'City of Sugar Land', 'city', [['2.00', null, null, SUGAR_LAND]]),
  // The city's 1.375% and its crime control district's 0.125% are one entry here (1.5%), so that the
  // place's parts stay whole basis points (us-local-tx-nm.test.ts sums them rounded).
  local('us-TX-city-of-corpus-christi', 'City of Corpus Christi (general 1%, seawall, arena and Type A 1/8% each) + Crime Control and Prevention District 1/8%', 'city', [['1.50', null, null, CORPUS_CHRISTI]]),
  local('us-TX-corpus-christi-regional-transportation-authority', 'Corpus Christi Regional Transportation Authority', 'district', [['0.50', null, null, CORPUS_CHRISTI]]),
  local('us-TX-pasadena-local', 'Pasadena local (City of Pasadena 1.5% + special district 0.5%, combined)', 'district', [['2.00', null, null, PASADENA]]),
];

const DART = 'us-TX-dallas-area-rapid-transit';

export const TX_PLACES: UsPlace[] = [
  { state: 'TX', names: ['El Paso'], counties: ['48141'], jurisdictions: ['us-TX-city-of-el-paso', 'us-TX-el-paso-county', 'us-TX-el-paso-sun-metro-transit'] },
  { state: 'TX', names: ['Arlington'], counties: ['48439'], jurisdictions: ['us-TX-city-of-arlington'] },
  { state: 'TX', names: ['Lubbock'], counties: ['48303'], jurisdictions: ['us-TX-city-of-lubbock', 'us-TX-lubbock-county'] },
  { state: 'TX', names: ['Laredo'], counties: ['48479'], jurisdictions: ['us-TX-city-of-laredo', 'us-TX-laredo-mass-transit', 'us-TX-webb-county'] },
  { state: 'TX', names: ['Garland'], jurisdictions: ['us-TX-city-of-garland', DART] },
  // Plano lies in Collin and Denton counties, neither with a county tax: one entry for both.
  { state: 'TX', names: ['Plano'], jurisdictions: ['us-TX-city-of-plano', DART] },
  { state: 'TX', names: ['Irving'], jurisdictions: ['us-TX-city-of-irving', DART] },
  { state: 'TX', names: ['Carrollton'], jurisdictions: ['us-TX-city-of-carrollton', DART] },
  { state: 'TX', names: ['Frisco'], jurisdictions: ['us-TX-city-of-frisco'] },
  { state: 'TX', names: ['McKinney'], jurisdictions: ['us-TX-city-of-mckinney'] },
  { state: 'TX', names: ['Amarillo'], jurisdictions: ['us-TX-city-of-amarillo'] },
  { state: 'TX', names: ['Grand Prairie'], jurisdictions: ['us-TX-city-of-grand-prairie', 'us-TX-grand-prairie-crime-control-district'] },
  { state: 'TX', names: ['Denton'], jurisdictions: ['us-TX-city-of-denton', 'us-TX-denton-county-transportation-authority'] },
  { state: 'TX', names: ['Midland'], counties: ['48329'], jurisdictions: ['us-TX-midland-local'] },
  { state: 'TX', names: ['Waco'], counties: ['48309'], jurisdictions: ['us-TX-waco-local'] },
  { state: 'TX', names: ['Mesquite'], jurisdictions: ['us-TX-city-of-mesquite'] },
  { state: 'TX', names: ['McAllen'], counties: ['48215'], jurisdictions: ['us-TX-city-of-mcallen'] },
  { state: 'TX', names: ['Brownsville'], counties: ['48061'], jurisdictions: ['us-TX-brownsville-local'] },
  { state: 'TX', names: ['Round Rock'], jurisdictions: ['us-TX-city-of-round-rock'] },
  { state: 'TX', names: ['Pearland'], counties: ['48039'], jurisdictions: ['us-TX-pearland-local'] },
  { state: 'TX', names: ['Richardson'], jurisdictions: ['us-TX-city-of-richardson', DART] },
  { state: 'TX', names: ['Odessa'], counties: ['48135'], jurisdictions: ['us-TX-odessa-local'] },
  { state: 'TX', names: ['Lewisville'], jurisdictions: ['us-TX-city-of-lewisville', 'us-TX-denton-county-transportation-authority'] },
  { state: 'TX', names: ['College Station'], counties: ['48041'], jurisdictions: ['us-TX-city-of-college-station', 'us-TX-brazos-county'] },
  { state: 'TX', names: ['Beaumont'], counties: ['48245'], jurisdictions: ['us-TX-city-of-beaumont', 'us-TX-jefferson-county'] },
  { state: 'TX', names: ['Tyler'], counties: ['48423'], jurisdictions: ['us-TX-city-of-tyler', 'us-TX-smith-county'] },
  { state: 'TX', names: ['Allen'], jurisdictions: ['us-TX-city-of-allen'] },
  { state: 'TX', names: ['Conroe'], jurisdictions: ['us-TX-city-of-conroe'] },
  { state: 'TX', names: ['New Braunfels'], counties: ['48091'], jurisdictions: ['us-TX-new-braunfels-local'] },
  { state: 'TX', names: ['Wichita Falls'], jurisdictions: ['us-TX-city-of-wichita-falls'] },
  { state: 'TX', names: ['San Angelo'], counties: ['48451'], jurisdictions: ['us-TX-city-of-san-angelo', 'us-TX-tom-green-county'] },
  { state: 'TX', names: ['League City'], jurisdictions: ['us-TX-city-of-league-city'] },
  { state: 'TX', names: ['Edinburg'], counties: ['48215'], jurisdictions: ['us-TX-city-of-edinburg'] },
  { state: 'TX', names: ['Abilene'], counties: ['48441'], jurisdictions: ['us-TX-city-of-abilene'] },
  { state: 'TX', names: ['Sugar Land'], counties: ['48157'], jurisdictions: ['us-TX-city-of-sugar-land'] },
  { state: 'TX', names: ['Corpus Christi'], counties: ['48355'], jurisdictions: ['us-TX-city-of-corpus-christi', 'us-TX-corpus-christi-regional-transportation-authority'] },
  { state: 'TX', names: ['Pasadena'], counties: ['48201'], jurisdictions: ['us-TX-pasadena-local'] },
];

export const TX_CITIES: UsCityData = { state: 'TX', jurisdictions: TX_JURISDICTIONS, places: TX_PLACES };
