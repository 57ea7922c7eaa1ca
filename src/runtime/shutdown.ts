// The steps that stop what a process started, run in reverse order of starting. Each is named, so
// that a slow shutdown says which step it waits on, and limited in time, so that a stuck step is
// logged and skipped instead of hanging the process.
import type { Logger } from 'pino';
import { withTimeout } from '../lib/timeout.ts';

const STEP_LIMIT_MS = 8_000;
/** All the steps together: a process asked to stop is gone within 15 s, whatever is down. */
export const SHUTDOWN_LIMIT_MS = 12_000;

/**
 * The backstop of a process asked to stop: whatever a step waits on (a dependency that is down,
 * a step with no deadline of its own), the process exits within 15 s of the signal.
 */
export function exitWithinDeadline(log: Logger): void {
  setTimeout(() => {
    log.error('shutdown did not finish in time; exiting');
    process.exit(1);
  }, 14_500).unref();
}

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
      await withTimeout(run(), limit, `did not finish within ${limit} ms; skipped`).catch((err: unknown) =>
        this.log.warn({ err, step }, 'shutdown step skipped'),
      );
      this.log.debug({ step, ms: Date.now() - started }, 'shutdown step done');
    }
  }
}
