import type { Localized } from "./localized";

/**
 * The EU food safety criterion for histamine in fishery products from species rich in histidine:
 * of n samples the mean must not exceed m, at most c may lie between m and M, and none may exceed M.
 */
export const histamineCriterion = {
  source: {
    en: "Commission Regulation (EC) No 2073/2005, Annex I",
    ar: "لائحة المفوضية الأوروبية (EC) رقم 2073/2005، الملحق الأول",
  },
  n: 9,
  c: 2,
  mMgPerKg: 100,
  MMgPerKg: 200,
} as const;

/**
 * Codex limits for histamine in quick frozen fish of the histidine-rich families: the average of
 * the sample units as the sign of decomposition, and the most any one unit may hold (hygiene and
 * handling). Gulf importers read these before the EU's.
 */
export const codexHistamine = {
  source: {
    en: "Codex Stan 36-1981 and 165-1989",
    ar: "مواصفتا الدستور الغذائي Codex Stan 36-1981 و165-1989",
  },
  decompositionMgPer100g: 10,
  anyUnitMgPer100g: 20,
} as const;

/**
 * The Gulf's own standard named beside Codex and the EU. Its histamine figure was not available to
 * check (docs/content-sources.md), so the text says the limit is confirmed per destination.
 */
export const GULF_FISH_STANDARD = {
  en: "GSO 380 for chilled fish, adopted in Saudi Arabia by the SFDA",
  ar: "GSO 380 للأسماك المبرّدة، التي اعتمدتها الهيئة العامة للغذاء والدواء في السعودية",
} as const;

const CODEX_LIMITS = {
  en: `the Codex limits (${codexHistamine.source.en}): ${codexHistamine.decompositionMgPer100g} mg/100 g on average as the sign of decomposition, and ${codexHistamine.anyUnitMgPer100g} mg/100 g in any sample unit`,
  ar: `حدود هيئة الدستور الغذائي (${codexHistamine.source.ar}): ${codexHistamine.decompositionMgPer100g} mg/100 g في المتوسط دليلًا على الفساد، و${codexHistamine.anyUnitMgPer100g} mg/100 g في أي وحدة من العينة`,
} as const;

const GULF_LIMIT = {
  en: `in the Gulf, imports are judged by the GCC's own standards (${GULF_FISH_STANDARD.en}), and we confirm the histamine limit each destination applies before we quote`,
  ar: `وفي دول الخليج تُقيَّم الواردات وفق المواصفات الخليجية (${GULF_FISH_STANDARD.ar})، ونتحقق من حد الهستامين الذي تطبقه كل وجهة قبل تقديم عرض السعر`,
} as const;

/** Scombroid fish must be in ice within this many hours of capture in tropical water. */
export const HISTAMINE_ICING_HOURS = 6;

const { source, n, c, mMgPerKg: m, MMgPerKg: M } = histamineCriterion;

/**
 * The heaviest whole fish bought of each reef species group, under the ciguatera policy: the largest
 * reef predators carry the most toxin. Fillets are cut only from fish within these limits.
 */
export const CIGUATERA_LIMITS = {
  grouper: {
    species: { en: "Epinephelus groupers", ar: "الهامور من الجنس Epinephelus" },
    maxWholeKg: 8,
  },
  redGrouper: {
    species: {
      en: "red groupers (Cephalopholis hinds and blacktip grouper, Epinephelus fasciatus)",
      ar: "الهامور الأحمر (أنواع Cephalopholis والهامور أسود الأطراف Epinephelus fasciatus)",
    },
    maxWholeKg: 1.5,
  },
  snapper: {
    species: {
      en: "grey and bronze Lutjanus snappers",
      ar: "النهّاش الرمادي والبرونزي من الجنس Lutjanus",
    },
    maxWholeKg: 3,
  },
  redSnapper: {
    species: {
      en: "emperor red snapper (Lutjanus sebae) and mangrove red snapper (L. argentimaculatus)",
      ar: "النهّاش الأحمر الإمبراطور (Lutjanus sebae) ونهّاش المانغروف الأحمر (L. argentimaculatus)",
    },
    maxWholeKg: 5,
  },
} as const;

export const NEVER_BOUGHT_SNAPPERS = {
  en: "two-spot red snapper (Lutjanus bohar) and humpback red snapper (Lutjanus gibbus)",
  ar: "النهّاش الأحمر ذا البقعتين (Lutjanus bohar) والنهّاش الأحمر الأحدب (Lutjanus gibbus)",
} as const;

/** "8 kg", "1.5 kg": the same in both languages. */
export function kilograms(value: number): string {
  return `${value} kg`;
}

