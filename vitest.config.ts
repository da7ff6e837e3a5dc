import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.{js,ts}"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
