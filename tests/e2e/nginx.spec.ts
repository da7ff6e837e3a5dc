import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { freePort } from "../support/ports";
import { rawRequest } from "./http";
import { expectServingRules } from "./serving";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

test("the generated nginx config applies the same serving rules", async () => {
  expect(existsSync(NGINX), `nginx is installed by .ci/run; not found at ${NGINX}`).toBe(true);
  const dir = await mkdtemp(path.join(tmpdir(), "nginx-"));
  const port = await freePort();
  const site = (await readFile("build/nginx.conf", "utf8"))
    .replaceAll("__ROOT__", path.resolve("build/client"))
    .replaceAll("__PORT__", String(port));
  await writeFile(path.join(dir, "site.conf"), site);
  await writeFile(
    path.join(dir, "nginx.conf"),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  include ${dir}/site.conf;
}
`,
  );
  const nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "inherit" });
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect(async () => {
      expect((await rawRequest(base, "/healthz")).status).toBe(200);
    }).toPass({ timeout: 10_000 });
    // Debian's nginx has no brotli module: it serves the gzip files.
    await expectServingRules(base, { brotli: false });
  } finally {
    nginx.kill("SIGQUIT");
    await once(nginx, "exit");
  }
});
