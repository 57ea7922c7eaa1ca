// What vouches for the rates a seller's answers use, per US state it is registered in: the editions
// of the official tables (and the sources read on a day) behind the built-in content's rates in
// force today, each with the last day it vouches for, and a newer edition an operator imported that
// renews it. The console's attention page shows it, so a seller sees an answer may be stale before
// a customer does.
import type { AppContext } from '../../context.ts';
import { editionsInForce, type EditionInForce } from '../../tax/content/vouching.ts';
import { isoDate } from '../../tax/dates.ts';
import { builtInContent } from '../../tax/index.ts';

export interface StateEditions {
  /** USPS code. */
  state: string;
  editions: (EditionInForce & { stale: boolean; renewedBy: { by: string; through: string } | null })[];
}

/** The editions in force in each state a seller is registered in, earliest-vouched first. */
export async function editionsForSeller(ctx: AppContext, sellerId: string, now = new Date()): Promise<StateEditions[]> {
  const today = isoDate(now);
  const byRegion = editionsInForce(builtInContent().jurisdictions, today);
  const [{ registrations }, imported] = await Promise.all([ctx.taxData.get(sellerId), ctx.importedTaxData.vouchedSources()]);
  const states = [
    ...new Set(registrations.map((r) => /^us-([A-Z]{2})$/.exec(r.jurisId)?.[1]).filter((s): s is string => s !== undefined)),
  ].sort();
  return states.map((state) => ({
    state,
    editions: (byRegion.get(`US-${state}`) ?? []).map((e) => {
      const renewed = e.via !== undefined ? imported?.get(`${state} ${e.via}`) : undefined;
      const renewedBy = renewed !== undefined && renewed.through > e.through ? { by: renewed.by, through: renewed.through } : null;
      return { ...e, stale: (renewedBy?.through ?? e.through) < today, renewedBy };
    }),
  }));
}
