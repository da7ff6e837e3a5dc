/**
 * The Latin names the pages write, the same in both languages: the families, the genera (also
 * abbreviated to their initial after first use, "E. coioides") and the species and subspecies
 * epithets. Pages mark them `lang="la"`; on an Arabic page they and the trade's codes are the only
 * Latin words. A new species needs its genus and epithet here.
 */

export const SPECIES_FAMILIES = [
  "Scombridae",
  "Serranidae",
  "Lutjanidae",
  "Palinuridae",
  "Clupeidae",
] as const;

export const LATIN_GENERA = [
  "Scomberomorus",
  "Katsuwonus",
  "Epinephelus",
  "Cephalopholis",
  "Plectropomus",
  "Lutjanus",
  "Panulirus",
  "Sardinella",
] as const;

export const LATIN_EPITHETS = [
  "commerson",
  "pelamis",
  "coioides",
  "areolatus",
  "chlorostigma",
  "fasciatus",
  "morio",
  "sonnerati",
  "miniata",
  "rivulatus",
  "fulviflamma",
  "bohar",
  "gibbus",
  "sebae",
  "argentimaculatus",
  "homarus",
  "megasculptus",
  "ornatus",
  "longiceps",
  "gibbosa",
] as const;

/**
 * The other Latin words an Arabic page keeps: the brand, units, the trade's codes and abbreviations
 * (Incoterms 2020 rules, HS, FAO, GSO, SFDA, HACCP, IQF), the standards, methods and bodies cited
 * beside their Arabic names, and the file type of a download.
 */
export const LATIN_CODES = [
  "Puntland",
  "Seafood",
  "PDF",
  "kg",
  "cm",
  "mm",
  "mg",
  "HS",
  "FAO",
  "GSO",
  "SFDA",
  "HACCP",
  "IQF",
  "EXW",
  "FCA",
  "CPT",
  "CIP",
  "DAP",
  "FOB",
  "CFR",
  "CIF",
  "ISO",
  "Codex",
  "Stan",
  "EN",
  "EU",
  "EC",
  "HPLC",
  "IATA",
  "CITES",
  "IOTC",
] as const;
