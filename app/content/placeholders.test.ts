import { describe, expect, test } from "vitest";

import {
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_ORIGIN,
  placeholderVariables,
  placeholderWarning,
} from "./placeholders";
import { site } from "./site";

const OWN = { email: "sales@puntlandseafood.so", origin: "https://www.puntlandseafood.so" };

describe("the owner's facts", () => {
  test.each([
    [
      { email: PLACEHOLDER_EMAIL, origin: PLACEHOLDER_ORIGIN },
      ["VITE_SITE_EMAIL", "VITE_SITE_ORIGIN"],
    ],
    [{ email: PLACEHOLDER_EMAIL, origin: OWN.origin }, ["VITE_SITE_EMAIL"]],
    [{ email: OWN.email, origin: PLACEHOLDER_ORIGIN }, ["VITE_SITE_ORIGIN"]],
    [OWN, []],
  ])("%o still needs %o", (facts, variables) => {
    expect(placeholderVariables(facts)).toEqual(variables);
  });

  test("a build without the variables carries the placeholders, and says which to set", () => {
    expect(placeholderVariables(site)).toEqual(["VITE_SITE_EMAIL", "VITE_SITE_ORIGIN"]);
    expect(placeholderWarning(placeholderVariables(site))).toBe(
      'The site still shows placeholder facts: set VITE_SITE_EMAIL and VITE_SITE_ORIGIN and build again (README, "Operations").',
    );
    expect(placeholderWarning([])).toBeNull();
  });
});
