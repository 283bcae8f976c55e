// Which address a request comes from, for the sign-up rate limit. Pure.
//
// X-Forwarded-For is written by whoever sends the request, so only the entries added by our
// own proxies can be believed. With `trustedProxies` = n (TRUST_PROXY), the client is the
// address n hops from the right of [...X-Forwarded-For, socket address]: each trusted proxy
// appended the address it saw. With 0 the header is ignored: behind no proxy, a client could
// otherwise claim a new address on every request and never be limited.

/**
 * The peer address of the connection. A Fetch Request has no socket, so the Express server
 * sets this header on every request, replacing any a client sent (server/app.ts).
 */
export const SOCKET_ADDRESS_HEADER = "x-front-socket-address";

export function clientAddress(
  socketAddress: string,
  forwardedFor: string | null,
  trustedProxies: number,
): string {
  const chain = [
    ...(trustedProxies > 0 && forwardedFor ? forwardedFor.split(",") : []),
    socketAddress,
  ]
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const hop = Math.max(0, chain.length - 1 - trustedProxies);
  return normalise(chain[hop] ?? socketAddress);
}

/** An IPv4 client seen on an IPv6 socket ("::ffff:192.0.2.1") is the same client. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped?.[1] ?? address).toLowerCase();
}
