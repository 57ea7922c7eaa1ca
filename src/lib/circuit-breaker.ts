// A circuit breaker for calls to a service that may be down: after `failures` failures in a row it
// opens and refuses calls at once; after `coolDownMs` it half-opens and lets one trial call through,
// whose success closes it and whose failure opens it again for another cool-down. One per process:
// it protects this process's callers from waiting on a service that is not answering.

export type BreakerState = 'closed' | 'open' | 'halfOpen';

export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(
    private readonly failures: number,
    private readonly coolDownMs: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(failures) || failures < 1) throw new RangeError('failures must be a whole number of at least 1');
    if (!(coolDownMs >= 0)) throw new RangeError('coolDownMs must not be negative');
  }

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.coolDownMs ? 'halfOpen' : 'open';
  }

  /**
   * Whether a call may go out now. In half-open only one (the trial) may, until it reports; every
   * call let through must end in success() or failure().
   */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.consecutiveFailures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  failure(): void {
    this.consecutiveFailures += 1;
    if (this.trialInFlight || this.openedAt !== null || this.consecutiveFailures >= this.failures) this.openedAt = this.now();
    this.trialInFlight = false;
  }
}
