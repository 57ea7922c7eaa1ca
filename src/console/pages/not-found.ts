import { html } from '../html.ts';
import type { PageResult } from '../page.ts';

/** The same page for an id that does not exist and one that is another seller's. */
export function notFoundPage(message: string): PageResult {
  return {
    title: 'Not found',
    status: 404,
    body: html`<h1>Not found</h1><p class="error" id="not-found">${message}</p><p><a href="/console">Back to the overview</a></p>`,
  };
}
