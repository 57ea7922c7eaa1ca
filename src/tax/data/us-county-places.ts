// Places Levy has local data for that are whole counties (consolidated city-counties, New York
// City's five boroughs): any address in the county is in the place, whatever its mailing city
// ("Corona" 11368 is Queens, so New York City). County FIPS codes: US Census Bureau.
export const US_COUNTY_PLACES: { state: string; place: string; counties: string[] }[] = [
  // Bronx, Kings (Brooklyn), New York (Manhattan), Queens, Richmond (Staten Island).
  { state: 'NY', place: 'New York', counties: ['36005', '36047', '36061', '36081', '36085'] },
  { state: 'CO', place: 'Denver', counties: ['08031'] },
  { state: 'PA', place: 'Philadelphia', counties: ['42101'] },
  { state: 'TN', place: 'Nashville', counties: ['47037'] },
  { state: 'LA', place: 'New Orleans', counties: ['22071'] },
  { state: 'HI', place: 'Honolulu', counties: ['15003'] },
  { state: 'MD', place: 'Baltimore', counties: ['24510'] },
  { state: 'MO', place: 'St. Louis', counties: ['29510'] },
];
