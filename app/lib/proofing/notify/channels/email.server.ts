import nodemailer from "nodemailer";
import type { Channel } from "../channel";
import { oneLine } from "../notice";

/** An SMTP server that does not connect, greet or answer within these is tried again later. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * E-mail through the owner's SMTP server: one nodemailer transport from the smtp:// or smtps://
 * address, plain text only (nothing typed is ever rendered as HTML), the title as the subject.
 */
export function emailChannel(config: { smtp: string; from: string; to: string[] }): Channel {
  const transport = nodemailer.createTransport({ url: config.smtp, ...timeouts });
  return {
    async send({ title, text }, signal) {
      await transport.sendMail({ from: config.from, to: config.to, subject: oneLine(title), text, signal });
    },
    close: () => transport.close(),
  };
}
