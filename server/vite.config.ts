/**
 * Compiles the server (TypeScript, with the app's shared form schemas and content) into one
 * Node bundle, build/server/main.js (and the commands inbox-owner.js, backup.js and restore.js). Packages stay
 * in node_modules.
 */
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: true,
    target: "node20",
    outDir: "build/server",
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: "server/main.ts",
        "inbox-owner": "server/inbox/owner-cli.ts",
        backup: "server/ops/backup-cli.ts",
        restore: "server/ops/restore-cli.ts",
      },
    },
  },
});
