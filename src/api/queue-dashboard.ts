// GET /admin/queues: the BullMQ queues in bull-board, behind the admin token: a Bearer header, or
// HTTP Basic with the token as the password, so that a browser can open it.
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminTokenMatches, isAdminToken } from '../http/auth.ts';
import { sendText } from '../http/errors.ts';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** The admin token from `Basic base64(anything:token)`, or null. */
function basicPassword(header: string | undefined): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (match === null) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

export async function registerQueueDashboard(app: FastifyInstance, queues: readonly Queue[], adminToken: string): Promise<void> {
  const board = new FastifyAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Levy queues' } },
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      const password = basicPassword(req.headers.authorization);
      if (password !== null && isAdminToken(password, adminToken)) return;
      if (password === null && adminTokenMatches(req.headers.authorization, adminToken) === null) return;
      return sendText(
        reply.header('WWW-Authenticate', 'Basic realm="Levy queues", charset="UTF-8"'),
        401,
        'Unauthorized: the queue dashboard needs the admin token (Bearer, or as the Basic password).',
      );
    });
    await scope.register(board.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
