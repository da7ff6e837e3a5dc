/**
 * What a Gulf importer's compliance officer signs off (issue 27): sentences that must be there and
 * sentences that must not come back, in both languages, on the pages and in the sheets' rows.
 */
import { describe, expect, test } from "vitest";

import * as about from "./about";
import * as acknowledgement from "./acknowledgement";
import * as categories from "./categories";
import * as contact from "./contact";
import * as foodSafety from "./food-safety";
import * as formPage from "./form-page";
import * as forms from "./forms";
import * as home from "./home";
import type { Locale } from "./locale";
import * as packing from "./packing";
import { marketsGroup, specificationGroups } from "./product-spec";
import { products } from "./products";
import * as quoteChoices from "./quote-choices";
import * as services from "./services";
import * as site from "./site";
import * as specSheetText from "./spec-sheet-text";
import * as thankYou from "./thank-you";
import * as tradeTerms from "./trade-terms";
import * as ui from "./ui";

const MODULES = [
  about,
  acknowledgement,
  categories,
  contact,
  foodSafety,
  formPage,
  forms,
  home,
  packing,
  { products },
  quoteChoices,
  services,
  site,
  specSheetText,
  thankYou,
  tradeTerms,
  ui,
];

/** Every text in one language found in a value: the `en` or `ar` of each pair, however deep. */
function textsIn(value: unknown, locale: Locale, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) textsIn(item, locale, found);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.en === "string" && typeof record.ar === "string") {
      found.push(record[locale] as string);
    } else {
      for (const item of Object.values(record)) textsIn(item, locale, found);
    }
  }
  return found;
}

/** One product's sheet rows (the same rows its page shows), as one text. */
function sheetRows(slug: string, locale: Locale): string {
  const product = products.find((entry) => entry.slug === slug)!;
  return [...specificationGroups(product, locale), marketsGroup(locale)]
    .flatMap((group) => [group.heading, ...group.rows.flatMap((row) => [row.label, ...row.values])])
    .join("\n");
}

/** Every page text and every sheet row in one language. */
function everything(locale: Locale): string {
  return [
    ...MODULES.flatMap((module) => textsIn(module, locale)),
    ...products.map((product) => sheetRows(product.slug, locale)),
  ].join("\n");
}

/** Asserts that a text holds a phrase, naming only the phrase when it does not. */
function says(text: string, phrase: string) {
  expect(text.includes(phrase), `missing: ${phrase}`).toBe(true);
}

/** Asserts that a text never says something, naming the line that does. */
function neverSays(text: string, phrase: string | RegExp) {
  const line = text
    .split("\n")
    .find((entry) => (typeof phrase === "string" ? entry.includes(phrase) : phrase.test(entry)));
  expect(line, `says ${String(phrase)}`).toBeUndefined();
}

const EN = everything("en");
const AR = everything("ar");
const bySlug = (slug: string) => products.find((product) => product.slug === slug)!;

describe("FCA and the bill of lading (Incoterms 2020, FCA A6/B6)", () => {
  test("says the buyer contracts the carrier and may instruct it, in both languages", () => {
    for (const text of [EN, sheetRows("frozen-grouper", "en")]) {
      says(text, "Under FCA the buyer contracts the carrier");
      says(text, "the buyer may instruct its carrier to issue one to us");
    }
    for (const text of [AR, sheetRows("frozen-grouper", "ar")]) {
      says(text, "في البيع بشرط FCA يتعاقد المشتري مع الناقل");
      says(text, "جاز للمشتري أن يطلب من ناقله إصدارها لنا");
    }
    neverSays(EN, /we can instruct the carrier/i);
    neverSays(AR, "يمكننا أن نطلب من الناقل");
  });

  test("calls FOB, CFR and CIF rules for sea and inland waterway transport", () => {
    says(EN, "rules for sea and inland waterway transport");
    neverSays(EN, "rules for sea transport and");
    says(AR, "قواعد للنقل البحري والنقل عبر المجاري المائية الداخلية");
    neverSays(AR, "فقواعد للنقل البحري،");
  });
});

describe("halal wording", () => {
  test("says the other schools permit sea creatures in general, and keeps the Hanafi exception", () => {
    const halal = bySlug("rock-lobster").trade.halal;
    says(halal.en, "Shafi'i, Maliki and Hanbali schools in general permit sea creatures");
    says(halal.ar, "فيُبيحون حيوانات البحر في الجملة");
    expect(halal.en).toMatch(/Hanafi school .* generally does not permit lobster/);
    says(halal.ar, "لا يُبيح الشارخة عمومًا");
    neverSays(EN, /permit all sea (creatures|animals)|majority permit/i);
    neverSays(AR, "حيوانات البحر كلها");
  });
});

