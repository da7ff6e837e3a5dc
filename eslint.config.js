import { readdirSync } from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports go one way: routes → features → components → lib → content. Every import across
 * folders uses the "~/" alias (a relative import may not climb out of its folder), so the rule
 * can read the layer from the import itself. Features never import each other; the server takes
 * only the shared schemas, lib and content, never UI.
 */
const UP = ["../*", "../**"];
const ROOT = ["~/root"];
const ROUTES = ["~/routes/**"];
const FEATURES = ["~/features/**"];
const COMPONENTS = ["~/components/**"];
const LIB = ["~/lib/**"];

function onlyDownwards(files, groups, message) {
  return {
    files,
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: groups, message }] }] },
  };
}

const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  onlyDownwards(
    ["app/content/**"],
    [...UP, ...ROOT, ...ROUTES, ...FEATURES, ...COMPONENTS, ...LIB],
    "Content is the bottom layer: it imports no other part of the app.",
  ),
  onlyDownwards(
    ["app/lib/**"],
    [...UP, ...ROOT, ...ROUTES, ...FEATURES, ...COMPONENTS],
    "lib may import content only (layers: routes → features → components → lib → content).",
  ),
  onlyDownwards(
    ["app/components/**"],
    [...UP, ...ROOT, ...ROUTES, ...FEATURES],
    "Components may import lib and content, never features or routes.",
  ),
  ...features.map((feature) =>
    onlyDownwards(
      [`app/features/${feature}/**`],
      [...UP, ...ROOT, ...ROUTES, "~/features/*/*", `!~/features/${feature}/*`],
      "A feature may import components, lib and content, never another feature or a route.",
    ),
  ),
  onlyDownwards(["app/routes/**", "app/root.tsx"], UP, "Import across folders with the ~/ alias."),
  onlyDownwards(
    ["server/**"],
    [
      ...ROOT,
      ...ROUTES,
      ...COMPONENTS,
      "~/features/*/*",
      "!~/features/*/*.schema",
      "~/lib/use-*",
      "~/lib/lazy-when-near",
      "react",
      "react-dom",
      "react-dom/*",
      "react-router",
      "react-hook-form",
    ],
    "The server never imports UI: only the forms' *.schema modules, lib and content.",
  ),
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
  ...boundaries,
);
