/**
 * A real SMTP server inside the test process (smtp-server), whose messages are read back with
 * mailparser. It can be taken down and brought back on the same port, to test delivery retries.
 */
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

import { freePort } from "./ports";

export interface ReceivedMail {
  mail: ParsedMail;
  /** The envelope recipients (RCPT TO). */
  recipients: string[];
  /** The message exactly as it arrived. */
  raw: string;
}

export interface TestMailbox {
  /** smtp://127.0.0.1:PORT */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message (already arrived or arriving) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuses connections until `up()` (the port is closed). */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? ""));
}

export async function startMailbox(): Promise<TestMailbox> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const waiters = new Set<{
    match: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }>();

  const create = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // On down() and close(), open connections (a sender's pool keeps some) are cut at once.
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw).then(
            (mail) => {
              const message = {
                mail,
                raw,
                recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
              };
              received.push(message);
              for (const waiter of waiters) {
                if (waiter.match(message)) {
                  waiters.delete(waiter);
                  waiter.resolve(message);
                }
              }
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  let server = create();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        // A sender that dies mid-message (the crash tests SIGKILL one) resets its connection; the
        // server reports that as an error event. What was received is what the tests check.
        server.on("error", () => {});
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(match, timeoutMs = 10_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (!waiters.delete(waiter)) return;
          reject(
            new Error(`No matching e-mail within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs).unref();
      });
    },
    down: stop,
    async up() {
      server = create();
      await listen();
    },
    close: stop,
  };
}
