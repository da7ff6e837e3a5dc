/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads the encoding), CRLF line
 * ends, quotes where needed, and no formulas: a value starting with =, +, -, @, a tab or a
 * carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of
 * running it.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One value as a CSV field. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
