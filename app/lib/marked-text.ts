import { needsIsolating, QUANTITY } from "~/content/bidi";
import { LATIN_EPITHETS, LATIN_GENERA, SPECIES_FAMILIES } from "~/content/latin-names";
import type { Locale } from "~/content/locale";

/**
 * A piece of a text as a page shows it: plain, a Latin name (marked `lang="la"` in both
 * languages), or, on an Arabic page, a run of Latin letters and figures that must read left to
 * right as one piece whatever surrounds it (an HS code, an Incoterm, a standard's number, a figure
 * with its Latin unit), or a range or signed figure before an Arabic unit ("0–2" in "0–2 °م"),
 * by the rule in ~/content/bidi. A lone figure ("9 أشهر") is left to the bidirectional algorithm.
 */
export interface TextRun {
  text: string;
  mark?: "latin" | "ltr";
}

const oneOf = (words: readonly string[]) => `(?:${words.join("|")})`;
const EPITHET = oneOf(LATIN_EPITHETS);
const INITIALS = [...new Set(LATIN_GENERA.map((genus) => genus[0]))].join("");

const LATIN_NAME = [
  `${oneOf(LATIN_GENERA)}(?: ${EPITHET})*(?: spp\\.)?`,
  `[${INITIALS}]\\. ${EPITHET}(?: ${EPITHET})*`,
  oneOf(SPECIES_FAMILIES),
].join("|");

const LEFT_TO_RIGHT = [
  "(?:HS )?\\d{4}\\.\\d{2}",
  "(?:EN ISO|ISO|GSO) \\d+(?:-\\d+)?",
  "[ncmM] = \\d+(?: mg/kg)?",
  oneOf(["EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP", "FAS", "FOB", "CFR", "CIF"]),
  QUANTITY,
].join("|");

const MARKS = new RegExp(
  `(?<![A-Za-z0-9])(?:(${LATIN_NAME})|(${LEFT_TO_RIGHT}))(?![A-Za-z0-9])`,
  "gu",
);

/** Splits a text into the runs a page marks: Latin names in both languages, left-to-right runs in Arabic. */
export function markText(text: string, locale: Locale): TextRun[] {
  const runs: TextRun[] = [];
  let rest = 0;
  for (const match of text.matchAll(MARKS)) {
    const [whole, latin] = match;
    const mark = latin ? "latin" : locale === "ar" && needsIsolating(whole) ? "ltr" : undefined;
    if (!mark) continue;
    if (match.index > rest) runs.push({ text: text.slice(rest, match.index) });
    runs.push({ text: whole, mark });
    rest = match.index + whole.length;
  }
  if (rest < text.length) runs.push({ text: text.slice(rest) });
  return runs;
}
