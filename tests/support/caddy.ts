/**
 * Debian's Caddy running the generated site (build/Caddyfile) on a free port over HTTPS, with a
 * certificate from Caddy's own internal authority, in front of a Node server at `upstream`: as
 * the README's operations section sets it up, with the operator's Caddyfile reduced to a few test
 * settings that import the generated one.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect } from "node:tls";

import { freePort } from "./ports";

export const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const BUILD = path.resolve(import.meta.dirname, "../../build");
const START_TIMEOUT_MS = 15_000;

export interface TestCaddy {
  /** https://127.0.0.1:PORT */
  url: string;
  /** The root certificate of Caddy's internal authority, which signed the site's certificate. */
  ca: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Whether a TLS handshake that checks the certificate against `ca` succeeds. */
function handshakes(port: number, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, ca }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startCaddy({ upstream }: { upstream: string }): Promise<TestCaddy> {
  if (!existsSync(CADDY)) throw new Error(`caddy is installed by .ci/run; not found at ${CADDY}`);
  const dir = await mkdtemp(path.join(tmpdir(), "seafood-caddy-"));
  const port = await freePort();
  const url = `https://127.0.0.1:${port}`;
  const site = (await readFile(path.join(BUILD, "Caddyfile"), "utf8"))
    .replaceAll("__SITE__", url)
    .replaceAll("__ROOT__", path.join(BUILD, "client"))
    .replaceAll("__UPSTREAM__", upstream);
  await writeFile(path.join(dir, "site.caddy"), site);
  // The global options an operator's Caddyfile would have, for a test: no admin endpoint, no
  // change to the machine's trust store, state in this folder, and no port 80 (the HTTP-to-HTTPS
  // redirect) or UDP (HTTP/3).
  await writeFile(
    path.join(dir, "Caddyfile"),
    `{
	admin off
	skip_install_trust
	storage file_system ${path.join(dir, "storage")}
	http_port ${await freePort()}
	auto_https disable_redirects
	default_bind 127.0.0.1
	servers {
		protocols h1 h2
	}
}
import ${path.join(dir, "site.caddy")}
`,
  );
  const caddy = spawn(
    CADDY,
    ["run", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"],
    {
      // Caddy keeps its own files (the autosaved configuration) under these.
      env: { PATH: process.env.PATH ?? "", HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let log = "";
  caddy.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = once(caddy, "exit");
  const caFile = path.join(dir, "storage/pki/authorities/local/root.crt");
  const started = Date.now();
  let ca = "";
  while (!ca || !(await handshakes(port, ca))) {
    if (caddy.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      caddy.kill("SIGKILL");
      await exited;
      await rm(dir, { recursive: true, force: true });
      throw new Error(`caddy did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    ca = existsSync(caFile) ? await readFile(caFile, "utf8") : "";
  }
  return {
    url,
    ca,
    process: caddy,
    async stop() {
      // SIGTERM: Caddy's graceful shutdown.
      if (caddy.exitCode === null) caddy.kill("SIGTERM");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
