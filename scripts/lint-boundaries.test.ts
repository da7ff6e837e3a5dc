// @vitest-environment node
import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives a file at `file` that has this one import. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const planted = value;\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("import boundaries", () => {
  test.each([
    ["app/content/planted.ts", 'import { value } from "~/lib/cn";'],
    ["app/lib/planted.ts", 'import { value } from "~/components/ui/button";'],
    [
      "app/lib/planted.ts",
      'import type { value } from "~/features/contact-form/contact-form.schema";',
    ],
    [
      "app/components/ui/planted.tsx",
      'import { value } from "~/features/contact-form/contact-form";',
    ],
    ["app/components/ui/planted.tsx", 'import { value } from "~/routes/home";'],
    [
      "app/features/contact-form/planted.ts",
      'import { value } from "~/features/booking-form/booking-form.schema";',
    ],
    ["app/features/contact-form/planted.ts", 'import { value } from "~/routes/contact";'],
    [
      "app/features/contact-form/planted.ts",
      'import { value } from "../booking-form/booking-form.schema";',
    ],
    ["server/leads/planted.ts", 'import { value } from "~/components/ui/field";'],
    ["server/leads/planted.ts", 'import { value } from "~/features/contact-form/contact-form";'],
    ["server/leads/planted.ts", 'import { value } from "~/lib/use-lead-form";'],
    ["server/leads/planted.ts", 'import { value } from "react";'],
  ])("%s may not say %s", async (file, source) => {
    expect(await boundaryErrors(file, source)).toHaveLength(1);
  });

  test.each([
    ["app/lib/planted.ts", 'import { value } from "~/content/site";'],
    ["app/components/ui/planted.tsx", 'import { value } from "~/lib/cn";'],
    [
      "app/features/contact-form/planted.ts",
      'import { value } from "~/features/contact-form/contact-form.schema";',
    ],
    ["app/features/contact-form/planted.ts", 'import { value } from "~/components/ui/field";'],
    [
      "app/routes/planted.tsx",
      'import { value } from "~/features/contact-form/contact-form-section";',
    ],
    [
      "server/leads/planted.ts",
      'import { value } from "~/features/contact-form/contact-form.schema";',
    ],
    ["server/leads/planted.ts", 'import { value } from "~/lib/lead-form";'],
  ])("%s may say %s", async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
