// `npm run emulator:geocoder`: the Census geocoder emulator as a standalone process (the demo, benchmarks
// driven from other processes); control routes under /_emulator/ (addresses, faults, requests).
import { startGeocoderEmulator } from './server.ts';

const port = Number(process.env.PORT ?? 12112);
const emulator = await startGeocoderEmulator({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Census geocoder emulator listening on ${emulator.url} (US_GEOCODER_URL=${emulator.url})`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
