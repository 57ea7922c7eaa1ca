// The baseline every API figure is a ratio of: bare fastify answering a JSON POST.
import Fastify from 'fastify';

const app = Fastify();
app.post('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
