import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends the one-time links by e-mail when SMTP_URL is set. A failed send is logged and reported
 * as not sent (the owner then passes the link on by hand); it never fails the invitation.
 */
export function mailer(config: Config, log: FastifyBaseLogger) {
  const smtp = config.smtp;
  // nodemailer (some 40 ms of a start) loads with the first e-mail to send, not at start.
  let transport: Transporter | undefined;
  const open = async (url: string) => {
    const { createTransport } = await import('nodemailer');
    transport ??= createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    } as never);
    return transport;
  };
  return {
    enabled: Boolean(smtp),
    async send(mail: Mail): Promise<boolean> {
      if (!smtp) return false;
      try {
        await (await open(smtp.url)).sendMail({ from: smtp.from, ...mail });
        return true;
      } catch (err) {
        log.warn({ err, to: mail.to }, 'could not send an e-mail');
        return false;
      }
    },
    close: () => transport?.close(),
  };
}
