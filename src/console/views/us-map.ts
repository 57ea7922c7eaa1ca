// The seller console's map of US states: a square tile grid (one equal tile per state, placed roughly where the
// state lies), coloured by each state's economic-nexus status. Pure: builds markup from the data it is given.
import { html, type Html } from '../html.ts';

export type StateStatus = 'notApproaching' | 'approaching' | 'exceeded' | 'registered';

export interface MapState {
  jurisId: string;
  jurisName: string;
  status: StateStatus;
  /** As thresholds/list gives it: a percentage rounded down to tenths (123.4). */
  percentOfLimit: number;
}

export interface UsTileMapOptions {
  /** Makes each state a link to this address. */
  href?: (jurisId: string) => string;
  /** Id of the map's <title>; pass a distinct one when a page shows more than one map. */
  id?: string;
  /** The map's accessible name. */
  title?: string;
}

/** Postal code, name, column, row: the common 12 x 8 tile grid (as used by NPR), AK top left, HI and TX bottom. */
const TILES: readonly (readonly [code: string, name: string, col: number, row: number])[] = [
  ['AK', 'Alaska', 0, 0],
  ['ME', 'Maine', 11, 0],
  ['WI', 'Wisconsin', 6, 1],
  ['VT', 'Vermont', 10, 1],
  ['NH', 'New Hampshire', 11, 1],
  ['WA', 'Washington', 1, 2],
  ['ID', 'Idaho', 2, 2],
  ['MT', 'Montana', 3, 2],
  ['ND', 'North Dakota', 4, 2],
  ['MN', 'Minnesota', 5, 2],
  ['IL', 'Illinois', 6, 2],
  ['MI', 'Michigan', 7, 2],
  ['NY', 'New York', 9, 2],
  ['MA', 'Massachusetts', 10, 2],
  ['OR', 'Oregon', 1, 3],
  ['NV', 'Nevada', 2, 3],
  ['WY', 'Wyoming', 3, 3],
  ['SD', 'South Dakota', 4, 3],
  ['IA', 'Iowa', 5, 3],
  ['IN', 'Indiana', 6, 3],
  ['OH', 'Ohio', 7, 3],
  ['PA', 'Pennsylvania', 8, 3],
  ['NJ', 'New Jersey', 9, 3],
  ['CT', 'Connecticut', 10, 3],
  ['RI', 'Rhode Island', 11, 3],
  ['CA', 'California', 1, 4],
  ['UT', 'Utah', 2, 4],
  ['CO', 'Colorado', 3, 4],
  ['NE', 'Nebraska', 4, 4],
  ['MO', 'Missouri', 5, 4],
  ['KY', 'Kentucky', 6, 4],
  ['WV', 'West Virginia', 7, 4],
  ['VA', 'Virginia', 8, 4],
  ['MD', 'Maryland', 9, 4],
  ['DE', 'Delaware', 10, 4],
  ['AZ', 'Arizona', 2, 5],
  ['NM', 'New Mexico', 3, 5],
  ['KS', 'Kansas', 4, 5],
  ['AR', 'Arkansas', 5, 5],
  ['TN', 'Tennessee', 6, 5],
  ['NC', 'North Carolina', 7, 5],
  ['SC', 'South Carolina', 8, 5],
  ['DC', 'District of Columbia', 9, 5],
  ['OK', 'Oklahoma', 4, 6],
  ['LA', 'Louisiana', 5, 6],
  ['MS', 'Mississippi', 6, 6],
  ['AL', 'Alabama', 7, 6],
  ['GA', 'Georgia', 8, 6],
  ['HI', 'Hawaii', 0, 7],
  ['TX', 'Texas', 4, 7],
  ['FL', 'Florida', 9, 7],
];

/** The grid positions, for tests and for pages that lay out other things on the same grid. */
export const US_TILES: readonly { jurisId: string; name: string; col: number; row: number }[] = TILES.map(([code, name, col, row]) => ({
  jurisId: `us-${code}`,
  name,
  col,
  row,
}));

const COLUMNS = 12;
const ROWS = 8;
const CELL = 56;
const TILE = 52;

/** Plain-English status, as it reads in a sentence ("New York — exceeded (…)"). */
const STATUS_WORDS: Record<StateStatus, string> = {
  notApproaching: 'not approaching',
  approaching: 'approaching',
  exceeded: 'exceeded',
  registered: 'registered',
};

/** Legend labels, in legend order. */
const LEGEND: readonly (readonly [StateStatus | 'unknown', string])[] = [
  ['notApproaching', 'Not approaching'],
  ['approaching', 'Approaching'],
  ['exceeded', 'Exceeded — register'],
  ['registered', 'Registered'],
  ['unknown', 'No threshold (no state sales tax)'],
];

