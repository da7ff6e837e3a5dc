import { readdirSync } from "node:fs";

import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports go one way: routes → features → components → hooks → lib → contracts → content. Every
 * import across folders of app/ uses the "~/" alias (a relative import may not climb out of its
 * folder), so the rule can read the layer from the import itself. Features never import each
 * other. The server takes only the contracts (schemas, the lead-form registry, the inbox API)
 * and the content, never UI; inside server/ its folders are layered too (see serverLayers).
 */
const UP = ["../*", "../**"];
const ROOT = ["~/root"];
const ROUTES = ["~/routes/**"];
const FEATURES = ["~/features/**"];
const COMPONENTS = ["~/components/**"];
const HOOKS = ["~/hooks/**"];
const LIB = ["~/lib/**"];
const CONTRACTS = ["~/contracts/**"];
const UI_PACKAGES = [
  "react",
  "react-dom",
  "react-dom/*",
  "react-router",
  "react-hook-form",
  "@hookform/*",
  "radix-ui",
  "sonner",
  "lucide-react",
];

/** ESLint's no-restricted-imports for these files, with one message per group of patterns. */
function restrict(files, ...rules) {
  return {
    files,
    rules: { "no-restricted-imports": ["error", { patterns: rules }] },
  };
}

function onlyDownwards(files, group, message) {
  return restrict(files, { group, message });
}

const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Everything in app/ but the contracts and the content: the server may import none of it. */
const NOT_FOR_THE_SERVER = readdirSync(new URL("./app", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.name !== "contracts" && entry.name !== "content")
  .map((entry) =>
    entry.isDirectory() ? `~/${entry.name}/**` : `~/${entry.name.replace(/\.[^.]+$/, "")}`,
  );

const SERVER_TAKES_CONTRACTS = {
  group: [...NOT_FOR_THE_SERVER, ...UI_PACKAGES],
  message: "The server imports only ~/contracts and ~/content from the app, never UI.",
};

const SERVER_TESTS = ["server/**/*.test.ts", "server/test/**"];

/**
 * The server's own layers, by folder: db/ and http/ import none of leads/, ops/ or inbox/; db/
 * takes only types from the app (what its tables hold), http/ only the site's name; leads/
 * never reaches into inbox/; only server.ts puts the parts together, and only main.ts starts
 * it. The server's modules import one another relatively, so the patterns name relative paths.
 * (A later config object replaces an earlier one's options for the same rule, so each layer
 * repeats the rule every server file has.)
 */
function serverLayer(files, group, message) {
  return { ...restrict(files, SERVER_TAKES_CONTRACTS, { group, message }), ignores: SERVER_TESTS };
}

const ABOVE_FOLDERS = ["../server", "../main"];
const serverLayers = [
  restrict(["server/**"], SERVER_TAKES_CONTRACTS),
  serverLayer(
    ["server/log.ts", "server/config.ts", "server/metrics.ts"],
    ["./db/*", "./http/*", "./leads/*", "./ops/*", "./inbox/*", "./server", "./main"],
    "config.ts, log.ts and metrics.ts are the server's base: they import no other part of it.",
  ),
  serverLayer(
    ["server/db/**"],
    ["../http/*", "../leads/*", "../ops/*", "../inbox/*", ...ABOVE_FOLDERS],
    "db/ is below http/, leads/, ops/ and inbox/: it may import only log.ts and config.ts.",
  ),
  {
    // The tables' types name what they hold (a lead's status, a locale) with the app's types.
    files: ["server/db/**"],
    ignores: SERVER_TESTS,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/**"],
              allowTypeImports: true,
              message: "db/ takes only types from the app (`import type`): what its tables hold.",
            },
          ],
        },
      ],
    },
  },
  serverLayer(
    ["server/http/**"],
    [
      ...["../leads/*", "../ops/*", "../inbox/*", ...ABOVE_FOLDERS],
      ...["~/contracts/**", "~/content/**", "!~/content/site"],
    ],
    "http/ is below leads/, ops/ and inbox/: it may import db/, log.ts, config.ts and, of the app, only ~/content/site (the name on its pages).",
  ),
  serverLayer(
    ["server/leads/**"],
    ["../ops/*", "../inbox/*", ...ABOVE_FOLDERS],
    "leads/ may import http/ and db/, never ops/ or inbox/: they build on leads, not the reverse.",
  ),
  serverLayer(
    ["server/ops/**"],
    ["../inbox/*", ...ABOVE_FOLDERS],
    "ops/ (backups, the store's lock, the owner's alerts) may import leads/, http/ and db/; the inbox shows what it reports.",
  ),
  serverLayer(
    ["server/ops/{backup,restore}{,-cli}.ts", "server/ops/commands.ts", "server/ops/lock.ts"],
    ["../inbox/*", ...ABOVE_FOLDERS, "../db/connection"],
    "`npm run backup` and `npm run restore` do not load db/connection.ts (the query builder and both database drivers: half a second of each command's start); the store's file name is in db/store-file.ts. Like all of ops/, they never import inbox/ or above.",
  ),
  serverLayer(
    ["server/inbox/**"],
    ABOVE_FOLDERS,
    "Only server.ts puts the server's parts together, and only main.ts starts it.",
  ),
];

const boundaries = [
  onlyDownwards(
    ["app/content/**"],
    [...UP, ...ROOT, ...ROUTES, ...FEATURES, ...COMPONENTS, ...HOOKS, ...LIB, ...CONTRACTS],
    "Content is the bottom layer: it imports no other part of the app.",
  ),
  onlyDownwards(
    ["app/contracts/**"],
    [...UP, ...ROOT, ...ROUTES, ...FEATURES, ...COMPONENTS, ...HOOKS, ...LIB, ...UI_PACKAGES],
    "Contracts are shared with the server: they import content and other contracts only, no UI.",
  ),
  onlyDownwards(
    ["app/lib/**"],
    [...UP, ...ROOT, ...ROUTES, ...FEATURES, ...COMPONENTS, ...HOOKS],
    "lib may import contracts and content (layers: routes → features → components → hooks → lib).",
  ),
  onlyDownwards(
    ["app/hooks/**"],
    [...UP, ...ROOT, ...ROUTES, ...FEATURES, ...COMPONENTS],
    "Hooks may import lib, contracts and content, never components, features or routes.",
  ),
  onlyDownwards(
    ["app/components/**"],
    [...UP, ...ROOT, ...ROUTES, ...FEATURES],
    "Components may import hooks, lib, contracts and content, never features or routes.",
  ),
  ...features.map((feature) =>
    onlyDownwards(
      [`app/features/${feature}/**`],
      [...UP, ...ROOT, ...ROUTES, "~/features/*/*", `!~/features/${feature}/*`],
      "A feature may import components, hooks, lib, contracts and content, never another feature or a route.",
    ),
  ),
  onlyDownwards(["app/routes/**", "app/root.tsx"], UP, "Import across folders with the ~/ alias."),
  ...serverLayers,
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "public/generated/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      "reports/",
      ".tools/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React, hooks and accessibility rules for the site's code (tests and scripts are not React).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { "@typescript-eslint/consistent-type-imports": "error" },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // No import cycles anywhere: a cycle is a layer that leaks, and modules evaluated half-way.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js"],
          tsconfig: { configFile: new URL("./tsconfig.json", import.meta.url).pathname },
        }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  ...boundaries,
);
