// Runs a process as of another day: TEST_TODAY=2026-12-31 (the real time of day on that date) or
// TEST_TODAY=2026-12-31T23:30:00Z (that instant) moves this process's clock there, and the clock
// then runs on at its normal pace. Loaded with `node --import` through NODE_OPTIONS (scripts/test.mjs
// sets both, and TEST_TODAY_OFFSET_MS), so the vitest workers and every process a test starts (Levy,
// its workers, the CLI) share one calendar, with the PostgreSQL that scripts/test.mjs starts under
// libfaketime: a test that assumes today's month, quarter or year fails there before the calendar
// makes it fail in CI. Only `Date` moves; timers and performance.now() do not.
const setting = process.env.TEST_TODAY;
if (setting !== undefined && setting !== '') {
  const RealDate = Date;
  // The same offset in every process of a run: the first process (scripts/test.mjs) fixes it and hands it on.
  const offset = process.env.TEST_TODAY_OFFSET_MS !== undefined ? Number(process.env.TEST_TODAY_OFFSET_MS) : offsetTo(setting);
  process.env.TEST_TODAY_OFFSET_MS = String(offset);
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (Real, args, newTarget) => Reflect.construct(Real, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (Real, key, receiver) => (key === 'now' ? now : Reflect.get(Real, key, receiver)),
  });
}

/** How far `setting` lies from now: a day at the real time of day, or an instant. */
function offsetTo(setting) {
  const realNow = Date.now();
  const target = /^\d{4}-\d{2}-\d{2}$/.test(setting) ? Date.parse(`${setting}T00:00:00Z`) + (realNow % 86_400_000) : Date.parse(setting);
  if (!Number.isFinite(target)) throw new Error(`TEST_TODAY=${setting}: expected YYYY-MM-DD or an ISO date-time`);
  return target - realNow;
}