/** Tile fill and text colour per class; every pair has a contrast ratio of at least 4.5:1 (WCAG AA). */
export const US_MAP_COLOURS: Readonly<Record<StateStatus | 'unknown', { fill: string; text: string }>> = {
  notApproaching: { fill: '#eef1f4', text: '#1f2937' },
  approaching: { fill: '#f5b83d', text: '#1f2937' },
  exceeded: { fill: '#c62828', text: '#ffffff' },
  registered: { fill: '#1d5fa8', text: '#ffffff' },
  unknown: { fill: '#d0d4d9', text: '#374151' },
};

const classRules = (Object.keys(US_MAP_COLOURS) as (keyof typeof US_MAP_COLOURS)[])
  .map((status) => {
    const { fill, text } = US_MAP_COLOURS[status];
    return [
      `.us-map .state.${status} rect { fill: ${fill}; }`,
      `.us-map .state.${status} text { fill: ${text}; }`,
      `.us-map-legend .swatch.${status} { background: ${fill}; }`,
    ].join('\n');
  })
  .join('\n');

/** Styles for usTileMap and mapLegend; include once per page. */
export const US_MAP_CSS = `.us-map { display: block; width: 100%; max-width: 46rem; margin: 0 auto; height: auto; font-family: system-ui, sans-serif; }
.us-map rect { stroke: #ffffff; stroke-width: 1; }
.us-map text { font-size: 15px; font-weight: 600; pointer-events: none; }
.us-map .state.notApproaching rect { stroke: #9ca3af; }
.us-map a:hover rect { stroke: #111827; stroke-width: 2; }
.us-map a:focus { outline: none; }
.us-map a:focus-visible rect { stroke: #111827; stroke-width: 4; }
${classRules}
.us-map-legend { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; list-style: none; margin: 0.5rem 0; padding: 0; }
.us-map-legend li { display: flex; align-items: center; gap: 0.4rem; }
.us-map-legend .swatch { display: inline-block; width: 1rem; height: 1rem; border: 1px solid #9ca3af; border-radius: 2px; }
`;

/** A percentage to one decimal: 123.4 -> "123.4%", 0.5 -> "0.5%", 100 -> "100.0%". */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** "us-ny" and "US-NY" are read as "us-NY"; anything else is kept as it is. */
function normalJurisId(jurisId: string): string {
  return /^us-[a-z]{2}$/i.test(jurisId) ? `us-${jurisId.slice(3).toUpperCase()}` : jurisId;
}

/**
 * The 50 states and DC as an inline SVG tile grid. Each state's tile (the <g> with data-juris-id) has the class
 * "state" and its status, or "state unknown" when `states` has no entry for it; entries for other jurisdictions
 * are ignored. Style with US_MAP_CSS.
 */
export function usTileMap(states: readonly MapState[], options: UsTileMapOptions = {}): Html {
  const byId = new Map<string, MapState>();
  for (const state of states) byId.set(normalJurisId(state.jurisId), state);
  const titleId = options.id ?? 'us-map-title';
  const mapTitle = options.title ?? 'US states by sales-tax registration status';

  const tiles = US_TILES.map((tile) => {
    const state = byId.get(tile.jurisId);
    const name = state?.jurisName.trim() || tile.name;
    const status = state ? state.status : 'unknown';
    const label = state
      ? `${name} — ${STATUS_WORDS[state.status]} (${formatPercent(state.percentOfLimit)} of the limit)`
      : `${name} — no data`;
    const code = tile.jurisId.slice(3);
    const x = tile.col * CELL + (CELL - TILE) / 2;
    const y = tile.row * CELL + (CELL - TILE) / 2;
    const body = html`<title>${label}</title><rect width="${TILE}" height="${TILE}" rx="4"/><text x="${TILE / 2}" y="${TILE / 2}" text-anchor="middle" dominant-baseline="central">${code}</text>`;
    if (options.href) {
      return html`<a href="${options.href(tile.jurisId)}" aria-label="${label}"><g class="state ${status}" data-juris-id="${tile.jurisId}" transform="translate(${x} ${y})">${body}</g></a>`;
    }
    // Without links a state is not interactive: it is an image with a name inside the group.
    return html`<g class="state ${status}" data-juris-id="${tile.jurisId}" transform="translate(${x} ${y})" role="img" aria-label="${label}">${body}</g>`;
  });

  return html`<svg class="us-map" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COLUMNS * CELL} ${ROWS * CELL}" width="100%" preserveAspectRatio="xMidYMid meet" role="group" aria-labelledby="${titleId}"><title id="${titleId}">${mapTitle}</title>${tiles}</svg>`;
}

/** The map's key: a swatch and the plain-English name of each status, and of states with no threshold. */
export function mapLegend(): Html {
  const items = LEGEND.map(([status, label]) => html`<li><span class="swatch ${status}" aria-hidden="true"></span>${label}</li>`);
  return html`<ul class="us-map-legend" aria-label="Map key">${items}</ul>`;
}
