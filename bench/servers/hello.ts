// The baseline every API figure is a ratio of: bare fastify answering a JSON POST. With
// BENCH_ANSWER set, POST /answer parses its body the same way and answers that JSON text: the
// floor of a request of a given size in and out, before any work of Levy's own.
import Fastify from 'fastify';

const app = Fastify();
app.post('/hello', async () => ({ hello: 'world' }));
const answer = process.env.BENCH_ANSWER;
if (answer !== undefined) app.post('/answer', async (_req, reply) => reply.type('application/json; charset=utf-8').send(answer));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
