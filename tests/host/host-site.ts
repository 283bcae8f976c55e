// The site on the booted host as real-host.test.ts asks it: over https through the host's Caddy
// (trusting Caddy's local root), its readiness, a sign-up, the stored subscribers, the release
// tool as the operator runs it, and the units systemd counts failed.
import { httpsGet } from "../support/caddy.ts";
import { onHost } from "./debian-host.ts";

export const SITE = "https://localhost";
const CADDY_ROOT = "/usr/local/share/ca-certificates/caddy-local.crt";
/** The release tool as the operator runs it: a shell command to close with a `'`. */
export const TOOL = `sudo -u front sh -c 'set -a; . /etc/front/front-release.env; node /usr/local/lib/front/front.js`;

export async function ask(pathname: string, init: { method?: string; body?: string } = {}) {
  const ca = Buffer.from(onHost(`cat ${CADDY_ROOT}`).stdout);
  return httpsGet(`${SITE}:443${pathname}`, ca, {
    ...init,
    headers: init.body ? { "Content-Type": "application/json" } : {},
  });
}

export const readiness = async () =>
  JSON.parse((await ask("/health/ready")).body.toString()) as { ready: boolean; release: string };

export const signUp = async (email: string) =>
  (await ask("/api/front-email", { method: "POST", body: JSON.stringify({ email }) })).status;

export const subscribers = () =>
  onHost(`sqlite3 /srv/front/data/front.sqlite "SELECT email FROM subscribers ORDER BY id"`)
    .stdout.trim()
    .split("\n");

/** Milliseconds until `/` answers 200 through Caddy, asked every 250 ms, or throws past `limitMs`. */
export async function untilHomeAnswers(limitMs: number): Promise<number> {
  const started = Date.now();
  let last = "no answer";
  while (Date.now() - started < limitMs) {
    try {
      const answer = await ask("/");
      if (answer.status === 200) return Date.now() - started;
      last = `${answer.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/ did not answer 200 within ${limitMs / 1000} s: ${last}`);
}

export const liveFailedUnits = () =>
  onHost("systemctl list-units --failed --plain --no-legend").stdout.trim();

/**
 * How often the check's journal says that alerts need mail, and how often it should. The check
 * says it once, at its first run, and notes that it has (state/alerts-need-mail). Its timer
 * first starts it three minutes after boot, which a busy machine reaches before the power cut:
 * the journal of that boot (in /run) is gone with it, and the line with it.
 */
export function alertsNeedMailSaid(): { said: number; expected: number } {
  const said = onHost(
    "journalctl --unit front-check --output cat --no-pager | grep -c 'alerts are not mailed' || true",
  ).stdout.trim();
  const notedAt = Date.parse(onHost("cat /srv/front/state/alerts-need-mail").stdout.trim());
  const [journalFrom = "0"] = onHost(
    "journalctl --output short-unix --no-pager --quiet | sed -n 1p",
  ).stdout.split(" ");
  return { said: Number(said), expected: notedAt >= Number(journalFrom) * 1000 ? 1 : 0 };
}
