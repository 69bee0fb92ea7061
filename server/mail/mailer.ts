// Outgoing mail through SMTP_URL. Without it, mail is not sent: the fact is logged (never the body,
// which may hold a reset link) and callers in development mode may show the link instead.

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      async send(message) {
        log.info(
          { to: redactAddress(message.to), subject: message.subject },
          'mail not sent: SMTP_URL is not configured',
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
      log.info({ to: redactAddress(message.to), subject: message.subject }, 'mail sent');
    },
    close() {
      transport.close();
    },
  };
}

/** j***@example.com: enough to follow a delivery problem, not enough to harvest addresses from logs. */
export function redactAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
