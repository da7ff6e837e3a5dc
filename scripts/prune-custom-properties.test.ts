import { describe, expect, test } from "vitest";

import { pruneCustomProperties } from "./prune-custom-properties";

const REGISTRATIONS = [
  '@property --tw-translate-y{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
  '@property --tw-shadow-color{syntax:"*";inherits:false}',
].join("");
const FALLBACK =
  "@layer properties{@supports ((-webkit-hyphens:none)) or (-moz-orient:inline){*,:before,:after{--tw-translate-y:0;--tw-rotate-x:initial;--tw-shadow-color:initial}}}";
const THEME =
  '@layer theme{:root{--font-sans:system-ui, "Segoe UI", sans-serif;--font-mono:ui-monospace, monospace;--default-font-family:var(--font-sans);--default-mono-font-family:var(--font-mono);--color-navy-900:#0b2a4a;--color-ocean-50:#f1f8fd;--spacing-nav:4rem}}';
const RULES = [
  "html{font-family:var(--default-font-family,sans-serif)}",
  ".-translate-y-24{--tw-translate-y:-6rem;translate:0 var(--tw-translate-y)}",
  ".text-navy-900{color:var(--color-navy-900)}",
].join("");

describe("unused custom properties", () => {
  const pruned = pruneCustomProperties(THEME + FALLBACK + REGISTRATIONS + RULES, "<p>Hi</p>");

  test("keeps every rule, and the registration, fallback and theme value of each property a rule reads", () => {
    expect(pruned).toContain(RULES);
    expect(pruned).toContain(
      '@property --tw-translate-y{syntax:"*";inherits:false;initial-value:0}',
    );
    expect(pruned).toContain("*,:before,:after{--tw-translate-y:0}");
    expect(pruned).toContain("--color-navy-900:#0b2a4a");
  });

  test("keeps the theme variables a kept variable reads, quoted values whole", () => {
    expect(pruned).toContain(
      '--font-sans:system-ui, "Segoe UI", sans-serif;--default-font-family:var(--font-sans)',
    );
  });

  test("drops the registrations, fallbacks and theme variables nothing reads", () => {
    for (const unused of [
      "--tw-rotate-x",
      "--tw-shadow-color",
      "--font-mono",
      "--default-mono-font-family",
      "--color-ocean-50",
      "--spacing-nav",
    ]) {
      expect(pruned).not.toContain(unused);
    }
  });

  test("keeps a variable that only the page's markup reads", () => {
    const css = pruneCustomProperties(
      THEME + RULES,
      '<div style="background:var(--color-ocean-50)"></div>',
    );
    expect(css).toContain("--color-ocean-50:#f1f8fd");
    expect(css).not.toContain("--spacing-nav");
  });

  test("leaves CSS without custom properties as it is", () => {
    expect(pruneCustomProperties(".a{color:red}@media (width>=48rem){.b{margin:0}}", "")).toBe(
      ".a{color:red}@media (width>=48rem){.b{margin:0}}",
    );
  });
});
