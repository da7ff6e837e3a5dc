import { z } from "zod";

import type { Locale } from "./locale";

/**
 * A text of a page that has an Arabic edition: the English and the Arabic side by side, both
 * required, so a missing translation fails the build instead of showing English on an Arabic page.
 */
export interface Localized {
  en: string;
  ar: string;
}

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** The zod schema of a Localized text. */
export const localizedText = z.object({ en: nonEmpty, ar: nonEmpty }).strict();

/** A list of localized texts (paragraphs, benefits). */
export const localizedParagraphs = z.array(localizedText).min(1, "needs at least one paragraph");

/** A value with every Localized text in it replaced by one language's string. */
export type Resolved<T> = T extends Localized
  ? string
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? { -readonly [Key in keyof T]: Resolved<T[Key]> }
        : T;

function isLocalized(value: unknown): value is Localized {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Localized).en === "string" &&
    typeof (value as Localized).ar === "string"
  );
}

/** Resolves every Localized text inside a value (objects and arrays, at any depth) to one language. */
export function localize<T>(value: T, locale: Locale): Resolved<T> {
  if (isLocalized(value)) return value[locale] as Resolved<T>;
  if (Array.isArray(value))
    return value.map((item: unknown) => localize(item, locale)) as Resolved<T>;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, locale)]),
    ) as Resolved<T>;
  }
  return value as Resolved<T>;
}

/**
 * Checks at build that a page's copy is translated: every text in it is a Localized pair with
 * both languages filled in. Strings under `codeKeys` (slugs, picture names, numbers written as
 * text) are the same in both languages. Fails with the file and the path of each gap, e.g.
 * `app/content/about.ts: "story.heading" has no Arabic`.
 */
export function requireTranslations<T>(
  file: string,
  value: T,
  codeKeys: readonly string[] = [],
): T {
  const gaps: string[] = [];
  const visit = (node: unknown, path: string[]) => {
    const where = path.join(".") || "(entry)";
    if (typeof node === "string") {
      if (!codeKeys.includes(path.at(-1) ?? "")) gaps.push(`"${where}" has no Arabic`);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    if ("en" in node || "ar" in node) {
      if (!localizedText.safeParse(node).success) gaps.push(`"${where}" needs both languages`);
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      visit(item, [...path, Array.isArray(node) ? `${key}` : key]);
    }
  };
  visit(value, []);
  if (gaps.length > 0) throw new Error(`${file}: ${gaps.join("; ")}`);
  return value;
}