describe("claims the business has not evidenced (decisions §10)", () => {
  test("names no unnamed authority or accredited laboratory as fact", () => {
    for (const claim of [/competent authority/i, /accredited laborator/i]) neverSays(EN, claim);
    for (const claim of ["الجهة المختصة", "مختبر معتمد"]) neverSays(AR, claim);
    says(sheetRows("king-fish", "en"), "at a laboratory named in the quotation");
    says(sheetRows("king-fish", "ar"), "في مختبر نسمّيه في عرض السعر");
    says(sheetRows("king-fish", "en"), "We name the issuing authority in the quotation.");
    says(sheetRows("king-fish", "ar"), "ونسمّي الجهة المُصدِرة في عرض السعر.");
  });

  test("books air cargo and reefer space for each order, and promises no regular sailing", () => {
    neverSays(EN, /regular (reefer )?sailing|weekly sailing|FCA Garowe or Bosaso airport/i);
    says(
      sheetRows("king-fish", "en"),
      "Bosaso or Garowe airport, with air cargo space booked for each order",
    );
    says(
      sheetRows("king-fish", "ar"),
      "مطار بوصاصو أو مطار غاروي، مع حجز مساحة الشحن الجوي لكل طلب",
    );
    says(EN, "Reefer containers from Bosaso, 20′ or 40′, booked for each order");
    says(AR, "حاويات مبرّدة 20 قدمًا أو 40 قدمًا من بوصاصو، تُحجز لكل طلب");
  });

  test("calls the months at −18 °C a storage life, not the label's shelf life", () => {
    says(
      sheetRows("frozen-grouper", "en"),
      "9 months of storage life at −18 °C, not the label's shelf life",
    );
    says(
      sheetRows("frozen-grouper", "ar"),
      "9 أشهر مدةَ تخزين عند −18 °م، لا فترة الصلاحية المدوّنة على البطاقة",
    );
    neverSays(EN, /Frozen: \d+ months \(/);
  });

  test("names Saudi Arabia as a market only once the SFDA listing is confirmed, in both languages", () => {
    const gulf = tradeTerms.tradeTerms.markets.find((market) => market.term.en === "Gulf")!;
    expect(gulf.description.en).toMatch(
      /Saudi Arabia once our establishment's SFDA listing is confirmed/,
    );
    says(
      gulf.description.ar,
      "والمملكة العربية السعودية متى تأكّد إدراج منشأتنا لدى الهيئة العامة للغذاء والدواء",
    );
    for (const locale of ["en", "ar"] as const) {
      const saudi = locale === "en" ? /Saudi Arabia/ : /السعودية/;
      const unconditional = everything(locale)
        .split("\n")
        .filter(
          (line) =>
            saudi.test(line) &&
            !/SFDA|Food and Drug Authority|الهيئة العامة للغذاء والدواء/.test(line),
        );
      expect(unconditional, locale).toEqual([]);
    }
  });
});

describe("the Gulf's own rules beside the EU's", () => {
  test("gives the Codex histamine figures and the Gulf's standard beside EU 2073/2005, on pages and sheets", () => {
    for (const text of [EN, sheetRows("frozen-king-fish", "en")]) {
      says(text, "Codex Stan 36-1981 and 165-1989");
      says(text, "10 mg/100 g on average as the sign of decomposition");
      says(text, "20 mg/100 g in any sample unit");
      says(text, "GSO 380");
      says(text, "Commission Regulation (EC) No 2073/2005");
    }
    for (const text of [AR, sheetRows("frozen-king-fish", "ar")]) {
      says(text, "Codex Stan 36-1981 و165-1989");
      says(text, "10 mg/100 g في المتوسط دليلًا على الفساد");
      says(text, "20 mg/100 g في أي وحدة من العينة");
      says(text, "GSO 380");
      says(text, "2073/2005");
    }
  });

  test("labels frozen goods with the freezing date and marine source, and the salted sardine with its ingredients", () => {
    says(
      sheetRows("frozen-grouper", "en"),
      "the freezing date and the source of the product: marine, caught at sea, not farmed",
    );
    says(
      sheetRows("frozen-grouper", "ar"),
      "تاريخ التجميد ومصدر المنتج: بحري مصيد من البحر لا من الاستزراع",
    );
    neverSays(sheetRows("king-fish", "en"), "freezing date");
    says(
      sheetRows("goldstripe-sardine", "en"),
      "Salted dried sardine lists its ingredients on the label: sardine, salt.",
    );
    says(sheetRows("goldstripe-sardine", "ar"), "مكوّناتها على البطاقة: عومة، ملح.");
    neverSays(sheetRows("frozen-grouper", "en"), "Ingredients line");
  });

  test("writes label dates plainly, not in code, and never 'in full' when month and year are meant", () => {
    says(EN, "written plainly, not in code (day, month and year under 3 months of shelf life");
    says(AR, "مكتوبَين صراحةً لا بالرموز");
    neverSays(EN, /written in full/);
    neverSays(AR, "مكتوبَين كاملَين");
  });
});

describe("seasonal trade bans on king fish", () => {
  test("every king fish offered says Oman and Bahrain close its trade from 15 August to 15 October", () => {
    for (const slug of ["king-fish", "filleted-king-fish", "frozen-king-fish"]) {
      says(
        sheetRows(slug, "en"),
        "Oman bans the fishing and trading of king fish (kanad) from 15 August to 15 October (Ministerial Resolution 230/2014)",
      );
      says(sheetRows(slug, "en"), "Bahrain bans its display and sale in markets in the same weeks");
      says(
        sheetRows(slug, "ar"),
        "تحظر سلطنة عُمان صيد الكنعد وتداوله من 15 أغسطس إلى 15 أكتوبر (القرار الوزاري 230/2014)",
      );
      says(sheetRows(slug, "ar"), "وتحظر مملكة البحرين عرضه وبيعه في الأسواق في الفترة نفسها");
    }
    neverSays(sheetRows("frozen-grouper", "en"), "kanad");
    neverSays(EN, "Supply all year from frozen stock, including the monsoon months");
  });
});

describe("names that mislead a Gulf buyer (decisions §9)", () => {
  test("never sells Epinephelus chlorostigma as hamour", () => {
    for (const slug of ["grouper", "filleted-grouper", "frozen-grouper"]) {
      const { scientificName } = bySlug(slug).trade;
      says(scientificName.en, "Brownspotted grouper (E. chlorostigma) is not sold as grouper");
      says(scientificName.ar, "ولا يُباع النوع E. chlorostigma على أنه هامور");
    }
    neverSays(AR, "بنّي البقع");
    neverSays(EN, /chlorostigma\)[;,]? (and|or) /);
  });

  test("keeps Cephalopholis hinds apart from najil (Plectropomus), with no coral or tomato calque", () => {
    for (const slug of ["red-grouper", "filleted-red-grouper", "frozen-red-grouper"]) {
      says(bySlug(slug).trade.scientificName.en, "not coral trout (Plectropomus spp.)");
      says(bySlug(slug).trade.scientificName.ar, "ولا الناجل (Plectropomus spp.)");
    }
    for (const calque of ["الهامور المرجاني", "الطماطمي", "والمرجاني"]) neverSays(AR, calque);
    neverSays(EN, /coral grouper/i);
  });

  test("drops the blog's king fish names and calls no unconfirmed name the market's", () => {
    for (const name of ["ديرك", "دراك"]) neverSays(AR, name);
    neverSays(AR, /(النهّاش|النهاش)( الأحمر)? (هو )?(ال)?اسم(ٌ)? تجاري/);
    neverSays(EN, /(snapper|red grouper|skipjack tuna) is the trade name/i);
  });

  test("names the refused red snappers on snapper sheets only", () => {
    neverSays(sheetRows("filleted-grouper", "en"), "Lutjanus bohar");
    neverSays(sheetRows("frozen-red-grouper", "ar"), "Lutjanus bohar");
    says(sheetRows("frozen-red-snapper", "en"), "two-spot red snapper (Lutjanus bohar)");
    says(sheetRows("frozen-red-snapper", "ar"), "(Lutjanus bohar)");
  });
});

