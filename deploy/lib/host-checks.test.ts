import { describe, expect, it } from "vitest";
import { certificateFault, deepCheckFault, diskFaults } from "./host-checks.ts";

const MIB = 1024 * 1024;
const DAY = 86_400_000;
const now = new Date("2026-11-24T12:00:00Z");

describe("diskFaults", () => {
  const disks = [
    { folders: ["/srv/front"], freeBytes: 1023 * MIB },
    { folders: ["/srv/data"], freeBytes: 1024 * MIB },
  ];

  it("is a fault below the bound and none at it, naming the folders and the space left", () => {
    const faults = diskFaults(disks, 1024 * MIB);
    expect(faults.map((fault) => fault.key)).toEqual(["disk:/srv/front"]);
    expect(faults[0]?.subject).toBe("low disk for /srv/front");
    expect(faults[0]?.detail).toContain("1023 MiB free");
    expect(faults[0]?.holdMs).toBe(0);
  });

  it("names both folders once when they share a disk", () => {
    const [fault] = diskFaults([{ folders: ["/srv/front", "/srv/front/data"], freeBytes: 0 }], MIB);
    expect(fault?.subject).toBe("low disk for /srv/front and /srv/front/data");
  });
});

describe("deepCheckFault", () => {
  it("is none when the check passes or no release is live", () => {
    expect(deepCheckFault({ ok: true }, 240_000)).toBeNull();
    expect(deepCheckFault(null, 240_000)).toBeNull();
  });

  it("carries the check's reason and the hold it must last", () => {
    const fault = deepCheckFault({ ok: false, reason: "disk: 12 MiB free" }, 240_000);
    expect(fault?.detail).toContain("disk: 12 MiB free");
    expect(fault?.holdMs).toBe(240_000);
  });
});

describe("certificateFault", () => {
  const expiring = (days: number) => ({ notAfter: new Date(now.getTime() + days * DAY) });

  it("is none with 14 days or more left, and a fault with less", () => {
    expect(certificateFault(expiring(14), now, 14)).toBeNull();
    expect(certificateFault(expiring(30), now, 14)).toBeNull();
    expect(certificateFault(expiring(13.9), now, 14)?.subject).toBe(
      "the site's certificate expires in 13 days",
    );
  });

  it("says an expired certificate has expired, and a site it cannot reach is a fault too", () => {
    expect(certificateFault(expiring(-1), now, 14)?.subject).toBe(
      "the site's certificate has expired",
    );
    expect(certificateFault({ error: "ECONNREFUSED" }, now, 14)?.detail).toContain("ECONNREFUSED");
  });

  it("is none for a site not served over https", () => {
    expect(certificateFault(null, now, 14)).toBeNull();
  });
});
