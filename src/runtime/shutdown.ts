// The steps that stop what a process started, run in reverse order of starting. Each is named, so
// that a slow shutdown says which step it waits on, and limited in time, so that a stuck step is
// logged and skipped instead of hanging the process.
import type { Logger } from 'pino';
import { withTimeout } from '../lib/timeout.ts';

const STEP_LIMIT_MS = 10_000;

export class Shutdown {
  private readonly steps: [string, () => Promise<unknown>][] = [];

  constructor(private readonly log: Logger) {}

  add(step: string, run: () => Promise<unknown>): void {
    this.steps.push([step, run]);
  }

  async run(): Promise<void> {
    for (const [step, run] of this.steps.splice(0).reverse()) {
      const started = Date.now();
      await withTimeout(run(), STEP_LIMIT_MS, `did not finish within ${STEP_LIMIT_MS / 1000} s`).catch((err: unknown) => this.log.error({ err, step }, 'error during shutdown'));
      this.log.debug({ step, ms: Date.now() - started }, 'shutdown step done');
    }
  }
}
