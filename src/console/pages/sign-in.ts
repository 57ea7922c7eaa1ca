// The sign-in page: one field, the seller's API key. The key opens a session and is not kept.
import { html } from '../html.ts';
import { page } from '../layout.ts';

export function signInPage(options: { csrf: string; next: string; error?: string }): string {
  return page({
    title: 'Sign in',
    body: html`<h1>Sign in to your Levy console</h1>
<div class="card" style="max-width:34rem">
${options.error !== undefined ? html`<p class="error" role="alert" id="signin-error">${options.error}</p>` : ''}
<form method="post" action="/console/signin">
  <input type="hidden" name="csrf" value="${options.csrf}">
  <input type="hidden" name="next" value="${options.next}">
  <p><label for="apiKey">API key</label><br><input type="password" id="apiKey" name="apiKey" autocomplete="off" required placeholder="levy_…" style="width:100%"></p>
  <p class="muted">The key opens a session of up to 12 hours in this browser; it is not stored. Revoking the key ends the session.</p>
  <p><button type="submit" id="signin">Sign in</button></p>
</form>
</div>`,
  });
}
