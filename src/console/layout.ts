// The console's page shell: header with the seller's name and navigation, one stylesheet inline
// (no CDN, no build), and the sign-out form carrying its CSRF token.
import { html, trusted, type Html } from './html.ts';
import type { ConsoleSession } from './session.ts';

const NAV = [
  ['/console', 'Overview'],
  ['/console/transactions', 'Transactions'],
  ['/console/filings', 'Filings'],
  ['/console/attention', 'Needs attention'],
  ['/console/certificates', 'Certificates'],
  ['/console/customers', 'Customers'],
] as const;

export const CSS = trusted(`
:root{--ink:#1c2430;--muted:#5b6675;--line:#d9dee5;--bg:#f6f7f9;--accent:#1f5fbf;--bad:#b42318;--warn:#8a5a00;--ok:#1b7a3d}
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:var(--bg)}
header{background:#fff;border-bottom:1px solid var(--line);padding:.6rem 1.5rem;display:flex;gap:1.5rem;align-items:center;flex-wrap:wrap}
header .brand{font-weight:700;font-size:1.1rem}header nav{display:flex;gap:1rem;flex-wrap:wrap}header nav a{color:var(--ink);text-decoration:none;padding:.2rem 0;border-bottom:2px solid transparent}
header nav a[aria-current=page]{border-color:var(--accent);font-weight:600}header .who{margin-left:auto;color:var(--muted);display:flex;gap:.8rem;align-items:center}
main{max-width:72rem;margin:0 auto;padding:1.2rem 1.5rem 3rem}h1{font-size:1.5rem;margin:.4rem 0 1rem}h2{font-size:1.15rem;margin:1.6rem 0 .6rem}
a{color:var(--accent)}table{border-collapse:collapse;width:100%;background:#fff;border:1px solid var(--line)}th,td{text-align:left;padding:.45rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
th{background:#eef1f5;font-weight:600}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}.muted{color:var(--muted)}
.card{background:#fff;border:1px solid var(--line);border-radius:6px;padding:1rem;margin-bottom:1rem}.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1rem}
.badge{display:inline-block;padding:0 .45rem;border-radius:999px;font-size:.85em;border:1px solid currentColor}.badge.exceeded,.badge.error,.badge.voided{color:var(--bad)}.badge.approaching,.badge.warn{color:var(--warn)}.badge.registered,.badge.ok{color:var(--ok)}
button,.button{font:inherit;padding:.35rem .8rem;border:1px solid var(--accent);background:var(--accent);color:#fff;border-radius:4px;cursor:pointer;text-decoration:none;display:inline-block}
button.plain{background:#fff;color:var(--accent)}input[type=text],input[type=search],input[type=password]{font:inherit;padding:.35rem .5rem;border:1px solid #aab3bf;border-radius:4px;min-width:18rem}
form.inline{display:inline}.pager{margin-top:.8rem;display:flex;gap:1rem}.notice{padding:.6rem .8rem;border-left:4px solid var(--warn);background:#fff8e6;margin-bottom:1rem}
.error{padding:.6rem .8rem;border-left:4px solid var(--bad);background:#fdecea;margin-bottom:1rem}.nowrap{white-space:nowrap}dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dl.facts dt{color:var(--muted)}
`);

export function page(options: { title: string; session?: ConsoleSession; current?: string; body: Html; extraCss?: Html }): string {
  const { session } = options;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · Levy</title><style>${CSS}${options.extraCss}</style></head>
<body>
<header><span class="brand">Levy</span>${
    session
      ? html`<nav aria-label="Console">${NAV.map(([href, label]) => html`<a href="${href}"${options.current === href ? trusted(' aria-current="page"') : ''}>${label}</a>`)}</nav>
<span class="who"><span id="seller-name">${session.seller.name}</span><form class="inline" method="post" action="/console/signout"><input type="hidden" name="csrf" value="${session.csrf}"><button class="plain" type="submit" id="signout">Sign out</button></form></span>`
      : ''
  }</header>
<main id="main">${options.body}</main>
</body></html>`.text;
}
