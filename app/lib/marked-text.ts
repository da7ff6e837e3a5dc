import { LATIN_EPITHETS, LATIN_GENERA, SPECIES_FAMILIES } from "~/content/latin-names";
import type { Locale } from "~/content/locale";

/**
 * A piece of a text as a page shows it: plain, a Latin name (marked `lang="la"` in both
 * languages), or, on an Arabic page, a run of Latin letters and figures that must read left to
 * right as one piece whatever surrounds it (an HS code, an Incoterm, a standard's number, a figure
 * with its Latin unit). Figures alone and figures with an Arabic unit ("0–2 °م", "9 أشهر") are
 * left to the bidirectional algorithm, which puts them in the order an Arabic reader reads them.
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

const UNIT = "(?:mg/kg|kg|g|t|mm|cm)(?![A-Za-z])";
const NUMBER = "−?\\d+(?:[.,]\\d+)*";
const AMOUNT = `${NUMBER}(?: ?${UNIT})?`;
/** "800 × 400 × 280 mm", "500 g–1 kg", "12.3 t". */
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

/** Only a run with Latin letters in it is isolated; figures alone read well in Arabic text. */
function needsIsolating(run: string): boolean {
  return /[A-Za-z]/.test(run);
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
