// A real SMTP server on loopback for tests: it keeps every mail it accepts, and can refuse some.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

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
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let offered = 0;
  const state = { refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
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
