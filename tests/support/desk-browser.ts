// A browser at the members' desk, for HTTP tests: it keeps the cookies the site sets (only the
// desk's, by name), sends its Origin as the site's own pages do, and names its client for the
// rate limits through X-Forwarded-For (the test plays the trusted proxy).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { textOf } from "./mail-text.ts";
import { eventually, LOADED_MACHINE_MS } from "./eventually.ts";
import type { TestSmtpServer } from "./smtp-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface DeskBrowser {
  cookies: Map<string, string>;
  client: string;
  get(path: string, accept?: string): Promise<Response>;
  post(
    path: string,
    fields: Record<string, string>,
    origin?: string | null,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

export function deskBrowser(origin: () => string, client: string): DeskBrowser {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      if (/Max-Age=0\b/.test(line)) cookies.delete(name);
      else cookies.set(name, value.join("="));
    }
    return response;
  };
  const cookieHeader = (): Record<string, string> =>
    cookies.size > 0
      ? { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
      : {};
  return {
    cookies,
    client,
    async get(target, accept = "text/html") {
      return keep(
        await fetch(`${origin()}${target}`, {
          redirect: "manual",
          headers: { Accept: accept, "X-Forwarded-For": client, ...cookieHeader() },
        }),
      );
    },
    async post(target, fields, from = origin(), extra = {}) {
      return keep(
        await fetch(`${origin()}${target}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "text/html",
            "X-Forwarded-For": client,
            ...(from === null ? {} : { Origin: from }),
            ...cookieHeader(),
            ...extra,
          },
          body: new URLSearchParams(fields).toString(),
        }),
      );
    },
  };
}

/** Runs `npm run members -- …` against the database at `databasePath`. */
export function members(databasePath: string, ...args: string[]): string {
  return execFileSync(process.execPath, ["app/features/desk/members-cli.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The codes mailed to `address` so far, oldest first. */
export function codesMailedTo(smtp: TestSmtpServer, address: string): string[] {
  return smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => /Your code is (\d{8})/.exec(textOf(mail.raw))?.[1] ?? "")
    .filter((code) => code !== "");
}

/** Waits until `count` mails reached `address`, or `withinMs` passed. */
export async function waitForMail(
  smtp: TestSmtpServer,
  address: string,
  count: number,
  withinMs = LOADED_MACHINE_MS,
): Promise<void> {
  await eventually(
    () => smtp.received.filter((mail) => mail.to.includes(address)).length >= count,
    `no mail #${count} to ${address}`,
    withinMs,
    50,
  );
}

/**
 * Signs `at` in as `email` as a member does: asks for a code, waits for its mail, types it; the
 * answers must be the desk's redirects (to the code form, then to /desk). `headers` go with both
 * posts (a User-Agent, say). Returns the code it used.
 */
export async function signInByMailedCode(
  at: DeskBrowser,
  smtp: TestSmtpServer,
  email: string,
  headers: Record<string, string> = {},
): Promise<string> {
  await (await at.get("/desk/sign-in")).arrayBuffer();
  const mailed = codesMailedTo(smtp, email).length;
  const asked = await at.post("/desk/sign-in", { intent: "send-code", email }, undefined, headers);
  if (asked.status !== 303) throw new Error(`asking for a code answered ${asked.status}`);
  await waitForMail(smtp, email, mailed + 1);
  const code = codesMailedTo(smtp, email).at(-1) ?? "";
  const typed = await at.post(
    "/desk/sign-in?step=code",
    { intent: "check-code", code },
    undefined,
    headers,
  );
  const location = typed.headers.get("location");
  if (typed.status !== 303 || location !== "/desk") {
    throw new Error(`typing the code answered ${typed.status} to ${location}`);
  }
  return code;
}
