/**
 * How a figure sits in Arabic text, one rule for the pages and the sheets
 * (docs/arabic-glossary.md, "Figures in Arabic text"): a figure or range with a Latin unit reads
 * left to right as one piece ("2–4 kg", "800 × 400 × 280 mm"); a figure with a sign or a range
 * before an Arabic unit is isolated alone, so that the figure comes first in reading order and the
 * unit after it ("−18 °م", "0–2 °م"). A lone figure needs nothing.
 */

const UNIT = "(?:mg/kg|kg|g|t|mm|cm)(?![A-Za-z])";
const NUMBER = "−?\\d+(?:[.,]\\d+)*";
const AMOUNT = `${NUMBER}(?: ?${UNIT})?`;
/** "800 × 400 × 280 mm", "500 g–1 kg", "12.3 t", "0–2", "−18". */
export const QUANTITY = `${AMOUNT}(?: ?[–×] ?${AMOUNT})*`;

/** A run with Latin letters, a range, a product or a minus sign would be reordered by RTL text. */
export function needsIsolating(run: string): boolean {
  return /[A-Za-z–×−]/.test(run);
}

const LRI = "\u2066";
const PDI = "\u2069";
const QUANTITIES = new RegExp(`(?<![A-Za-z0-9])${QUANTITY}(?![A-Za-z0-9])`, "gu");

/**
 * The same rule for plain text, where no `<bdi>` can go (a select's options): each quantity that
 * needs it is wrapped in a left-to-right isolate, U+2066 … U+2069.
 */
export function isolateQuantities(text: string): string {
  return text.replace(QUANTITIES, (run) => (needsIsolating(run) ? `${LRI}${run}${PDI}` : run));
}
