/**
 * The EU food safety criterion for histamine in fishery products from species rich in histidine:
 * of n samples the mean must not exceed m, at most c may lie between m and M, and none may exceed M.
 */
export const histamineCriterion = {
  source: "Commission Regulation (EC) No 2073/2005, Annex I",
  n: 9,
  c: 2,
  mMgPerKg: 100,
  MMgPerKg: 200,
} as const;

/** Scombroid fish must be in ice within this many hours of capture in tropical water. */
export const HISTAMINE_ICING_HOURS = 6;

const { source, n, c, mMgPerKg: m, MMgPerKg: M } = histamineCriterion;

/** One line per control, as shown in each product's specification. */
export const foodSafetyLines = {
  general:
    "HACCP-based handling: temperatures recorded at landing, processing, storage and loading; each lot traceable to its landing site and date",
  histamine: `Histamine: in ice within ${HISTAMINE_ICING_HOURS} hours of capture; every lot tested against the EU criterion (${source}): n = ${n}, c = ${c}, m = ${m} mg/kg, M = ${M} mg/kg`,
  ciguatera:
    "Ciguatera: two-spot red snapper (Lutjanus bohar) and humpback red snapper (Lutjanus gibbus) are never bought; reef fish are bought only up to the largest size grade listed, and each lot is traced to its fishing ground",
} as const;

/** The histamine criterion in words, for the quality-assurance page. */
export const histamineLimitsText = `Every lot is sampled on ${n} fish and judged against the EU criterion (${source}): the mean must not exceed ${m} mg/kg, no more than ${c} of the ${n} results may lie between ${m} and ${M} mg/kg, and none may exceed ${M} mg/kg. A lot that fails is never sold as food.`;
