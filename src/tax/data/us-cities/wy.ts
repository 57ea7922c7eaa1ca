// WY: built-in city and special-district taxes (issue 10). Sources beside each figure.
// Wyoming's local sales taxes are county-wide (general-purpose and specific-purpose county taxes,
// up to 2% in all beside the 4% state rate); Cheyenne, the capital, is placed here with Laramie
// County's taxes until a county file holds every county.
import { local } from '../us-local.ts';
import type { UsCityData } from './types.ts';

const LARAMIE_COUNTY = "http://www.cheyennecity.org/FAQ.ASPx?QID=59 — City of Cheyenne, \"What is the City's sales tax rate?\": the State of Wyoming imposes 4%, Laramie County an additional 1% general-purpose tax (renewed every four years) and an additional 1% specific-purpose tax (renewed by the voters on 2012-08-21); the FAQ is of 2014. Current combined rate 6% in Laramie County and in Cheyenne: https://salestaxhandbook.com/wyoming/rates — Sales Tax Handbook, \"2025 List of Wyoming Local Sales Tax Rates\" (Laramie County 6%, Cheyenne 6%, last updated April 2025) and https://sales-taxes.com/wy (Laramie County 6%) (secondary sources: confirm against the Wyoming Department of Revenue's quarterly rate chart).";

export const WY_CITIES: UsCityData = {
  state: 'WY',
  jurisdictions: [
    local('us-WY-laramie-county', 'Laramie County (general-purpose 1% + specific-purpose 1%)', 'county', [['2.00', null, null, LARAMIE_COUNTY]]),
  ],
  places: [
    { state: 'WY', names: ['Cheyenne'], jurisdictions: ['us-WY-laramie-county'], counties: ['56021'] },
  ],
};