/** "Epinephelus groupers up to 8 kg; red groupers (…) up to 1.5 kg; …" */
export function ciguateraLimitsInWords(): Localized {
  const limits = Object.values(CIGUATERA_LIMITS);
  return {
    en: limits
      .map((limit) => `${limit.species.en} up to ${kilograms(limit.maxWholeKg)}`)
      .join("; "),
    ar: limits.map((limit) => `${limit.species.ar} حتى ${kilograms(limit.maxWholeKg)}`).join("؛ "),
  };
}

/** The ciguatera line for a product, naming the whole-fish limit its fish (and fillets) come under. */
export function ciguateraLine(
  limits: readonly { species: Localized; maxWholeKg: number }[],
  { fillets, wholeFish }: { fillets: boolean; wholeFish: boolean },
): Localized {
  const limitText = {
    en: limits
      .map((limit) => `${limit.species.en} of ${kilograms(limit.maxWholeKg)} or less whole weight`)
      .join("; "),
    ar: limits
      .map((limit) => `${limit.species.ar} بوزن كامل لا يزيد على ${kilograms(limit.maxWholeKg)}`)
      .join("؛ "),
  };
  const scope =
    fillets && wholeFish
      ? {
          en: `only ${limitText.en} are bought, whole or for filleting`,
          ar: `لا نشتري إلا ${limitText.ar}، للبيع كاملًا أو للتقطيع إلى فيليه`,
        }
      : fillets
        ? {
            en: `fillets are cut only from ${limitText.en}`,
            ar: `لا يُقطع الفيليه إلا من ${limitText.ar}`,
          }
        : { en: `only ${limitText.en} are bought`, ar: `لا نشتري إلا ${limitText.ar}` };
  // The refused red snappers are named on snapper sheets only: a grouper buyer never meets them.
  const snappers = limits.some((limit) => /snapper/i.test(limit.species.en));
  const never = snappers
    ? {
        en: `${NEVER_BOUGHT_SNAPPERS.en} are never bought; `,
        ar: `لا نشتري أبدًا ${NEVER_BOUGHT_SNAPPERS.ar}؛ `,
      }
    : { en: "", ar: "" };
  return {
    en: `Ciguatera: ${never.en}${scope.en}; each lot is traced to its fishing ground`,
    ar: `التسمم بالسيجواتيرا: ${never.ar}${scope.ar}؛ وتُتتبَّع كل تشغيلة حتى منطقة صيدها`,
  };
}

/** One line per control, as shown in each product's specification. */
export const foodSafetyLines = {
  general: {
    en: "HACCP-based handling: temperatures recorded at landing, processing, storage and loading; each lot traceable to its landing site and date",
    ar: "مناولة قائمة على نظام تحليل المخاطر ونقاط التحكم الحرجة (هاسب، HACCP): تُسجَّل درجات الحرارة عند الإنزال والتجهيز والتخزين والتحميل، وكل تشغيلة قابلة للتتبع حتى موقع إنزالها وتاريخه",
  },
  histamine: {
    en: `Histamine: in ice within ${HISTAMINE_ICING_HOURS} hours of capture; every lot tested against ${CODEX_LIMITS.en}, and against the EU criterion (${source.en}): n = ${n}, c = ${c}, m = ${m} mg/kg, M = ${M} mg/kg; ${GULF_LIMIT.en}`,
    ar: `الهستامين: يوضع السمك في الثلج خلال ${HISTAMINE_ICING_HOURS} ساعات من صيده، وتُفحص كل تشغيلة وفق ${CODEX_LIMITS.ar}، ووفق المعيار الأوروبي (${source.ar}): n = ${n}، c = ${c}، m = ${m} mg/kg، M = ${M} mg/kg؛ ${GULF_LIMIT.ar}`,
  },
} as const;

/** The histamine criterion in words, for the quality-assurance page. */
export const histamineLimitsText = {
  en: `Every lot is sampled on ${n} fish and judged against ${CODEX_LIMITS.en}; and against the EU criterion (${source.en}): the mean must not exceed ${m} mg/kg, no more than ${c} of the ${n} results may lie between ${m} and ${M} mg/kg, and none may exceed ${M} mg/kg. Beside both, ${GULF_LIMIT.en}. A lot that fails is never sold as food.`,
  ar: `تؤخذ من كل تشغيلة عينات من ${n} أسماك وتُقيَّم وفق ${CODEX_LIMITS.ar}؛ ووفق المعيار الأوروبي (${source.ar}): يجب ألا يتجاوز المتوسط ${m} mg/kg، وألا تزيد النتائج الواقعة بين ${m} و${M} mg/kg على ${c} من ${n}، وألا تتجاوز أي نتيجة ${M} mg/kg. ${GULF_LIMIT.ar}. والتشغيلة التي لا تستوفي ذلك لا تُباع غذاءً أبدًا.`,
} as const;
