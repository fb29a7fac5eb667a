import { appendFile } from "node:fs/promises";
import type { FastifyBaseLogger } from "fastify";

/** Outgoing SMS and mail. Production plugs a gateway in; development writes to the log. */
export interface SmsTransport {
  send(mobilePhone: string, text: string): Promise<void>;
}

export interface MailTransport {
  send(to: string, subject: string, text: string): Promise<void>;
}

export interface SentMessage {
  to: string;
  subject?: string;
  text: string;
  at: Date;
}

/**
 * Development transport: logs each message and keeps the last few for tests and local use. With an outbox file (set
 * by DEV_OUTBOX_FILE, never in production) it also appends each message there as a JSON line, so that a browser test,
 * which runs in another process than the server, can read a verification code.
 */
export class LogTransport implements SmsTransport, MailTransport {
  readonly outbox: SentMessage[] = [];

  constructor(
    private readonly log: Pick<FastifyBaseLogger, "info">,
    private readonly channel: "sms" | "mail",
    private readonly outboxFile: string | null = null,
  ) {}

  async send(to: string, subjectOrText: string, text?: string): Promise<void> {
    const message: SentMessage =
      text === undefined
        ? { to, text: subjectOrText, at: new Date() }
        : { to, subject: subjectOrText, text, at: new Date() };
    this.outbox.push(message);
    if (this.outbox.length > 100) this.outbox.shift();
    this.log.info(
      { channel: this.channel, to: message.to, subject: message.subject },
      `[${this.channel}] ${message.text}`,
    );
    if (this.outboxFile)
      await appendFile(this.outboxFile, `${JSON.stringify({ channel: this.channel, ...message })}\n`, "utf8");
  }

  last(to: string): SentMessage | undefined {
    return [...this.outbox].reverse().find((m) => m.to === to);
  }
}
