/**
 * The market a lead comes from, read from its telephone's international prefix (ITU-T E.164
 * country codes). Only this code is kept for the owner's overview, never the number itself.
 * A number written without "+" or "00" has no prefix to read: it is "unknown", not guessed.
 */

/** The code of a lead with no readable prefix (ISO 3166's "unknown or unspecified" region). */
export const UNKNOWN_COUNTRY = "ZZ";
/** +1 is shared by the United States, Canada and much of the Caribbean. */
export const NORTH_AMERICA = "NANP";

/** An E.164 number has at most 15 digits; fewer than 7 is no full international number. */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

/** Calling code → country: ISO 3166 alpha-2, or NANP for +1. Longer prefixes win. */
const CALLING_CODES: Readonly<Record<string, string>> = {
  "1": NORTH_AMERICA,
  "7": "RU",
  "76": "KZ",
  "77": "KZ",
  "20": "EG",
  "211": "SS",
  "212": "MA",
  "213": "DZ",
  "216": "TN",
  "218": "LY",
  "220": "GM",
  "221": "SN",
  "225": "CI",
  "233": "GH",
  "234": "NG",
  "235": "TD",
  "237": "CM",
  "243": "CD",
  "244": "AO",
  "249": "SD",
  "250": "RW",
  "251": "ET",
  "252": "SO",
  "253": "DJ",
  "254": "KE",
  "255": "TZ",
  "256": "UG",
  "257": "BI",
  "258": "MZ",
  "260": "ZM",
  "261": "MG",
  "263": "ZW",
  "264": "NA",
  "265": "MW",
  "27": "ZA",
  "291": "ER",
  "30": "GR",
  "31": "NL",
  "32": "BE",
  "33": "FR",
  "34": "ES",
  "351": "PT",
  "352": "LU",
  "353": "IE",
  "354": "IS",
  "356": "MT",
  "357": "CY",
  "358": "FI",
  "359": "BG",
  "36": "HU",
  "370": "LT",
  "371": "LV",
  "372": "EE",
  "380": "UA",
  "381": "RS",
  "385": "HR",
  "386": "SI",
  "39": "IT",
  "40": "RO",
  "41": "CH",
  "420": "CZ",
  "421": "SK",
  "43": "AT",
  "44": "GB",
  "45": "DK",
  "46": "SE",
  "47": "NO",
  "48": "PL",
  "49": "DE",
  "51": "PE",
  "52": "MX",
  "53": "CU",
  "54": "AR",
  "55": "BR",
  "56": "CL",
  "57": "CO",
  "58": "VE",
  "60": "MY",
  "61": "AU",
  "62": "ID",
  "63": "PH",
  "64": "NZ",
  "65": "SG",
  "66": "TH",
  "81": "JP",
  "82": "KR",
  "84": "VN",
  "852": "HK",
  "853": "MO",
  "855": "KH",
  "86": "CN",
  "880": "BD",
  "886": "TW",
  "90": "TR",
  "91": "IN",
  "92": "PK",
  "93": "AF",
  "94": "LK",
  "95": "MM",
  "960": "MV",
  "961": "LB",
  "962": "JO",
  "963": "SY",
  "964": "IQ",
  "965": "KW",
  "966": "SA",
  "967": "YE",
  "968": "OM",
  "970": "PS",
  "971": "AE",
  "972": "IL",
  "973": "BH",
  "974": "QA",
  "977": "NP",
  "98": "IR",
};

/** The longest calling code, in digits. */
const LONGEST_CODE = 3;

/**
 * The country of a telephone number from its international prefix ("+966 …" or "00966 …"):
 * an ISO 3166 alpha-2 code, NORTH_AMERICA for +1, or UNKNOWN_COUNTRY when the number has no
 * prefix, is not a number, or its prefix is not in the table.
 */
export function phoneCountry(phone: string | null | undefined): string {
  // "(+252) 61 …": a bracket may open the number, around its prefix.
  const text = (phone ?? "").trim().replace(/^\(/, "");
  // Spaces, dashes, dots and brackets are how people group digits; anything else is not a number.
  if (!/^(\+|00)[\d\s().-]+$/.test(text)) return UNKNOWN_COUNTRY;
  const all = text.replace(/\D/g, "");
  const digits = text.startsWith("+") ? all : all.slice(2);
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return UNKNOWN_COUNTRY;
  for (let length = LONGEST_CODE; length > 0; length -= 1) {
    const country = CALLING_CODES[digits.slice(0, length)];
    if (country) return country;
  }
  return UNKNOWN_COUNTRY;
}

const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region", fallback: "code" });

/** How the owner reads a country code: "Saudi Arabia", "United States / Canada", "Unknown". */
export function countryName(code: string): string {
  if (code === UNKNOWN_COUNTRY) return "Unknown";
  if (code === NORTH_AMERICA) return "United States / Canada (+1)";
  return regionNames.of(code) ?? code;
}
