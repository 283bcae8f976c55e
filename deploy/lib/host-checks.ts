// The check timer's rules (docs/operating.md, "Alerts"): from what the probes found, the faults
// there are now. Each fault has a key (the same fault keeps it from one run to the next), what to
// tell the operator, and how long it must last before it is one.
export interface Fault {
  key: string;
  subject: string;
  detail: string;
  /** What answers it, in docs/operating.md's words. */
  answer: string;
  /** It is mailed only once it has lasted this long (0: at once). */
  holdMs: number;
}

export interface DiskFree {
  /** The site's folders on this filesystem. */
  folders: string[];
  freeBytes: number;
}

const MIB = 1024 * 1024;

export function diskFaults(disks: DiskFree[], boundBytes: number): Fault[] {
  return disks
    .filter((disk) => disk.freeBytes < boundBytes)
    .map((disk) => ({
      key: `disk:${disk.folders.join(",")}`,
      // No figure in the subject: "cleared: …" repeats it when the disk has room again.
      subject: `low disk for ${disk.folders.join(" and ")}`,
      detail: `${Math.floor(disk.freeBytes / MIB)} MiB free on the disk of ${disk.folders.join(" and ")}; the bound is ${Math.floor(boundBytes / MIB)} MiB (ALERT_DISK_FREE_MIB).`,
      answer:
        "See what takes the room: `du -xsh /srv/front/* /var/log | sort -h`. Old releases go with the next release; old backups with the next backup; `journalctl --vacuum-size=200M` shrinks the journal.",
      holdMs: 0,
    }));
}

export type DeepAnswer = { ok: true } | { ok: false; reason: string };

export function deepCheckFault(answer: DeepAnswer | null, holdMs: number): Fault | null {
  if (!answer || answer.ok) return null;
  return {
    key: "deep-check",
    subject: "the site's deep check fails",
    detail: `/health/deep says: ${answer.reason}`,
    answer:
      "Pages may still be served, but sign-ups or mail are not working. `curl -s http://127.0.0.1:PORT/health/deep` (PORT from /srv/front/state/live.json) names the fault; a full disk or a held database lock are the usual ones.",
    holdMs,
  };
}

export type CertificateAnswer = { notAfter: Date } | { error: string };

export function certificateFault(
  answer: CertificateAnswer | null,
  now: Date,
  days: number,
): Fault | null {
  if (!answer) return null;
  const answerText =
    "Caddy renews the certificate by itself about 30 days before it expires; when it has not, its log says why: `journalctl -u caddy -n 100`. Check that the domain still points at this server and ports 80 and 443 are open, then `systemctl restart caddy`.";
  if ("error" in answer)
    return {
      key: "certificate",
      subject: "the site's certificate cannot be read",
      detail: `Connecting to the site over https failed: ${answer.error}`,
      answer: answerText,
      holdMs: 0,
    };
  const left = answer.notAfter.getTime() - now.getTime();
  if (left >= days * 86_400_000) return null;
  const daysLeft = Math.floor(left / 86_400_000);
  return {
    key: "certificate",
    subject:
      left <= 0
        ? "the site's certificate has expired"
        : `the site's certificate expires in ${daysLeft} days`,
    detail: `The certificate is valid until ${answer.notAfter.toISOString()}.`,
    answer: answerText,
    holdMs: 0,
  };
}
