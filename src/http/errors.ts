// Replies for every error status of the API. Business conflicts are 409 JSON; all others are
// short text/plain, like the API's 400 and 429 bodies. Nothing internal ever reaches a body.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Conflict } from '../lib/result.ts';

export function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

export function sendConflict(reply: FastifyReply, c: Conflict): FastifyReply {
  return reply.code(409).type('application/json; charset=utf-8').send(c);
}

const OTHER_METHODS = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Any other method on a POST-only path: 405 with Allow: POST. */
export function registerMethodNotAllowed(app: FastifyInstance, url: string): void {
  app.route({
    method: OTHER_METHODS,
    url,
    handler: (req, reply) => sendText(reply.header('Allow', 'POST'), 405, TEXT.methodNotAllowed(req.method)),
  });
}

export const TEXT = {
  invalidJson: 'Request body: Invalid JSON.',
  badUrl: 'Bad Request: the URL is not valid (malformed percent-encoding).',
  uriTooLong: 'URI Too Long: a path parameter may have at most 2048 characters.',
  unsupportedMediaType: 'Unsupported Media Type: send the request body as JSON with "Content-Type: application/json".',
  tooLarge: (limit: number) => `Payload Too Large: the request body may have at most ${limit} bytes.`,
  notFound: (method: string, url: string) => `Not Found: ${method} ${url.split('?')[0]} is not an operation of this API.`,
  methodNotAllowed: (method: string) => `Method Not Allowed: ${method} is not supported; every operation is a POST.`,
  rateLimited: (limit: number) => `You've exceeded your API limit of ${limit} per second`,
  internal: (requestId: string) => `Internal Server Error: the request failed; quote request id ${requestId} to support.`,
  unavailable: 'Service Unavailable: try again shortly.',
};
