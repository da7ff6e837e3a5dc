/** Starts the production server on a free local port for the measurement scripts. */
import { startSiteServer } from "../tests/support/site-server.ts";

export {
  chromiumArgs,
  chromiumPath,
  featuresOff,
  playwrightArgs,
} from "../tests/support/chromium.ts";
export { freePort } from "../tests/support/ports.ts";

export async function startServer(
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = await startSiteServer({ env: { LEAD_RATE_LIMIT: "0", ...env } });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
    },
  };
}
