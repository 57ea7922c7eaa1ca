// Levy's standard product tax categories. SaaS is split by use because several states tax it
// differently for business and personal use (Connecticut 1% vs 6.35%, Maryland, Iowa, Ohio). The ids
// are part of the content's format; their names are content (content/taxability.json).
import { builtInContent } from './content/built-in.ts';
import type { StandardCategoryId } from './content/schema.ts';

export type { StandardCategoryId };

/** Each standard category's name, as the API lists it. */
export const STANDARD_CATEGORIES: Readonly<Record<StandardCategoryId, string>> = Object.fromEntries(
  builtInContent().categories.map((c) => [c.id, c.name]),
) as Record<StandardCategoryId, string>;

export function isStandardCategory(id: string): id is StandardCategoryId {
  return Object.hasOwn(STANDARD_CATEGORIES, id);
}

/** A seller's own category: a standard one with per-jurisdiction treatments on top. */
export interface CustomCategory {
  id: string;
  name: string;
  standardCategoryId: StandardCategoryId;
  overrides: { jurisId: string; taxable: boolean }[];
}

/** What a line's product is taxed as. */
export interface LineCategory {
  standard: StandardCategoryId;
  /** Jurisdiction id -> taxable or not, from a custom category. */
  overrides?: ReadonlyMap<string, boolean>;
}

/** A reference to a category as products hold it: `{ type: 'standard' | 'custom', id }`. */
export interface CategoryRef {
  type: string;
  id: string;
}

/** What the tax core needs to know of a product's category; null for a category that does not exist. */
export function lineCategoryOf(
  ref: CategoryRef,
  custom: ReadonlyMap<string, Pick<CustomCategory, 'overrides'> & { standardCategoryId: string }>,
): LineCategory | null {
  if (ref.type === 'standard') return isStandardCategory(ref.id) ? { standard: ref.id } : null;
  const row = custom.get(ref.id);
  if (row === undefined || !isStandardCategory(row.standardCategoryId)) return null;
  return { standard: row.standardCategoryId, overrides: new Map(row.overrides.map((o) => [o.jurisId, o.taxable])) };
}
