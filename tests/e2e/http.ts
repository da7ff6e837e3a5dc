import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The bytes of the status line and the headers as they were sent. */
  headBytes: number;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address the request is sent from (any 127.x.y.z is this machine). */
  localAddress?: string;
  /** Over HTTPS: the certificate authority the site's certificate must come from. */
  ca?: string;
}

function headBytes(version: string, status: number, message: string, rawHeaders: string[]): number {
  let head = `HTTP/${version} ${status} ${message}\r\n`;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    head += `${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`;
  }
  return Buffer.byteLength(`${head}\r\n`);
}

/** A request with the path sent exactly as written (no URL normalisation). */
export function rawRequest(
  base: string,
  path: string,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  const { hostname, port, protocol } = new URL(base);
  const { method = "GET", headers, body, localAddress, ca } = options;
  const request = protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, localAddress, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          headBytes: headBytes(
            res.httpVersion,
            res.statusCode ?? 0,
            res.statusMessage ?? "",
            res.rawHeaders,
          ),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}
