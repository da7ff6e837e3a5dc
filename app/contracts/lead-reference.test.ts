import { randomUUID } from "node:crypto";

import { describe, expect, test } from "vitest";

import { idPrefixOfReference, leadReference } from "./lead-reference";

describe("a lead's short reference", () => {
  test("spells the start of the id in eight unambiguous characters", () => {
    expect(leadReference("00000000-0000-4000-8000-000000000000")).toBe("PS-0000-0000");
    expect(leadReference("ffffffff-ff00-4000-8000-000000000000")).toBe("PS-ZZZZ-ZZZZ");
    expect(leadReference(randomUUID())).toMatch(/^PS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  test("leads back to the start of the id, however it is typed", () => {
    for (let index = 0; index < 50; index += 1) {
      const id = randomUUID();
      const reference = leadReference(id);
      expect(id.startsWith(idPrefixOfReference(reference)!)).toBe(true);
      expect(idPrefixOfReference(reference.toLowerCase())).toBe(idPrefixOfReference(reference));
      expect(idPrefixOfReference(reference.slice(3).replace("-", ""))).toBe(
        idPrefixOfReference(reference),
      );
    }
    expect(idPrefixOfReference("ps-1wx9-rbjr")).toBe(idPrefixOfReference("PS-1WX9-RBJR"));
    // A code that itself starts with P and S, typed without the prefix (one id in 1,024).
    const prefix = idPrefixOfReference("PS-PS7K-2M9Q")!;
    const id = `${prefix}00-4000-8000-000000000000`;
    expect(leadReference(id)).toBe("PS-PS7K-2M9Q");
    for (const typed of ["PS7K-2M9Q", "ps7k2m9q", "PS7K2M9Q", "PSPS7K2M9Q"]) {
      expect(idPrefixOfReference(typed), typed).toBe(prefix);
    }
    expect(idPrefixOfReference("PS-1WX9-RBJO")).toBe(idPrefixOfReference("PS-1WX9-RBJ0"));
  });

  test("is not found in text that is not a reference", () => {
    for (const text of ["", "Ada", "PS-12", "PS-1WX9-RBJRX", "grouper 20 kg", "PS-1WX9-RBJU"]) {
      expect(idPrefixOfReference(text)).toBeNull();
    }
  });
});
