// @vitest-environment node
import path from "node:path";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
/** The project's ESLint, one per rule, running only that rule (the others are not asked about). */
const linters = new Map<string, ESLint>();

/** The messages of one rule that ESLint gives a file at `file` that has this one import. */
async function ruleErrors(rule: string, file: string, source: string): Promise<string[]> {
  let eslint = linters.get(rule);
  if (!eslint) {
    eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === rule });
    linters.set(rule, eslint);
  }
  const [result] = await eslint.lintText(`${source}\nexport const planted = value;\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const boundaryErrors = (file: string, source: string) =>
  ruleErrors("no-restricted-imports", file, source);

// The first lint loads the configuration and its plugins: seconds on a busy machine.
const LINT_TIMEOUT_MS = 60_000;

describe("import boundaries", { timeout: LINT_TIMEOUT_MS }, () => {
  beforeAll(
    () => boundaryErrors("app/lib/planted.ts", 'import { value } from "~/lib/cn";'),
    LINT_TIMEOUT_MS,
  );

  test.each([
    ["app/content/planted.ts", 'import { value } from "~/lib/cn";'],
    ["app/content/planted.ts", 'import { value } from "~/contracts/lead-form";'],
    ["app/contracts/planted.ts", 'import { value } from "~/lib/cn";'],
    ["app/contracts/planted.ts", 'import { value } from "~/hooks/use-lead-form";'],
    ["app/contracts/planted.ts", 'import { value } from "react";'],
    ["app/lib/planted.ts", 'import { value } from "~/components/ui/button";'],
    ["app/lib/planted.ts", 'import { value } from "~/hooks/lead-delivery";'],
    ["app/lib/planted.ts", 'import type { value } from "~/features/contact-form/contact-form";'],
    ["app/hooks/planted.ts", 'import { value } from "~/components/ui/field";'],
    [
      "app/components/ui/planted.tsx",
      'import { value } from "~/features/contact-form/contact-form";',
    ],
    ["app/components/ui/planted.tsx", 'import { value } from "~/routes/home";'],
    [
      "app/features/contact-form/planted.ts",
      'import { value } from "~/features/booking-form/use-booking-form";',
    ],
    ["app/features/contact-form/planted.ts", 'import { value } from "~/routes/contact";'],
    [
      "app/features/contact-form/planted.ts",
      'import { value } from "../booking-form/booking-form";',
    ],
    ["server/leads/planted.ts", 'import { value } from "~/components/ui/field";'],
    ["server/leads/planted.ts", 'import { value } from "~/features/contact-form/contact-form";'],
    ["server/leads/planted.ts", 'import { value } from "~/hooks/use-lead-form";'],
    ["server/leads/planted.ts", 'import { value } from "~/lib/cn";'],
    ["server/leads/planted.ts", 'import { value } from "react";'],
    ["server/db/planted.ts", 'import { value } from "../leads/lead-store";'],
    ["server/db/planted.ts", 'import { value } from "../http/respond";'],
    ["server/http/planted.ts", 'import { value } from "../inbox/sessions";'],
    ["server/http/planted.ts", 'import { value } from "../server";'],
    ["server/http/planted.ts", 'import { value } from "~/contracts/inbox-paths";'],
    ["server/http/planted.ts", 'import { value } from "~/content/form-page";'],
    ["server/leads/planted.ts", 'import { value } from "../inbox/audit";'],
    ["server/inbox/planted.ts", 'import { value } from "../server";'],
    ["server/config.ts", 'import { value } from "./http/respond";'],
    ["server/metrics.ts", 'import { value } from "./ops/events";'],
    ["server/ops/backup.ts", 'import { value } from "../db/connection";'],
    ["server/ops/commands.ts", 'import { value } from "../db/connection";'],
    ["server/ops/restore-cli.ts", 'import { value } from "../db/connection";'],
    ["server/ops/backup.ts", 'import { value } from "../inbox/sessions";'],
  ])("%s may not say %s", async (file, source) => {
    expect(await boundaryErrors(file, source)).toHaveLength(1);
  });

  test.each([
    ["app/contracts/planted.ts", 'import { value } from "~/content/site";'],
    ["app/lib/planted.ts", 'import { value } from "~/contracts/inbox";'],
    ["app/hooks/planted.ts", 'import { value } from "~/lib/toast";'],
    ["app/components/ui/planted.tsx", 'import { value } from "~/hooks/use-lead-form";'],
    [
      "app/features/contact-form/planted.ts",
      'import { value } from "~/contracts/forms/contact-form.schema";',
    ],
    ["app/features/contact-form/planted.ts", 'import { value } from "~/components/ui/field";'],
    [
      "app/routes/planted.tsx",
      'import { value } from "~/features/contact-form/contact-form-section";',
    ],
    ["server/leads/planted.ts", 'import { value } from "~/contracts/forms/contact-form.schema";'],
    ["server/leads/planted.ts", 'import { value } from "~/contracts/lead-forms";'],
    ["server/leads/planted.ts", 'import { value } from "~/content/site";'],
    ["server/leads/planted.ts", 'import { value } from "../http/respond";'],
    ["server/inbox/planted.ts", 'import { value } from "../leads/lead-store";'],
    ["server/server.ts", 'import { value } from "./inbox/routes";'],
    ["server/leads/planted.ts", 'import { value } from "../metrics";'],
    ["server/http/planted.ts", 'import { value } from "~/content/site";'],
    ["server/http/planted.ts", 'import { value } from "../db/connection";'],
    ["server/ops/alerts.ts", 'import { value } from "../db/connection";'],
    ["server/ops/backup.ts", 'import { value } from "../db/store-file";'],
  ])("%s may say %s", async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });

  test("db/ takes only types from the app", async () => {
    const typesOnly = (source: string) =>
      ruleErrors("@typescript-eslint/no-restricted-imports", "server/db/planted.ts", source);
    expect(await typesOnly('import { value } from "~/contracts/inbox";')).toHaveLength(1);
    expect(await typesOnly('import { value } from "~/content/locale";')).toHaveLength(1);
    expect(await typesOnly('import type { value } from "~/contracts/inbox";')).toEqual([]);
    expect(await typesOnly('import { type value } from "~/content/locale";')).toEqual([]);
  });

  test("an import that closes a cycle is refused", async () => {
    // zod.ts is imported by every schema, which the registry imports.
    const cycle = 'import { leadForms as value } from "~/contracts/lead-forms";';
    expect(await ruleErrors("import-x/no-cycle", "app/contracts/zod.ts", cycle)).toHaveLength(1);
    const noCycle = 'import { site as value } from "~/content/site";';
    expect(await ruleErrors("import-x/no-cycle", "app/contracts/zod.ts", noCycle)).toEqual([]);
  });
});
