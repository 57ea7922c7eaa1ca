// The layout of src/tax/data/us-geography.json (built by scripts/build-us-geography.ts from the
// Census, HUD and USPS files): one short string per ZIP code, place and county, so that loading
// 41,000 ZIP codes costs one JSON parse of strings and a process holds no object per ZIP code until
// it is asked about one. Shares are written in ten-thousandths (a share above 0 is at least 1).
//
//   counties: "04013": "Maricopa|AZ"
//   places:   "0465000": "Scottsdale|AZ|04013"         (counties space-separated; incorporated places only)
//   zips:     "85251": "AZ|Scottsdale|A|04013:10000|0465000:9650:9712 0455000:350:"
//             state | USPS city | county basis (A addresses, L land) | counties | places ("-": no Census
//             geography for the ZIP code; "": none of its land in an incorporated place); a place is
//             geoid:land share:people share (2010; empty where the 2010 file lacks the piece); where
//             the Census has no geography for it, and USPS's post office of its boxes lies in a ZIP
//             code the Census has, a sixth field: that ZIP code ("91404": "CA|Van Nuys|A|06037:10000|-|91401")

export interface UsGeographyBuild {
  sources: string[];
  /** The day the files were read. */
  read: string;
  counties: Record<string, { name: string; state: string }>;
  places: Record<string, { name: string; state: string; counties: string[] }>;
  zips: Record<
    string,
    {
      state: string;
      city: string;
      countyBasis: 'addresses' | 'land';
      counties: Map<string, number>;
      places: { geoid: string; land: number; people: number | null }[] | null;
      /** For a ZIP code without Census geography: the ZIP code of the post office serving it, where the Census has that one. */
      postOffice: string | null;
    }
  >;
}

export interface UsGeographyFile {
  sources: string[];
  read: string;
  counties: Record<string, string>;
  places: Record<string, string>;
  zips: Record<string, string>;
}

/** A share 0..1 in ten-thousandths; above 0 never written as 0. */
export const tenThousandths = (share: number) => (share <= 0 ? 0 : Math.max(1, Math.round(share * 10_000)));

export function encodeUsGeography(build: UsGeographyBuild): string {
  const file: UsGeographyFile = {
    sources: build.sources,
    read: build.read,
    counties: Object.fromEntries(Object.entries(build.counties).map(([fips, c]) => [fips, `${c.name}|${c.state}`])),
    places: Object.fromEntries(Object.entries(build.places).map(([geoid, p]) => [geoid, `${p.name}|${p.state}|${p.counties.join(' ')}`])),
    zips: Object.fromEntries(
      Object.entries(build.zips).map(([zip, z]) => {
        const counties = [...z.counties]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([fips, share]) => `${fips}:${tenThousandths(share)}`)
          .join(' ');
        const places =
          z.places === null
            ? '-'
            : [...z.places]
                .sort((a, b) => b.land - a.land || a.geoid.localeCompare(b.geoid))
                .map((p) => `${p.geoid}:${tenThousandths(p.land)}:${p.people === null ? '' : tenThousandths(p.people)}`)
                .join(' ');
        const office = z.postOffice === null ? '' : `|${z.postOffice}`;
        return [zip, `${z.state}|${z.city}|${z.countyBasis === 'addresses' ? 'A' : 'L'}|${counties}|${places}${office}`];
      }),
    ),
  };
  // One entry per line: the file diffs by ZIP code when an edition changes.
  const lines = (record: Record<string, string>) =>
    Object.entries(record)
      .map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n');
  return `{\n  "sources": ${JSON.stringify(file.sources)},\n  "read": ${JSON.stringify(file.read)},\n  "counties": {\n${lines(file.counties)}\n  },\n  "places": {\n${lines(file.places)}\n  },\n  "zips": {\n${lines(file.zips)}\n  }\n}\n`;
}
