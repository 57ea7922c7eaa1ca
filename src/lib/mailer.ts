// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written
// as an .eml file to LEVY_HOME/outbox (and logged), so nothing is lost on a machine without SMTP.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; outbox: string }, log: Logger): Mailer {
  if (options.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: options.from, ...mail })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outbox, { recursive: true });
      const file = join(
        options.outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9.@-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'e-mail written to the outbox (SMTP_URL is not set)');
    },
  };
}
