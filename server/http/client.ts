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

/** The number of hextets in an IPv6 address, and in its /64 network prefix. */
const IPV6_GROUPS = 8;
const PREFIX_GROUPS = 4;

/** An IPv6 address's eight groups as numbers (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros = Array<number>(Math.max(0, IPV6_GROUPS - front.length - back.length)).fill(0);
  return [...front, ...zeros, ...back];
}

/**
 * The key a client is counted by, for rate limits and the sign-in lockout: an IPv4 address as
 * it is, an IPv6 address by its /64. One subscriber's network is a /64, so a single host can
 * take any of its 2^64 addresses; counted one by one, every request would be a new client.
 */
export function clientKey(address: string): string {
  const plain = normalise(address);
  if (isIP(plain) !== 6) return plain;
  const prefix = ipv6Groups(plain)
    .slice(0, PREFIX_GROUPS)
    .map((group) => group.toString(16));
  return `${prefix.join(":")}::/64`;
}