describe("Arabic that reads as written, not translated", () => {
  test("replaces the calques with the trade's own words", () => {
    for (const calque of [
      "متماسك وممتلئ",
      "متوسط الرقائق",
      "الهامور الأحمر الطماطمي",
      "مجمّد التيار الهوائي",
      "مجمّدات التيار الهوائي",
      "إفادات",
    ]) {
      neverSays(AR, calque);
    }
    says(bySlug("king-fish").texture.ar, "لحم متماسك كثيف، رقائقه متوسطة الحجم");
    says(AR, "نُطلعك على سير الشحنة من التحميل حتى الوصول");
  });

  test("writes tonnes as طن and counts packs after their plural, كراتين, never كرتونة after a number", () => {
    const rows = sheetRows("frozen-grouper", "ar") + sheetRows("goldstripe-sardine", "ar");
    says(rows, "عدد الكراتين الرئيسية");
    says(rows, "عدد الأكياس 280، بوزن صافٍ 5.6 طن");
    neverSays(AR, /\d t\b/);
    neverSays(AR, /\d كرتونة/);
    says(AR, "5 أطنان، أي نحو حاوية جافة واحدة 20 قدمًا");
  });

  test("calls the specification sheet نشرة المواصفات everywhere", () => {
    says(AR, "تنزيل نشرة المواصفات (PDF)");
    for (const other of ["ورقة المواصفات", "بطاقة المواصفات", "صحيفة المواصفات", "كشف المواصفات"]) {
      neverSays(AR, other);
    }
  });

  test("makes الشارخة agree in the feminine on its frozen storage line", () => {
    const storage = specificationGroups(bySlug("rock-lobster"), "ar")
      .flatMap((group) => group.rows)
      .find((row) => row.label === "درجة حرارة التخزين")!;
    says(storage.values.join("\n"), "مغطاة بطبقة ثلج واقية");
    says(storage.values.join("\n"), "ولا يُعاد تجميدها أبدًا بعد ذوبانها");
    neverSays(storage.values.join("\n"), "مغطى بطبقة");
  });

  test("names the time zone of the opening hours in both languages", () => {
    says(EN, "Monday to Friday, 8am to 5pm East Africa Time (UTC+3)");
    says(AR, "بتوقيت شرق أفريقيا (غرينتش + 3 ساعات)");
  });
});
