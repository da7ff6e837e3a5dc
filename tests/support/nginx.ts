/**
 * Debian's nginx running the generated site (build/nginx.conf) on a free port, in front of a
 * Node server at `upstream`: over plain HTTP, or over HTTPS with a throw-away certificate, as
 * the README's operations section sets it up.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { freePort } from "./ports";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const BUILD = path.resolve(import.meta.dirname, "../../build");
const START_TIMEOUT_MS = 10_000;

const run = promisify(execFile);

export interface TestNginx {
  /** http://127.0.0.1:PORT or https://127.0.0.1:PORT */
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** host:port of the Node server (__UPSTREAM__). */
  upstream: string;
  /** Listen over HTTPS, with a self-signed certificate for 127.0.0.1. */
  https?: boolean;
}

async function selfSignedCertificate(dir: string): Promise<string> {
  const certificate = path.join(dir, "site.crt");
  const key = path.join(dir, "site.key");
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    key,
    "-out",
    certificate,
  ]);
  return `ssl_certificate ${certificate};\n  ssl_certificate_key ${key};`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startNginx({ upstream, https = false }: NginxOptions): Promise<TestNginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is installed by .ci/run; not found at ${NGINX}`);
  const dir = await mkdtemp(path.join(tmpdir(), "seafood-nginx-"));
  const port = await freePort();
  // __PORT__ is what nginx listens on: the README's "443 ssl" becomes this port on 127.0.0.1.
  const site = (await readFile(path.join(BUILD, "nginx.conf"), "utf8"))
    .replaceAll("__ROOT__", path.join(BUILD, "client"))
    .replaceAll("__PORT__", `127.0.0.1:${port}${https ? " ssl" : ""}`)
    .replaceAll("__UPSTREAM__", upstream);
  await writeFile(path.join(dir, "site.conf"), site);
  // Started by root, nginx's workers would run as "nobody", who can neither read a checkout only
  // root may enter nor write request bodies into this folder.
  const workers = process.getuid?.() === 0 ? "user root;\n" : "";
  await writeFile(
    path.join(dir, "nginx.conf"),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${workers}events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${https ? await selfSignedCertificate(dir) : ""}
  include ${dir}/site.conf;
}
`,
  );
  const nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = once(nginx, "exit");
  const started = Date.now();
  while (!(await accepts(port))) {
    if (nginx.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      nginx.kill("SIGKILL");
      const log = await readFile(path.join(dir, "error.log"), "utf8").catch(() => "");
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url: `${https ? "https" : "http"}://127.0.0.1:${port}`,
    process: nginx,
    async stop() {
      // SIGQUIT: nginx's graceful shutdown.
      if (nginx.exitCode === null) nginx.kill("SIGQUIT");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
