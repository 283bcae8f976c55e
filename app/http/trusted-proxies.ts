// TRUST_PROXY: the reverse proxies whose word on the client's address the site takes. Only a
// connection from one of them has its X-Forwarded-For read, and then the right-most entry that
// is not one of them is the client (Express's `trust proxy` with this list, through proxy-addr).
// Trusting a count of hops instead would believe whoever connects directly, forged header and all.
import { isIP } from "node:net";

export type TrustedProxies = { ok: true; proxies: string[] } | { ok: false; error: string };

/** "127.0.0.1,::1" or "10.0.0.0/8, fd00::/8"; "" and "0" trust none (the default). */
export function parseTrustedProxies(value: string): TrustedProxies {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === "0") return { ok: true, proxies: [] };
  for (const entry of entries) {
    if (/^\d+$/.test(entry)) {
      return {
        ok: false,
        error: `"${entry}": a count of proxies is no longer read; list their addresses, e.g. 127.0.0.1,::1`,
      };
    }
    if (!isAddressOrRange(entry)) {
      return { ok: false, error: `"${entry}" is neither an IP address nor a CIDR range` };
    }
  }
  return { ok: true, proxies: entries };
}

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** This machine's own addresses: 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return address === "::1" || (isIP(v4) === 4 && v4.startsWith("127."));
}
