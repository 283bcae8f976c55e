// What the check timer looks at: free space on the site's disks, the live process's deep check,
// and the certificate the site's address presents. Each answers rather than throws: a probe that
// cannot look is itself a finding.
import { statSync, statfsSync } from "node:fs";
import { isIP } from "node:net";
import tls from "node:tls";
import type { CertificateAnswer, DeepAnswer, DiskFree } from "./host-checks.ts";

/** Free space for each filesystem the folders are on (two folders on one disk: one entry). */
export function diskFree(folders: string[]): DiskFree[] {
  const byDevice = new Map<number, DiskFree>();
  for (const folder of folders) {
    const device = statSync(folder).dev;
    const known = byDevice.get(device);
    if (known) known.folders.push(folder);
    else {
      const stats = statfsSync(folder);
      byDevice.set(device, { folders: [folder], freeBytes: stats.bavail * stats.bsize });
    }
  }
  return [...byDevice.values()];
}

/** The live process's /health/deep; null from a release older than that route (404). */
export async function deepCheck(port: number, timeoutMs = 10_000): Promise<DeepAnswer | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health/deep`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as {
      ok?: unknown;
      reason?: unknown;
    } | null;
    if (response.status === 404) return null;
    if (response.ok && body?.ok === true) return { ok: true };
    return {
      ok: false,
      reason: typeof body?.reason === "string" ? body.reason : `answered ${response.status}`,
    };
  } catch (error) {
    return { ok: false, reason: `no answer on port ${port}: ${messageOf(error)}` };
  }
}

/** The certificate SITE_URL's host and port present; null for a site not served over https. */
export function certificate(
  siteUrl: string | null,
  timeoutMs = 10_000,
): Promise<CertificateAnswer | null> {
  if (!siteUrl || new URL(siteUrl).protocol !== "https:") return Promise.resolve(null);
  const url = new URL(siteUrl);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve) => {
    // Read whatever it presents: an expired or unknown certificate is what this looks for.
    const socket = tls.connect({
      host,
      port: Number(url.port || 443),
      servername: isIP(host) ? undefined : host,
      rejectUnauthorized: false,
      timeout: timeoutMs,
    });
    const done = (answer: CertificateAnswer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once("secureConnect", () => {
      const validTo = socket.getPeerCertificate().valid_to;
      done(validTo ? { notAfter: new Date(validTo) } : { error: "no certificate presented" });
    });
    socket.once("timeout", () => done({ error: `no answer within ${timeoutMs / 1000} s` }));
    socket.once("error", (error) => done({ error: messageOf(error) }));
  });
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
