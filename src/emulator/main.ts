// `npm run emulator`: the processor emulator as a standalone process for the demo and for
// benchmarks driven from other processes (control routes under /_emulator/).
import { startEmulator } from './server.ts';

const port = Number(process.env.PORT ?? 12111);
const emulator = await startEmulator({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Stripe emulator listening on ${emulator.url}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
