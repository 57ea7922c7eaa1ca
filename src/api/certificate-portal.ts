// The page a customer's contact opens from a certificate request e-mail: upload the certificate,
// pick its jurisdictions, submit. The token in the link is the only credential.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { CERTIFICATE_BODY_LIMIT } from '../seller/certificates/schemas.ts';
import {
  escapeHtml,
  requestForToken,
  SUBMIT_CERTIFICATE_CONFLICTS,
  submitCertificate,
  submitCertificateBody,
} from '../seller/certificate-requests/requests.ts';
import { US_STATES } from '../tax/address/us.ts';
import { sendConflict, sendText } from '../http/errors.ts';
import { textResponse, type PathDocs } from '../http/docs.ts';
import { jsonSchema } from './openapi.ts';
import { formatIssue } from './validation.ts';
import { safeParseReportingInput } from '../lib/parse.ts';

const GONE: Record<string, [number, string]> = {
  unknown: [404, 'This link is not valid.'],
  expired: [410, 'This link has expired. Ask the seller for a new one.'],
  used: [410, 'A certificate was already uploaded with this link.'],
};

const token = {
  name: 'token',
  in: 'path',
  required: true,
  description: 'The token of the link e-mailed to the customer: its only credential.',
  schema: { type: 'string' },
};

export const CERTIFICATE_PORTAL_DOCS: PathDocs = {
  '/certificate-requests/{token}': {
    get: {
      operationId: 'certificatePortal.page',
      summary: "The page a customer's contact opens from a certificate request e-mail",
      tags: ['certificateRequests'],
      security: [],
      parameters: [token],
      responses: {
        '200': { description: 'The upload form.', content: { 'text/html': { schema: { type: 'string' } } } },
        '404': { description: 'The link is not valid.', content: { 'text/html': { schema: { type: 'string' } } } },
        '410': { description: 'The link has expired or was used.', content: { 'text/html': { schema: { type: 'string' } } } },
      },
    },
  },
  '/certificate-requests/{token}/submit': {
    post: {
      operationId: 'certificatePortal.submit',
      summary: 'Upload the certificate through the link (the form above sends this)',
      tags: ['certificateRequests'],
      security: [],
      parameters: [token],
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(submitCertificateBody, 'input') } } },
      responses: {
        '200': {
          description: 'The certificate was created.',
          content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } },
        },
        '400': textResponse('The body failed validation.'),
        '404': textResponse('The link is not valid.'),
        '409': {
          description: 'The certificate was refused.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['type'],
                properties: { type: { type: 'string', enum: [...SUBMIT_CERTIFICATE_CONFLICTS] } },
              },
            },
          },
        },
        '410': textResponse('The link has expired or was used.'),
        '413': textResponse('The body is larger than the limit.'),
      },
    },
  },
};

export function registerCertificatePortal(app: FastifyInstance, ctx: AppContext): void {
  app.get('/certificate-requests/:token', async (req, reply) => {
    const found = await requestForToken(ctx, (req.params as { token: string }).token);
    if (found.state !== 'open')
      return page(reply.code(GONE[found.state]![0]), `<p class="message" id="result">${GONE[found.state]![1]}</p>`);
    const states = Object.entries(US_STATES)
      .map(([code, name]) => `<label><input type="checkbox" name="juris" value="us-${code}"> ${escapeHtml(name)}</label>`)
      .join('');
    return page(
      reply,
      `<h1>Upload your exemption certificate</h1>
<p>For ${escapeHtml(found.request.customerName ?? found.request.customerId)}. PDF, PNG or JPEG, at most 10 MB.</p>
<form id="form">
  <p><label>Certificate file <input type="file" id="file" required></label></p>
  <p><label>Effective from <input type="date" id="begin" required></label></p>
  <p><label>Exemption number <input type="text" id="number"></label></p>
  <fieldset><legend>Jurisdictions it covers</legend><div class="states">${states}</div></fieldset>
  <p><button type="submit" id="submit">Upload</button></p>
</form>
<p class="message" id="result" role="status"></p>
<script>
const form = document.getElementById('form');
const result = document.getElementById('result');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const file = document.getElementById('file').files[0];
  const jurises = [...document.querySelectorAll('input[name=juris]:checked')].map((i) => ({ jurisId: i.value }));
  if (!file || jurises.length === 0) { result.textContent = 'Choose a file and at least one jurisdiction.'; return; }
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const body = { effectiveDateBegin: document.getElementById('begin').value, certificateFile: { name: file.name, contentsBase64: btoa(binary) }, jurises };
  const number = document.getElementById('number').value;
  if (number) body.exemptionNumber = number;
  const response = await fetch(location.pathname + '/submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await response.text();
  let parsed = null;
  try { parsed = JSON.parse(answer); } catch {}
  if (response.ok) { result.textContent = 'Thank you: your certificate was received.'; form.remove(); }
  else if (parsed && parsed.type === 'fileTypeNotSupported') result.textContent = 'This file type is not supported: upload a PDF, PNG or JPEG.';
  else result.textContent = (parsed && (parsed.message || parsed.type)) || answer;
});
</script>`,
    );
  });

  app.post('/certificate-requests/:token/submit', { bodyLimit: CERTIFICATE_BODY_LIMIT }, async (req, reply) => {
    const { token } = req.params as { token: string };
    const parsed = safeParseReportingInput(submitCertificateBody, req.body);
    if (!parsed.success) {
      // A dead link says so even when the body is wrong too.
      const found = await requestForToken(ctx, token);
      return found.state === 'open'
        ? sendText(reply, 400, formatIssue(parsed.error.issues[0]!))
        : sendText(reply, GONE[found.state]![0], GONE[found.state]![1]);
    }
    const submitted = await submitCertificate(ctx, token, parsed.data);
    if (submitted.ok) return reply.code(200).send({ id: submitted.value.id });
    const { conflict } = submitted;
    if (conflict.type === 'linkNotOpen') {
      const [status, text] = GONE[String(conflict.state)]!;
      return sendText(reply, status, text);
    }
    return sendConflict(reply, conflict);
  });
}

function page(reply: FastifyReply, body: string): FastifyReply {
  return (
    reply
      .type('text/html; charset=utf-8')
      // The page runs only its own inline script and talks only to Levy.
      .header(
        'Content-Security-Policy',
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'",
      )
      .header('Referrer-Policy', 'no-referrer')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Exemption certificate</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}.states{columns:3}.message{font-weight:600}</style></head><body>${body}</body></html>`)
  );
}
