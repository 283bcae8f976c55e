// A real SMTP server on loopback for tests: it keeps every mail it accepts, and can refuse some.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** When it was taken (Date.now()). */
  at: number;
}

/**
 * Asked for each recipient offered (RCPT TO), with how often that address was offered before
 * (0, 1, …): an SMTP reply code to refuse it with (550: no such mailbox; 451: try later), or null.
 */
export type RefuseAddress = (address: string, offeredBefore: number) => number | null;

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** How many mails it refused. */
  refused: number;
  close(): Promise<void>;
}

/**
 * Listens on `port` (0: any free one). `refuse(n)` is asked for the nth mail offered (1, 2, …):
 * an SMTP reply code to refuse it with (451: try later; 550: never), or null to take it.
 */
export async function startTestSmtpServer(
  port = 0,
  refuse: (n: number) => number | null = () => null,
  refuseAddress: RefuseAddress = () => null,
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const offeredTo = new Map<string, number>();
  let offered = 0;
  const state = { refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const before = offeredTo.get(address.address) ?? 0;
      offeredTo.set(address.address, before + 1);
      const code = refuseAddress(address.address, before);
      if (code === null) return callback();
      state.refused += 1;
      const words = code >= 500 ? "No such mailbox here" : "Mailbox busy, try again later";
      callback(Object.assign(new Error(`${words} (${code})`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        offered += 1;
        const code = refuse(offered);
        if (code !== null) {
          state.refused += 1;
          const error = Object.assign(new Error(`Refused by the test server (${code})`), {
            responseCode: code,
          });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    get refused() {
      return state.refused;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
