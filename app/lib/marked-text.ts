import { LATIN_EPITHETS, LATIN_GENERA, SPECIES_FAMILIES } from "~/content/latin-names";
import type { Locale } from "~/content/locale";

/**
 * A piece of a text as a page shows it: plain, a Latin name (marked `lang="la"` in both
 * languages), or, on an Arabic page, a run that must read left to right whatever surrounds it (an
 * HS code, an Incoterm, a standard's number, a figure with its unit).
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

const UNIT = "(?:mg/kg|kg|g|t|mm|cm|°م|°C|%|′)(?![A-Za-z])";
const NUMBER = "−?\\d+(?:[.,]\\d+)*";
const AMOUNT = `${NUMBER}(?: ?${UNIT})?`;
/** "0–2 °م", "800 × 400 × 280 mm", "500 g–1 kg", "12.3 t", "5–8%". */
const QUANTITY = `${AMOUNT}(?: ?[–×] ?${AMOUNT})*`;

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

/** A figure alone ("9", "2022") reads well in Arabic text; with a unit or a range it is isolated. */
function needsIsolating(run: string): boolean {
  return !/^−?\d+(?:[.,]\d+)*$/.test(run);
}

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
