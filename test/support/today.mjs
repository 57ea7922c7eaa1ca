// Runs a process as of another day: TEST_TODAY=2026-12-31 (the real time of day on that date) or
// TEST_TODAY=2026-12-31T23:30:00Z (that instant) moves this process's clock there, and the clock
// then runs on at its normal pace. Loaded with `node --import` through NODE_OPTIONS (scripts/test.mjs
// sets both), so the vitest workers and every process a test starts (Levy, its workers, the CLI)
// share one calendar: a test that assumes today's month, quarter or year fails here before the
// calendar makes it fail in CI. Only `Date` moves; timers, performance.now() and the databases'
// clocks do not, which is all Levy reads the calendar from.
const setting = process.env.TEST_TODAY;
if (setting !== undefined && setting !== '') {
  const RealDate = Date;
  const realNow = RealDate.now();
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(setting);
  const target = dayOnly ? RealDate.parse(`${setting}T00:00:00Z`) + (realNow % 86_400_000) : RealDate.parse(setting);
  if (!Number.isFinite(target)) throw new Error(`TEST_TODAY=${setting}: expected YYYY-MM-DD or an ISO date-time`);
  // The same offset in every process of a run: the first process fixes it and hands it on.
  const offset = process.env.TEST_TODAY_OFFSET_MS !== undefined ? Number(process.env.TEST_TODAY_OFFSET_MS) : target - realNow;
  process.env.TEST_TODAY_OFFSET_MS = String(offset);
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (Real, args, newTarget) => Reflect.construct(Real, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (Real, key, receiver) => (key === 'now' ? now : Reflect.get(Real, key, receiver)),
  });
}
