/**
 * Who sent a request, and over what. Behind a proxy the socket address is the proxy's: only
 * a proxy listed in TRUST_PROXY is believed about the client (X-Forwarded-For) and the
 * scheme (X-Forwarded-Proto).
 */
import type { IncomingMessage } from "node:http";
import type { BlockList } from "node:net";
import { isIP } from "node:net";
import type { TLSSocket } from "node:tls";

function normalise(address: string): string {
  // IPv4 clients of a dual-stack socket appear as "::ffff:1.2.3.4".
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(address: string, trusted: BlockList | undefined): boolean {
  if (!trusted) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return trusted.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the nearest
 * address in X-Forwarded-For that is not itself a trusted proxy.
 */
export function clientAddress(req: IncomingMessage, trusted: BlockList | undefined): string {
  let address = normalise(req.socket.remoteAddress ?? "unknown");
  if (!isTrusted(address, trusted)) return address;
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((part) => normalise(part.trim()))
    .filter((part) => isIP(part) !== 0);
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    address = forwarded[index]!;
    if (!isTrusted(address, trusted)) return address;
  }
  return address;
}

/** Whether the request reached us (or the trusted proxy in front of us) over HTTPS. */
export function arrivedOverHttps(req: IncomingMessage, trusted: BlockList | undefined): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!isTrusted(normalise(req.socket.remoteAddress ?? ""), trusted)) return false;
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}
