// The steps that stop what a process started, run in reverse order of starting. Each is named, so
// that a slow shutdown says which step it waits on, and limited in time, so that a stuck step is
// logged and skipped instead of hanging the process.
import type { Logger } from 'pino';
import { withTimeout } from '../lib/timeout.ts';

const STEP_LIMIT_MS = 8_000;
/** All the steps together: a process asked to stop is gone within 15 s, whatever is down. */
export const SHUTDOWN_LIMIT_MS = 12_000;

export class Shutdown {
  private readonly steps: [string, () => Promise<unknown>][] = [];

  constructor(private readonly log: Logger) {}

  add(step: string, run: () => Promise<unknown>): void {
    this.steps.push([step, run]);
  }

  async run(): Promise<void> {
    const deadline = Date.now() + SHUTDOWN_LIMIT_MS;
    for (const [step, run] of this.steps.splice(0).reverse()) {
      const started = Date.now();
      // A step past the overall deadline still gets a moment: closing what is up costs little.
      const limit = Math.max(250, Math.min(STEP_LIMIT_MS, deadline - started));
      await withTimeout(run(), limit, `did not finish within ${limit} ms; skipped`).catch((err: unknown) => this.log.warn({ err, step }, 'shutdown step skipped'));
      this.log.debug({ step, ms: Date.now() - started }, 'shutdown step done');
    }
  }
}
