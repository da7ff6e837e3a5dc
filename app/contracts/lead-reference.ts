/**
 * A lead's short reference, as the visitor and the owner both see it: "PS-" and eight characters
 * that spell the first 40 bits of the lead's id (a random UUID) in Crockford's base 32, which has
 * no I, L, O or U to misread. It is derived, never stored: the inbox finds a lead by its reference
 * through the id's prefix.
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** A reference as leadReference writes it. */
const REFERENCE = /^PS-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * The attribute of the element the thank-you page shows a reference in: pre-rendered empty, the
 * server writes the reference of a form sent without JavaScript into it.
 */
export const REFERENCE_SLOT = "data-lead-reference";
const PREFIX = "PS-";
/** The code's characters after the prefix, shown as two groups of four. */
const CODE_LENGTH = 8;
/** 8 characters of 5 bits: the first 10 hex digits of the id. */
const HEX_DIGITS = 10;

/** "0f3a9c2e-5b…" → "PS-1WX9-RBJR" */
export function leadReference(id: string): string {
  const hex = id.replaceAll("-", "").slice(0, HEX_DIGITS);
  // 40 bits: exact in a Number, which is cheaper than a BigInt on every lead.
  let value = Number.parseInt(hex.padEnd(HEX_DIGITS, "0"), 16);
  let code = "";
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    code = ALPHABET[value % 32] + code;
    value = Math.floor(value / 32);
  }
  return `${PREFIX}${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Whether a value is a reference exactly as leadReference writes it ("PS-1WX9-RBJR"). */
export function isLeadReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE.test(value);
}

/**
 * The start of the id of the lead a reference names, as stored ("0f3a9c2e-5b"), or null when the
 * text is not a reference. Accepts it as people type it: any case, with or without "PS-" and the
 * dash, and O, I and L read as 0, 1 and 1.
 */
export function idPrefixOfReference(text: string): string | null {
  let code = text
    .trim()
    .toUpperCase()
    .replaceAll("-", "")
    .replaceAll("O", "0")
    .replace(/[IL]/g, "1");
  // "PS" is the prefix only in front of a whole code: a code may itself start with P and S.
  const letters = PREFIX.replace("-", "");
  if (code.length === letters.length + CODE_LENGTH && code.startsWith(letters)) {
    code = code.slice(letters.length);
  }
  if (!/^[0-9A-HJKMNP-TV-Z]{8}$/.test(code)) return null;
  let value = 0n;
  for (const character of code) value = (value << 5n) | BigInt(ALPHABET.indexOf(character));
  const hex = value.toString(16).padStart(HEX_DIGITS, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8)}`;
}
