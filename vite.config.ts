import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
    // react-router's package exports point at its development build for every condition (its
    // issue #14102), which keeps its developer warnings in the browser. Both entry points are
    // taken from its production build, never one without the other (two copies of its contexts
    // would break the router).
    alias: [
      { find: /^react-router$/, replacement: reactRouterBuild("index.mjs") },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild("dom-export.mjs") },
    ],
  },
  build: {
    rollupOptions: {
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        // React, React DOM and React Router load on every page: one file compresses better
        // than the five they were split into.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite[\\/]preload-helper/,
            },
            // The small modules every page's start needs, in one file rather than one each.
            {
              name: "shell",
              test: /app[\\/](lib[\\/](hydration|lazy-after-start|server-lazy|seo|submission-id|cn)|content[\\/]site)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  // `npm run dev` has no lead endpoint of its own: with `npm run serve` running beside it
  // (port 3000), the forms and the inbox talk to that server.
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
