// Waiting on something that may never answer (Redis while it is away, a stuck shutdown step).

/** `work`, or a rejection with `message` once `ms` have passed. The timer never keeps the process alive. */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
