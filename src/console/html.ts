// HTML built from tagged templates: every interpolated value is escaped unless it is already Html
// (made by this same tag), so a seller's or customer's text can never become markup.
import { escapeHtml } from '../seller/certificate-requests/requests.ts';

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Part = Html | string | number | boolean | null | undefined | readonly Part[];

function render(value: Part): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return new Html(out);
}

/** Markup that is known to be safe (generated here, never from input). */
export function trusted(markup: string): Html {
  return new Html(markup);
}
