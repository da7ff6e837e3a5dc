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

/**
 * The heaviest whole fish bought of each reef species group, under the ciguatera policy: the largest
 * reef predators carry the most toxin. Fillets are cut only from fish within these limits.
 */
export const CIGUATERA_LIMITS = {
  grouper: { species: "Epinephelus groupers", maxWholeKg: 8 },
  redGrouper: {
    species: "red groupers (Cephalopholis hinds and blacktip grouper, Epinephelus fasciatus)",
    maxWholeKg: 1.5,
  },
  snapper: { species: "grey and bronze Lutjanus snappers", maxWholeKg: 3 },
  redSnapper: {
    species: "emperor red snapper (Lutjanus sebae) and mangrove red snapper (L. argentimaculatus)",
    maxWholeKg: 5,
  },
} as const;

export const NEVER_BOUGHT_SNAPPERS =
  "two-spot red snapper (Lutjanus bohar) and humpback red snapper (Lutjanus gibbus)";

/** "8 kg", "1.5 kg" */
export function kilograms(value: number): string {
  return `${value} kg`;
}

/** "Epinephelus groupers up to 8 kg; red groupers (…) up to 1.5 kg; …" */
export function ciguateraLimitsInWords(): string {
  return Object.values(CIGUATERA_LIMITS)
    .map((limit) => `${limit.species} up to ${kilograms(limit.maxWholeKg)}`)
    .join("; ");
}

/** The ciguatera line for a product, naming the whole-fish limit its fish (and fillets) come under. */
export function ciguateraLine(
  limits: readonly { species: string; maxWholeKg: number }[],
  { fillets, wholeFish }: { fillets: boolean; wholeFish: boolean },
): string {
  const limitText = limits
    .map((limit) => `${limit.species} of ${kilograms(limit.maxWholeKg)} or less whole weight`)
    .join("; ");
  const scope =
    fillets && wholeFish
      ? `only ${limitText} are bought, whole or for filleting`
      : fillets
        ? `fillets are cut only from ${limitText}`
        : `only ${limitText} are bought`;
  return `Ciguatera: ${NEVER_BOUGHT_SNAPPERS} are never bought; ${scope}; each lot is traced to its fishing ground`;
}

/** One line per control, as shown in each product's specification. */
export const foodSafetyLines = {
  general:
    "HACCP-based handling: temperatures recorded at landing, processing, storage and loading; each lot traceable to its landing site and date",
  histamine: `Histamine: in ice within ${HISTAMINE_ICING_HOURS} hours of capture; every lot tested against the EU criterion (${source}): n = ${n}, c = ${c}, m = ${m} mg/kg, M = ${M} mg/kg`,
} as const;

/** The histamine criterion in words, for the quality-assurance page. */
export const histamineLimitsText = `Every lot is sampled on ${n} fish and judged against the EU criterion (${source}): the mean must not exceed ${m} mg/kg, no more than ${c} of the ${n} results may lie between ${m} and ${M} mg/kg, and none may exceed ${M} mg/kg. A lot that fails is never sold as food.`;
