import type { IncomingMessage } from "node:http";

import { describe, expect, test } from "vitest";

import { parseProxyList } from "../config";
import { arrivedOverHttps, clientAddress, clientKey } from "./client";

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

const proxies = parseProxyList("127.0.0.1, 10.0.0.0/8");
if (typeof proxies === "string") throw new Error(proxies);

describe("clientAddress", () => {
  test("is the socket's address when no proxy is trusted, whatever the headers say", () => {
    expect(
      clientAddress(request("198.51.100.4", { "x-forwarded-for": "1.2.3.4" }), undefined),
    ).toBe("198.51.100.4");
  });

  test("believes a trusted proxy: the nearest address that is not itself a proxy", () => {
    const req = request("127.0.0.1", { "x-forwarded-for": "1.2.3.4, 203.0.113.9, 10.0.0.5" });
    expect(clientAddress(req, proxies)).toBe("203.0.113.9");
  });

  test("ignores X-Forwarded-For from an untrusted peer", () => {
    const req = request("198.51.100.4", { "x-forwarded-for": "203.0.113.9" });
    expect(clientAddress(req, proxies)).toBe("198.51.100.4");
  });

  test("reads IPv4 clients of a dual-stack socket without the ::ffff: prefix", () => {
    expect(clientAddress(request("::ffff:198.51.100.4"), undefined)).toBe("198.51.100.4");
  });
});

describe("arrivedOverHttps", () => {
  test("believes X-Forwarded-Proto only from a trusted proxy", () => {
    expect(arrivedOverHttps(request("127.0.0.1", { "x-forwarded-proto": "https" }), proxies)).toBe(
      true,
    );
    expect(
      arrivedOverHttps(request("198.51.100.4", { "x-forwarded-proto": "https" }), proxies),
    ).toBe(false);
    expect(arrivedOverHttps(request("127.0.0.1", { "x-forwarded-proto": "http" }), proxies)).toBe(
      false,
    );
  });
});

describe("clientKey", () => {
  test.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["1::2:3:4:5:6:7", "1:0:2:3::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s is counted as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
