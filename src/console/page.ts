// What a console page handler is given and answers: the console's router (console.ts) turns a
// result into HTML, a redirect or a download.
import type { AppContext } from '../context.ts';
import type { Html } from './html.ts';
import type { ConsoleSession } from './session.ts';

/** What a page handler answers. */
export type PageResult =
  | { title: string; body: Html; current?: string; status?: number; extraCss?: Html }
  | { redirect: string }
  | { download: { name: string; contentType: string; contents: Buffer | AsyncIterable<string> } };

export interface PageCall {
  ctx: AppContext;
  session: ConsoleSession;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  form: Record<string, string>;
}

export type Handler = (call: PageCall) => Promise<PageResult>;
