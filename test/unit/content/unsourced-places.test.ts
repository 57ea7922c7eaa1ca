// docs/unsourced-places.md lists the places of 10,000 people or more the content has no entry for:
// the list there is the one the content and the ZIP data give today.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { UNSOURCED_PLACES_DOC, unsourcedPlacesDoc } from '../../../scripts/unsourced-places.ts';

it('docs/unsourced-places.md is current (npx tsx scripts/unsourced-places.ts)', async () => {
  expect(await readFile(UNSOURCED_PLACES_DOC, 'utf8')).toBe(unsourcedPlacesDoc());
});
