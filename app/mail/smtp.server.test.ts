import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../../tests/support/smtp-server.ts";
import { smtpSender } from "./smtp.server.ts";

const mail = {
  from: "gallery@example.org",
  to: "gallery@example.org",
  replyTo: "ada@example.com",
  subject: "A note",
  text: "Hello",
};

// The test server offers no STARTTLS, as a misconfigured or intercepted relay would.
let smtp: TestSmtpServer;
beforeAll(async () => (smtp = await startTestSmtpServer()));
afterAll(() => smtp.close());

describe("smtpSender", () => {
  it("refuses to send in clear over smtp:// when the server offers no STARTTLS", async () => {
    await expect(smtpSender(`smtp://127.0.0.1:${smtp.port}`)(mail)).rejects.toThrow(/STARTTLS/i);
    expect(smtp.received).toHaveLength(0);
  });

  it("sends in clear only when the URL says so", async () => {
    await smtpSender(`smtp://127.0.0.1:${smtp.port}?requireTLS=false`)(mail);
    expect(smtp.received).toHaveLength(1);
  });
});
