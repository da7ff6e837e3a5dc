import { CIGUATERA_LIMITS } from "./food-safety";
import type { Localized } from "./localized";
import {
  CHILLED_WHOLE_FISH_BOX,
  DRIED_SARDINE_PACKS,
  FILLET_PACKS,
  FROZEN_LOBSTER_CARTON,
  FROZEN_WHOLE_FISH_CARTON,
  LIVE_LOBSTER_BOX,
} from "./packing";
import { parseContent, productSchema } from "./schema";

// Trade data shared by several products. Each product still states every field; these only keep
// identical facts identical. Every text is a pair, English and Arabic; size grades written only
// in figures and units read the same in both.

/** A text written the same way in both languages, such as "1–2 kg". */
function same(text: string): Localized {
  return { en: text, ar: text };
}

const FAO_AREA = 51;

const WATERS = {
  pelagic: {
    en: "Somali waters off the Puntland coast near Eyl, Indian Ocean; landed at Eyl",
    ar: "المياه الصومالية قبالة ساحل بونتلاند قرب إيل، المحيط الهندي؛ ويُنزَل الصيد في إيل",
  },
  reef: {
    en: "Reefs and rocky ground off the Puntland coast near Eyl, Indian Ocean; landed at Eyl",
    ar: "الشعاب المرجانية والقيعان الصخرية قبالة ساحل بونتلاند قرب إيل، المحيط الهندي؛ ويُنزَل الصيد في إيل",
  },
  lobster: {
    en: "Rocky inshore waters around Eyl, Puntland coast, Indian Ocean",
    ar: "المياه الساحلية الصخرية حول إيل، ساحل بونتلاند، المحيط الهندي",
  },
  sardine: {
    en: "Inshore waters off the Puntland coast near Eyl, Indian Ocean; dried near the landing",
    ar: "المياه الساحلية قبالة ساحل بونتلاند قرب إيل، المحيط الهندي؛ ويُجفَّف قرب موقع الإنزال",
  },
};

const METHOD = {
  pelagic: {
    en: "Trolled lines, handlines and drift gillnets, from small boats",
    ar: "الخيط المجرور والخيط اليدوي (الحداق) والشباك الخيشومية المنجرفة، من قوارب صغيرة",
  },
  reef: {
    en: "Handlines from small boats, over reefs and rocky ground",
    ar: "الخيط اليدوي (الحداق) من قوارب صغيرة، فوق الشعاب المرجانية والقيعان الصخرية",
  },
};

const SEASON = {
  fresh: {
    en: "About October to May. The southwest monsoon, about June to September, keeps the small boats ashore, so there is little or no fresh fish then",
    ar: "من أكتوبر إلى مايو تقريبًا. وتُبقي الرياح الموسمية الجنوبية الغربية، من يونيو إلى سبتمبر تقريبًا، القوارب الصغيرة على الشاطئ، فيقلّ السمك المبرّد حينها أو ينعدم",
  },
  chilledOrFrozen: {
    en: "Chilled: about October to May, outside the southwest monsoon (June to September). Frozen: all year from stock",
    ar: "المبرّد: من أكتوبر إلى مايو تقريبًا، خارج الرياح الموسمية الجنوبية الغربية (يونيو إلى سبتمبر). المجمّد: طوال العام من المخزون",
  },
  frozen: {
    en: "All year from frozen stock, produced from about October to May, outside the southwest monsoon (about June to September)",
    ar: "طوال العام من المخزون المجمّد، المُنتَج من أكتوبر إلى مايو تقريبًا، خارج موسم الرياح الموسمية الجنوبية الغربية (من يونيو إلى سبتمبر تقريبًا)",
  },
};

/**
 * Oman (Ministerial Resolution 230/2014) bans the fishing and trading of kingfish from 15 August to
 * 15 October, and Bahrain bans its display and sale in markets in the same weeks; frozen king fish
 * offered all year says so.
 */
const KING_FISH_TRADE_BANS = {
  en: "Oman bans the fishing and trading of king fish (kanad) from 15 August to 15 October (Ministerial Resolution 230/2014), and Bahrain bans its display and sale in markets in the same weeks, so orders for both arrive outside them",
  ar: "تحظر سلطنة عُمان صيد الكنعد وتداوله من 15 أغسطس إلى 15 أكتوبر (القرار الوزاري 230/2014)، وتحظر مملكة البحرين عرضه وبيعه في الأسواق في الفترة نفسها؛ فتصل طلباتهما بعدها",
};

/** A king fish season with the Gulf's trade bans after it. */
function kingFishSeason(season: Localized): Localized {
  return {
    en: `${season.en}. ${KING_FISH_TRADE_BANS.en}`,
    ar: `${season.ar}. ${KING_FISH_TRADE_BANS.ar}`,
  };
}

const HALAL_FISH = {
  en: "Yes: fish is halal without slaughter. A halal certificate is supplied where the buyer or the importing country asks for one",
  ar: "نعم: السمك حلال دون تذكية. وتُقدَّم شهادة حلال متى طلبها المشتري أو البلد المستورد",
};

const CHILLED = { minC: 0, maxC: 2 };
const FROZEN = { maxC: -18 };
const GLAZE = { min: 5, max: 8 };

function chilledWholeFish(shelfLife: Localized) {
  return {
    state: "chilled",
    temperature: CHILLED,
    conditions: {
      en: "in melting flake ice, in self-draining insulated boxes, from landing to dispatch",
      ar: "في ثلج مجروش ذائب، داخل صناديق معزولة حراريًا ذاتية التصريف، من الإنزال حتى الإرسال",
    },
    shelfLife,
    basis: {
      en: "whole or gutted fish kept in melting ice at 0–2 °C from capture",
      ar: "سمك كامل أو منزوع الأحشاء محفوظ في ثلج ذائب عند 0–2 °م منذ صيده",
    },
  };
}

function chilledFillets(shelfLife: Localized, basis: Localized) {
  return {
    state: "chilled",
    temperature: CHILLED,
    conditions: {
      en: "in a chill room or on ice, vacuum packed so that meltwater never touches the flesh",
      ar: "في غرفة تبريد أو على الثلج، معبأ تحت التفريغ حتى لا يلامس ماء الثلج الذائب اللحم",
    },
    shelfLife,
    basis: {
      en: `${basis.en}; vacuum packed, so held below 3.3 °C throughout and given well under 10 days`,
      ar: `${basis.ar}؛ ولأنه معبأ تحت التفريغ يُحفظ دون 3.3 °م طوال الوقت، وتُحدَّد صلاحيته بأقل كثيرًا من 10 أيام`,
    },
  };
}

const FROZEN_CONDITIONS = {
  en: "glazed, in our Garowe cold store and in the reefer container; never refrozen once thawed",
  ar: "مغطى بطبقة ثلج واقية، في مخزن التبريد لدينا في غاروي وفي الحاوية المبرّدة؛ ولا يُعاد تجميده أبدًا بعد ذوبانه",
};
const LEAN_FROZEN_BASIS = {
  en: "lean white fish, glazed and held without a break at −18 °C or below; the practical storage life of lean fish at −18 °C",
  ar: "سمك أبيض قليل الدهن، مغطى بطبقة ثلج ومحفوظ دون انقطاع عند −18 °م أو أقل؛ وهي مدة التخزين العملية للأسماك قليلة الدهن عند −18 °م",
};
const OILY_FROZEN_BASIS = {
  en: "oily fish, glazed and held without a break at −18 °C or below; its oil oxidises sooner than lean fish, so the practical storage life at −18 °C is shorter",
  ar: "سمك دهني، مغطى بطبقة ثلج ومحفوظ دون انقطاع عند −18 °م أو أقل؛ يتأكسد دهنه أسرع من الأسماك قليلة الدهن، فتكون مدة تخزينه العملية عند −18 °م أقصر",
};

/**
 * A frozen product's months at −18 °C: its storage life, not the shelf life printed on the label,
 * which is set for each order.
 */
function months(count: 5 | 6 | 9): Localized {
  return {
    en: `${count} months of storage life at −18 °C, not the label's shelf life`,
    ar: `${count} أشهر مدةَ تخزين عند −18 °م، لا فترة الصلاحية المدوّنة على البطاقة`,
  };
}

function frozen(shelfLife: Localized, basis: Localized) {
  return {
    state: "frozen",
    temperature: FROZEN,
    conditions: FROZEN_CONDITIONS,
    shelfLife,
    basis,
    glazePercent: GLAZE,
  };
}

/** Chilled and frozen fillets of one fish, each packed the house way. */
function filletForms(forms: Localized[], frozenHsCode = "0304.89") {
  return [
    { state: "chilled", forms, hsCode: "0304.49", packs: [FILLET_PACKS.chilled] },
    { state: "frozen", forms, hsCode: frozenHsCode, packs: [FILLET_PACKS.frozen] },
  ];
}

/** Frozen whole fish and frozen fillets of one fish. */
function frozenWholeAndFilletForms(wholeForms: Localized[], filletForms: Localized[]) {
  return [
    { state: "frozen", forms: wholeForms, hsCode: "0303.89", packs: [FROZEN_WHOLE_FISH_CARTON] },
    { state: "frozen", forms: filletForms, hsCode: "0304.89", packs: [FILLET_PACKS.frozen] },
  ];
}

/** The forms and cuts, as the glossary names them. */
const FORM = {
  wholeRound: { en: "Whole round", ar: "كاملة غير منظّفة" },
  wholeGutted: { en: "Whole gutted", ar: "كاملة منزوعة الأحشاء" },
  gutscaled: { en: "Gutted and scaled", ar: "منزوعة الأحشاء والقشور" },
  wholeGuttedScaled: { en: "Whole gutted and scaled", ar: "كاملة منزوعة الأحشاء والقشور" },
  gutGilled: { en: "Gutted and gilled", ar: "منزوعة الخياشيم والأحشاء" },
  steaks: { en: "Steaks cut across the backbone", ar: "شرائح عرضية بالعظم (ستيك)" },
  skinOnFillets: { en: "Skin-on fillets", ar: "فيليه بالجلد" },
  bonelessFillets: {
    en: "Boneless fillets, skin-on or skinless",
    ar: "فيليه منزوع العظم، بالجلد أو منزوع الجلد",
  },
};

const FILLET_FORMS = [
  FORM.skinOnFillets,
  { en: "Skinless fillets", ar: "فيليه منزوع الجلد" },
  { en: "Boneless (pin-bone-out) portions", ar: "قطع منزوعة العظم" },
];

const KING_FISH = {
  scientificName: {
    en: "Scomberomorus commerson (narrow-barred Spanish mackerel)",
    ar: "Scomberomorus commerson (الكنعد، الماكريل الإسباني ضيق الخطوط)",
  },
  family: "Scombridae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.pelagic },
  fishingMethod: METHOD.pelagic,
  foodSafety: ["histamine"],
  halal: HALAL_FISH,
};

const SKIPJACK = {
  scientificName: {
    en: "Katsuwonus pelamis (skipjack tuna)",
    ar: "Katsuwonus pelamis (التونة الوثّابة)",
  },
  family: "Scombridae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.pelagic },
  fishingMethod: METHOD.pelagic,
  foodSafety: ["histamine"],
  halal: HALAL_FISH,
};

const GROUPER = {
  scientificName: {
    en: "Epinephelus spp., several species, e.g. orange-spotted grouper (E. coioides) and areolate grouper (E. areolatus); the species is named on each lot. Brownspotted grouper (E. chlorostigma) is not sold as grouper",
    ar: "Epinephelus spp.، عدة أنواع، منها الهامور برتقالي البقع (E. coioides) والهامور المبقّع (E. areolatus)؛ ويُذكر النوع على كل تشغيلة. ولا يُباع النوع E. chlorostigma على أنه هامور",
  },
  family: "Serranidae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.reef },
  fishingMethod: METHOD.reef,
  foodSafety: ["ciguatera"],
  ciguateraLimits: [CIGUATERA_LIMITS.grouper],
  halal: HALAL_FISH,
};

const RED_GROUPER = {
  scientificName: {
    en: "Several red-skinned groupers: Cephalopholis spp., e.g. tomato hind (C. sonnerati) and coral hind (C. miniata), and blacktip grouper (Epinephelus fasciatus); the species is named on each lot. Not the Atlantic red grouper, Epinephelus morio, and not coral trout (Plectropomus spp.)",
    ar: "عدة أنواع من الهامور الأحمر الجلد: Cephalopholis spp.، منها النوعان C. sonnerati و C. miniata، والهامور أسود الأطراف (Epinephelus fasciatus)؛ ويُذكر النوع على كل تشغيلة. وليس الهامور الأحمر الأطلسي (Epinephelus morio)، ولا الناجل (Plectropomus spp.)",
  },
  family: "Serranidae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.reef },
  fishingMethod: METHOD.reef,
  foodSafety: ["ciguatera"],
  ciguateraLimits: [CIGUATERA_LIMITS.redGrouper],
  halal: HALAL_FISH,
};

const SNAPPER = {
  scientificName: {
    en: "Lutjanus spp., grey and bronze snappers, e.g. blubberlip snapper (L. rivulatus) and dory snapper (L. fulviflamma); the species is named on each lot. Never two-spot red snapper (L. bohar)",
    ar: "Lutjanus spp.، النهّاش الرمادي والبرونزي، منه النهّاش غليظ الشفتين (L. rivulatus) والنهّاش أصفر الخطوط (L. fulviflamma)؛ ويُذكر النوع على كل تشغيلة. ولا يشمل أبدًا النهّاش الأحمر ذا البقعتين (L. bohar)",
  },
  family: "Lutjanidae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.reef },
  fishingMethod: METHOD.reef,
  foodSafety: ["ciguatera"],
  ciguateraLimits: [CIGUATERA_LIMITS.snapper],
  halal: HALAL_FISH,
};

const RED_SNAPPER = {
  scientificName: {
    en: "Lutjanus spp., red snappers: emperor red snapper (L. sebae) and mangrove red snapper (L. argentimaculatus); the species is named on each lot. Never two-spot red snapper (L. bohar) or humpback red snapper (L. gibbus)",
    ar: "Lutjanus spp.، النهّاش الأحمر: النهّاش الأحمر الإمبراطور (L. sebae) ونهّاش المانغروف الأحمر (L. argentimaculatus)؛ ويُذكر النوع على كل تشغيلة. ولا يشمل أبدًا النهّاش الأحمر ذا البقعتين (L. bohar) ولا النهّاش الأحمر الأحدب (L. gibbus)",
  },
  family: "Lutjanidae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.reef },
  fishingMethod: METHOD.reef,
  foodSafety: ["ciguatera"],
  ciguateraLimits: [CIGUATERA_LIMITS.redSnapper],
  halal: HALAL_FISH,
};

/** Shelf lives of chilled fish, in days. */
const DAYS = {
  fromCapture10to12: { en: "10–12 days from capture", ar: "10–12 يومًا من الصيد" },
  fromFilleting5to7: { en: "5–7 days from filleting", ar: "5–7 أيام من التقطيع" },
};

const LEAN_FILLETS = { en: "lean fillets kept at 0–2 °C", ar: "فيليه قليل الدهن محفوظ عند 0–2 °م" };

export const products = parseContent("app/content/products.ts", productSchema, [
  // Fresh fish
  {
    slug: "king-fish",
    category: "fresh-fish",
    name: { en: "King Fish", ar: "كنعد" },
    summary: {
      en: "Narrow-barred Spanish mackerel from the Puntland coast, supplied whole in melting ice or cut into steaks. Firm, meaty flesh that holds together on the grill.",
      ar: "كنعد (الماكريل الإسباني ضيق الخطوط) من ساحل بونتلاند، يُورَّد كاملًا في ثلج ذائب أو مقطّعًا شرائح عرضية (ستيك). لحمه متماسك كثيف لا يتفتت على الشواية.",
    },
    description: [
      {
        en: "King fish is the trade name for the narrow-barred Spanish mackerel, Scomberomorus commerson, a fast, long-bodied predator of the Indian Ocean and the western Pacific. It is easy to recognise by its steel-blue back, silvery sides crossed by thin, wavy dark bars, and its sharp teeth. The fish landed on our coast commonly weigh from about 3 kg to over 15 kg.",
        ar: "الكنعد هو الاسم التجاري للماكريل الإسباني ضيق الخطوط (Scomberomorus commerson)، وهو سمك مفترس سريع طويل الجسم يعيش في المحيط الهندي وغرب المحيط الهادئ. يسهل تمييزه بظهره الأزرق الفولاذي وجانبيه الفضيين اللذين تعبرهما خطوط داكنة رفيعة متموجة، وبأسنانه الحادة. ويتراوح وزن ما يُنزَل منه على ساحلنا عادةً بين 3 kg تقريبًا وأكثر من 15 kg.",
      },
      {
        en: "The flesh is firm and meaty with a medium flake, pale when raw and white when cooked, with a clean, full flavour. Apart from the backbone it has few bones, which is why king fish is so often cut across the body into steaks. It suits grilling, frying and curries, and the rice dishes eaten across Somalia, the Gulf and East Africa.",
        ar: "لحمه متماسك كثيف، رقائقه متوسطة الحجم، فاتح اللون نيئًا وأبيض بعد الطهي، ونكهته نقية غنية. وعظامه قليلة عدا العمود الفقري، ولهذا كثيرًا ما يُقطَّع الكنعد عرضيًا إلى شرائح (ستيك). ويناسب الشوي والقلي والكاري، وأطباق الأرز المنتشرة في الصومال ودول الخليج وشرق أفريقيا.",
      },
      {
        en: "King fish belongs to the same family as tuna and, like tuna, can form histamine if it is left warm after capture. Crews take ice to sea, the fish goes into ice soon after it is caught, and at Badey it stays in melting ice while we gut it or cut steaks. Every lot is tested for histamine before it leaves us.",
        ar: "ينتمي الكنعد إلى فصيلة التونة نفسها، ومثلها قد يتكوّن فيه الهستامين إذا تُرك دافئًا بعد صيده. لذلك يحمل الصيادون الثلج معهم إلى البحر، ويوضع السمك في الثلج بعد صيده بوقت قصير، ويبقى في ثلج ذائب في بادي أثناء نزع أحشائه أو تقطيعه شرائح. وتُفحص كل تشغيلة للهستامين قبل أن تغادرنا.",
      },
    ],
    images: ["king-fish", "king-fish-steaks"],
    benefits: [
      {
        en: "Firm steaks that hold together on the grill and in curries",
        ar: "شرائح متماسكة لا تتفتت على الشواية ولا في الكاري",
      },
      {
        en: "Few bones apart from the backbone, so it is easy to portion",
        ar: "عظام قليلة عدا العمود الفقري، فيسهل تقسيمه إلى حصص",
      },
      {
        en: "A familiar fish for buyers in Somalia, the Gulf and East Africa",
        ar: "سمك مألوف للمشترين في الصومال ودول الخليج وشرق أفريقيا",
      },
      {
        en: "Supplied whole, gutted or as steaks to suit your market",
        ar: "يُورَّد كاملًا أو منزوع الأحشاء أو شرائح بما يناسب سوقك",
      },
      { en: "Histamine tested lot by lot", ar: "فحص الهستامين لكل تشغيلة" },
    ],
    texture: {
      en: "Firm and meaty, medium flake, few bones",
      ar: "لحم متماسك كثيف، رقائقه متوسطة الحجم، قليل العظام",
    },
    trade: {
      ...KING_FISH,
      season: kingFishSeason(SEASON.fresh),
      sizeGrades: [
        {
          en: "Whole fish: 2–4 kg, 4–7 kg, 7–10 kg, over 10 kg",
          ar: "السمك الكامل: 2–4 kg، 4–7 kg، 7–10 kg، أكثر من 10 kg",
        },
        { en: "Steaks: 2–3 cm thick", ar: "الشرائح: بسماكة 2–3 cm" },
      ],
      forms: [
        {
          state: "chilled",
          forms: [FORM.wholeRound, FORM.wholeGutted, FORM.steaks],
          hsCode: "0302.49",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [
        chilledWholeFish({
          en: "Whole: 7–10 days from capture; steaks: 4–6 days from cutting",
          ar: "الكامل: 7–10 أيام من الصيد؛ الشرائح: 4–6 أيام من التقطيع",
        }),
      ],
    },
    seoDescription: {
      en: "Fresh king fish (narrow-barred Spanish mackerel) from Puntland, Somalia, supplied whole on ice or cut into steaks for trade buyers.",
      ar: "كنعد مبرّد (الماكريل الإسباني ضيق الخطوط) من بونتلاند، الصومال، يُورَّد كاملًا في الثلج أو مقطّعًا شرائح (ستيك) لتجّار المأكولات البحرية.",
    },
  },
  {
    slug: "grouper",
    category: "fresh-fish",
    name: { en: "Grouper", ar: "هامور" },
    summary: {
      en: "Orange-spotted and other Epinephelus groupers from the reefs and rocky ground off Eyl, supplied whole in melting ice. Moist white flesh with large, firm flakes.",
      ar: "هامور برتقالي البقع وأنواع أخرى من الهامور من الشعاب والقيعان الصخرية قبالة إيل، يُورَّد كاملًا في ثلج ذائب. لحم أبيض طري برقائق كبيرة متماسكة.",
    },
    description: [
      {
        en: "Grouper is the trade name for several Epinephelus species that local crews catch on handlines over the reefs and rocky ground of the Puntland coast, among them the orange-spotted grouper (E. coioides) and the areolate grouper (E. areolatus). The brownspotted grouper (E. chlorostigma) is not sold as grouper. They are heavy-bodied fish with wide mouths and olive-brown to grey-brown bodies scattered with darker or orange-brown spots. Most of the fish we handle weigh between about 1 and 8 kg.",
        ar: "الهامور اسم تجاري لعدة أنواع من الجنس Epinephelus يصطادها الصيادون المحليون بالخيط اليدوي فوق الشعاب والقيعان الصخرية لساحل بونتلاند، منها الهامور برتقالي البقع (E. coioides) والهامور المبقّع (E. areolatus)، ويُعرف في مصر باسم الوقار. ولا نبيع النوع E. chlorostigma على أنه هامور. وهي أسماك ثقيلة الجسم واسعة الفم، يتدرج لونها من البني الزيتوني إلى البني الرمادي، وتنتشر عليها بقع أدكن أو بنية مائلة إلى البرتقالي. ويتراوح وزن معظم ما نتعامل معه بين 1 و8 kg تقريبًا.",
      },
      {
        en: "Grouper flesh is white, moist and firm, with large flakes and a mild, slightly sweet taste. It keeps its shape when steamed, baked, grilled or fried, and the head and frame make a rich stock, so buyers who sell whole fish get full value from every one.",
        ar: "لحم الهامور أبيض طري متماسك، برقائق كبيرة وطعم معتدل يميل قليلًا إلى الحلاوة. ويحافظ على شكله عند طهيه بالبخار أو في الفرن أو شويه أو قليه، ويُعدّ من رأسه وهيكله مرق غني، فيستفيد من يبيعون السمك كاملًا من كل سمكة بتمامها.",
      },
      {
        en: "At Badey we sort grouper by species and weight, gut and scale it on request and pack it whole. The species is written on every lot, and where your market prefers one grouper over another we keep them apart. We buy no grouper above 8 kg: the largest reef predators carry the highest risk of ciguatera.",
        ar: "في بادي نفرز الهامور حسب النوع والوزن، وننزع أحشاءه وقشوره عند الطلب، ونعبّئه كاملًا. ويُكتب النوع على كل تشغيلة، وإذا كان سوقك يفضّل نوعًا من الهامور على غيره فصلنا بينها. ولا نشتري أي هامور يزيد وزنه على 8 kg، لأن أكبر المفترسات في الشعاب هي الأعلى خطرًا في التسمم بالسيجواتيرا.",
      },
    ],
    images: ["grouper"],
    benefits: [
      {
        en: "Mild, clean-tasting white flesh that sells in restaurants and retail",
        ar: "لحم أبيض معتدل نقي الطعم، رائج في المطاعم ومتاجر التجزئة",
      },
      {
        en: "Large, firm flakes that hold together in cooking",
        ar: "رقائق كبيرة متماسكة لا تتفتت عند الطهي",
      },
      {
        en: "Good for whole-fish sales and for filleting",
        ar: "مناسب للبيع سمكًا كاملًا وللتقطيع إلى فيليه",
      },
      { en: "Graded by species and weight to your order", ar: "مصنّف حسب النوع والوزن وفق طلبك" },
      {
        en: "No fish above 8 kg, under our ciguatera policy",
        ar: "لا سمك يزيد على 8 kg، وفق سياستنا للوقاية من السيجواتيرا",
      },
    ],
    texture: { en: "Firm and moist, large white flakes", ar: "متماسك وطري، رقائق بيضاء كبيرة" },
    trade: {
      ...GROUPER,
      season: SEASON.fresh,
      sizeGrades: [same("1–2 kg"), same("2–4 kg"), same("4–8 kg")],
      forms: [
        {
          state: "chilled",
          forms: [FORM.wholeRound, FORM.wholeGutted, FORM.gutscaled],
          hsCode: "0302.89",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish(DAYS.fromCapture10to12)],
    },
    seoDescription: {
      en: "Fresh Epinephelus groupers from Puntland, Somalia, such as the orange-spotted grouper, graded by species and weight and packed whole on ice.",
      ar: "هامور مبرّد من بونتلاند، الصومال، مثل الهامور برتقالي البقع، مصنّف حسب النوع والوزن ومعبّأ كاملًا في الثلج.",
    },
  },
  {
    slug: "red-grouper",
    category: "fresh-fish",
    name: { en: "Red Grouper", ar: "هامور أحمر" },
    summary: {
      en: "Small red-skinned reef groupers from the Puntland coast, such as tomato hind and coral hind, supplied whole in melting ice. Plate-sized fish with fine, sweet white flesh.",
      ar: "هامور صغير أحمر الجلد من شعاب ساحل بونتلاند، من أنواع الجنس Cephalopholis، يُورَّد كاملًا في ثلج ذائب. سمك بحجم الطبق الواحد، لحمه أبيض ناعم حلو الطعم.",
    },
    description: [
      {
        en: "Red grouper is our trade name for the small red-skinned groupers of the coral and rocky reefs. Several species come under it: hinds of the genus Cephalopholis, such as the tomato hind (C. sonnerati) and the coral hind (C. miniata), and the blacktip grouper (Epinephelus fasciatus). They range from orange-red to deep red, and the coral hind is covered in small bright-blue spots. They are not the Atlantic red grouper (Epinephelus morio) sold in the Americas, nor coral trout (Plectropomus spp.).",
        ar: "الهامور الأحمر اسمنا التجاري لأنواع الهامور الصغيرة ذات الجلد الأحمر في الشعاب المرجانية والصخرية. ويندرج تحته عدة أنواع: أنواع من الجنس Cephalopholis مثل C. sonnerati و C. miniata، والهامور أسود الأطراف (Epinephelus fasciatus). ويتدرج لونها من الأحمر البرتقالي إلى الأحمر الداكن، وتغطي النوعَ C. miniata نقطٌ صغيرة زرقاء زاهية. وهي ليست الهامور الأحمر الأطلسي (Epinephelus morio) الذي يُباع في الأمريكتين، ولا الناجل (Plectropomus spp.).",
      },
      {
        en: "These fish stay much smaller than the groupers we sell as grouper, mostly between 300 g and 1.5 kg, which makes them a natural plate-sized fish for restaurants. The flesh is white, fine-textured and sweet, and the red skin looks good on the plate when the fish is served whole, whether baked, steamed or fried.",
        ar: "تبقى هذه الأسماك أصغر كثيرًا من الهامور الذي نبيعه باسم الهامور، إذ يتراوح وزن معظمها بين 300 g و1.5 kg، فهي سمكة مثالية بحجم الطبق الواحد للمطاعم. لحمها أبيض ناعم القوام حلو الطعم، ويبدو جلدها الأحمر جميلًا في الطبق حين تُقدَّم كاملة، مخبوزة أو مطهوة بالبخار أو مقلية.",
      },
      {
        en: "Landings vary with the weather and the season, so red grouper comes to us in smaller lots than our other groupers. We sort each lot by species and size, name the species on the label, and pack the fish whole, gutted and scaled on request.",
        ar: "تتفاوت كميات الإنزال مع الطقس والموسم، لذلك يصلنا الهامور الأحمر في تشغيلات أصغر من أنواع الهامور الأخرى. ونفرز كل تشغيلة حسب النوع والحجم، ونذكر النوع على بطاقة المنتج، ونعبّئ السمك كاملًا، منزوع الأحشاء والقشور عند الطلب.",
      },
    ],
    images: ["red-grouper"],
    benefits: [
      { en: "Bright red skin that stands out on display", ar: "جلد أحمر زاهٍ يلفت النظر في العرض" },
      {
        en: "Plate-sized fish, convenient for whole-fish restaurant service",
        ar: "سمك بحجم الطبق الواحد، مناسب لتقديمه كاملًا في المطاعم",
      },
      { en: "Fine, sweet white flesh", ar: "لحم أبيض ناعم حلو الطعم" },
      {
        en: "Sorted by size and kept separate from other groupers",
        ar: "مفروز حسب الحجم ومنفصل عن أنواع الهامور الأخرى",
      },
      { en: "The species named on every label", ar: "النوع مذكور على كل بطاقة" },
    ],
    texture: {
      en: "Fine, tender and moist, small white flakes",
      ar: "ناعم وطري ورطب، رقائق بيضاء صغيرة",
    },
    trade: {
      ...RED_GROUPER,
      season: SEASON.fresh,
      sizeGrades: [same("300–500 g"), same("500 g–1 kg"), same("1–1.5 kg")],
      forms: [
        {
          state: "chilled",
          forms: [FORM.wholeRound, FORM.wholeGutted, FORM.gutscaled],
          hsCode: "0302.89",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish(DAYS.fromCapture10to12)],
    },
    seoDescription: {
      en: "Fresh red grouper from the reefs of Puntland, Somalia: tomato hind, coral hind and other red-skinned groupers, plate-sized and packed whole on ice.",
      ar: "هامور أحمر مبرّد من شعاب بونتلاند، الصومال: أنواع صغيرة حمراء الجلد بحجم الطبق الواحد، معبّأة كاملة في الثلج.",
    },
  },
  {
    slug: "snapper",
    category: "fresh-fish",
    name: { en: "Snapper", ar: "نهّاش" },
    summary: {
      en: "Grey and bronze Lutjanus snappers from the Puntland coast, such as blubberlip snapper, supplied whole in melting ice. Firm white flesh with a mild, sweet taste.",
      ar: "نهّاش رمادي وبرونزي من ساحل بونتلاند، مثل النهّاش غليظ الشفتين، يُورَّد كاملًا في ثلج ذائب. لحم أبيض متماسك بطعم معتدل حلو.",
    },
    description: [
      {
        en: "Under the name snapper we supply the grey and bronze Lutjanus snappers that local handline crews catch off Eyl. Among them are the blubberlip snapper (L. rivulatus), a deep-bodied fish with thick lips and fine wavy blue lines across the cheeks, and the smaller dory snapper (L. fulviflamma), with yellow stripes and a black spot on its side. The species is named on every lot, and our red snapper is a separate product that never shares a box with these fish.",
        ar: "نورّد باسم النهّاش أنواع النهّاش الرمادية والبرونزية من الجنس Lutjanus التي يصطادها صيادو الخيط اليدوي المحليون قبالة إيل. ومنها النهّاش غليظ الشفتين (L. rivulatus)، وهو سمك عريض الجسم غليظ الشفتين تعبر خديه خطوط زرقاء رفيعة متموجة، والنهّاش أصفر الخطوط (L. fulviflamma) الأصغر حجمًا، وعليه خطوط صفراء وبقعة سوداء على جانبه. ويُذكر النوع على كل تشغيلة، أما النهّاش الأحمر فمنتج مستقل لا يشارك هذه الأسماك صندوقًا أبدًا.",
      },
      {
        en: "The flesh is white, firm and moist, with a medium flake and a mild, sweet taste. Snapper is a dependable fish for frying and grilling whole, for baking with spices and for filleting.",
        ar: "لحمه أبيض متماسك طري، رقائقه متوسطة الحجم، معتدل الطعم حلوه. والنهّاش سمك يُعتمد عليه للقلي والشوي كاملًا، وللخَبز بالتوابل، وللتقطيع إلى فيليه.",
      },
      {
        en: "Some snappers of these reefs are a known source of ciguatera. We refuse the two-spot red snapper (L. bohar) outright and take other snappers only up to 3 kg. At Badey the fish are sorted by size, gutted and scaled on request and packed whole.",
        ar: "بعض أنواع النهّاش في هذه الشعاب مصدر معروف للتسمم بالسيجواتيرا. لذلك نرفض النهّاش الأحمر ذا البقعتين (L. bohar) رفضًا قاطعًا، ولا نأخذ الأنواع الأخرى إلا حتى 3 kg. وفي بادي تُفرز الأسماك حسب الحجم، وتُنزع أحشاؤها وقشورها عند الطلب، وتُعبّأ كاملة.",
      },
    ],
    images: ["snapper"],
    benefits: [
      {
        en: "Versatile white fish for frying, grilling, baking and filleting",
        ar: "سمك أبيض متعدد الاستخدامات للقلي والشوي والخَبز والتقطيع إلى فيليه",
      },
      {
        en: "Firm flesh that keeps its quality well in melting ice",
        ar: "لحم متماسك يحافظ على جودته جيدًا في الثلج الذائب",
      },
      {
        en: "Sorted by size and never mixed with red snapper",
        ar: "مفروز حسب الحجم ولا يُخلط أبدًا بالنهّاش الأحمر",
      },
      {
        en: "Supplied whole round, gutted, or gutted and scaled",
        ar: "يُورَّد كاملًا غير منظّف، أو منزوع الأحشاء، أو منزوع الأحشاء والقشور",
      },
      {
        en: "Bought under a written ciguatera policy",
        ar: "يُشترى وفق سياسة مكتوبة للوقاية من السيجواتيرا",
      },
    ],
    texture: { en: "Firm and moist, medium white flake", ar: "متماسك وطري، رقائق بيضاء متوسطة" },
    trade: {
      ...SNAPPER,
      season: SEASON.fresh,
      sizeGrades: [same("300–500 g"), same("500 g–1 kg"), same("1–3 kg")],
      forms: [
        {
          state: "chilled",
          forms: [FORM.wholeRound, FORM.wholeGutted, FORM.gutscaled],
          hsCode: "0302.89",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish(DAYS.fromCapture10to12)],
    },
    seoDescription: {
      en: "Fresh grey and bronze Lutjanus snappers from Puntland, Somalia, such as blubberlip snapper, sorted by size and packed whole on ice.",
      ar: "نهّاش رمادي وبرونزي مبرّد من بونتلاند، الصومال، مثل النهّاش غليظ الشفتين، مفروز حسب الحجم ومعبّأ كاملًا في الثلج.",
    },
  },
  {
    slug: "red-snapper",
    category: "fresh-fish",
    name: { en: "Red Snapper", ar: "نهّاش أحمر" },
    summary: {
      en: "Emperor and mangrove red snapper from the Puntland coast, supplied whole in melting ice. Firm, sweet white flesh and a colour that stands out on display.",
      ar: "النهّاش الأحمر الإمبراطور ونهّاش المانغروف الأحمر من ساحل بونتلاند، يُورَّدان كاملين في ثلج ذائب. لحم أبيض متماسك حلو الطعم، ولون يلفت النظر في العرض.",
    },
    description: [
      {
        en: "Red snapper is our trade name for the red-skinned Lutjanus snappers of the reefs and rocky ground off Eyl: the emperor red snapper (L. sebae) and the mangrove red snapper (L. argentimaculatus). Young emperor red snapper carry three broad dark-red bands on a pale body; adults turn an even deep red to pinkish red, with a steep forehead. The species is named on every lot.",
        ar: "النهّاش الأحمر اسمنا التجاري لأنواع النهّاش الحمراء الجلد من الجنس Lutjanus في الشعاب والقيعان الصخرية قبالة إيل: النهّاش الأحمر الإمبراطور (L. sebae) ونهّاش المانغروف الأحمر (L. argentimaculatus). ويحمل صغار النهّاش الإمبراطور ثلاثة أحزمة عريضة حمراء داكنة على جسم فاتح، ثم يصير البالغ منها أحمر داكنًا متجانسًا إلى أحمر وردي، بجبهة شديدة الانحدار. ويُذكر النوع على كل تشغيلة.",
      },
      {
        en: "It is a valued fish in many markets. The flesh is white, firm and moist, with a sweet taste and a fine to medium flake, and the red skin makes it a popular fish to serve whole. Larger fish fillet well and give thick, even portions.",
        ar: "وهو سمك مطلوب في أسواق كثيرة. لحمه أبيض متماسك طري، حلو الطعم، رقائقه دقيقة إلى متوسطة، ويجعله جلده الأحمر مرغوبًا لتقديمه كاملًا. وتصلح الأسماك الأكبر حجمًا للتقطيع إلى فيليه وتعطي حصصًا سميكة متساوية.",
      },
      {
        en: "Ciguatera toxins build up in large reef predators, so red snapper is bought under a written policy. We never buy the two-spot red snapper (L. bohar) or the humpback red snapper (L. gibbus), the red snappers buyers most often refuse; we take emperor and mangrove red snapper only up to 5 kg; and every lot is traced to its fishing ground.",
        ar: "تتراكم سموم السيجواتيرا في المفترسات الكبيرة في الشعاب، لذلك يُشترى النهّاش الأحمر وفق سياسة مكتوبة: لا نشتري أبدًا النهّاش الأحمر ذا البقعتين (L. bohar) ولا النهّاش الأحمر الأحدب (L. gibbus)، وهما أكثر ما يرفضه المشترون من النهّاش الأحمر؛ ولا نأخذ النهّاش الإمبراطور ونهّاش المانغروف إلا حتى 5 kg؛ وتُتتبَّع كل تشغيلة حتى منطقة صيدها.",
      },
    ],
    images: ["red-snapper"],
    benefits: [
      {
        en: "A sought-after red fish for display and whole-fish service",
        ar: "سمك أحمر مطلوب للعرض وللتقديم كاملًا",
      },
      {
        en: "Firm, sweet white flesh with a fine to medium flake",
        ar: "لحم أبيض متماسك حلو الطعم، رقائقه دقيقة إلى متوسطة",
      },
      { en: "Larger fish give thick, even fillets", ar: "الأسماك الأكبر تعطي فيليه سميكًا متساويًا" },
      {
        en: "Graded by weight and never mixed with other snappers",
        ar: "مصنّف حسب الوزن ولا يُخلط أبدًا بأنواع النهّاش الأخرى",
      },
      {
        en: "No two-spot or humpback red snapper, and no fish over 5 kg",
        ar: "لا نهّاش أحمر ذا بقعتين ولا أحدب، ولا سمك يزيد على 5 kg",
      },
    ],
    texture: {
      en: "Firm and moist, fine to medium white flake",
      ar: "متماسك وطري، رقائق بيضاء ناعمة إلى متوسطة",
    },
    trade: {
      ...RED_SNAPPER,
      season: SEASON.fresh,
      sizeGrades: [same("1–2 kg"), same("2–3 kg"), same("3–5 kg")],
      forms: [
        {
          state: "chilled",
          forms: [FORM.wholeRound, FORM.wholeGutted, FORM.gutscaled],
          hsCode: "0302.89",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish(DAYS.fromCapture10to12)],
    },
    seoDescription: {
      en: "Fresh red snapper from Puntland, Somalia: emperor and mangrove red snapper, bought under a ciguatera policy and packed whole on ice.",
      ar: "نهّاش أحمر مبرّد من بونتلاند، الصومال: النهّاش الإمبراطور ونهّاش المانغروف، يُشترى وفق سياسة للوقاية من السيجواتيرا ويُعبّأ كاملًا في الثلج.",
    },
  },
  {
    slug: "skipjack-tuna",
    category: "fresh-fish",
    name: { en: "Skipjack Tuna", ar: "تونة وثّابة" },
    summary: {
      en: "Skipjack tuna from the open water off Puntland, iced soon after capture and supplied whole in melting ice. Deep red meat with a rich flavour.",
      ar: "تونة وثّابة من المياه المفتوحة قبالة بونتلاند، توضع في الثلج بعد صيدها بوقت قصير وتُورَّد كاملة في ثلج ذائب. لحم أحمر داكن بنكهة غنية.",
    },
    description: [
      {
        en: "Skipjack tuna, Katsuwonus pelamis, is a fast-swimming tuna of warm open seas, caught off the Puntland coast by small boats with handlines, trolled lines and drift gillnets. It is a compact, torpedo-shaped fish with a dark purplish-blue back and a silver belly marked with four to six dark stripes running along the body. Most of the fish landed here weigh between about 1.5 and 6 kg. In the Indian Ocean the stock is managed by the Indian Ocean Tuna Commission (IOTC).",
        ar: "التونة الوثّابة (Katsuwonus pelamis) تونة سريعة السباحة تعيش في البحار المفتوحة الدافئة، وتُصاد قبالة ساحل بونتلاند من قوارب صغيرة بالخيط اليدوي والخيط المجرور والشباك الخيشومية المنجرفة. وهي سمكة مكتنزة على شكل طوربيد، ظهرها أزرق داكن مائل إلى الأرجواني، وبطنها فضي تمتد عليه بطول الجسم أربعة إلى ستة خطوط داكنة. ويتراوح وزن معظم ما يُنزَل منها هنا بين 1.5 و6 kg تقريبًا. وتتولى هيئة التونة في المحيط الهندي (IOTC) إدارة مخزونها في المحيط الهندي.",
      },
      {
        en: "The meat is dark red, dense and firm, with a rich flavour. It is eaten fresh, grilled, seared or in curries, and across the Indian Ocean it is also widely cooked, smoked and dried.",
        ar: "لحمها أحمر داكن كثيف متماسك، بنكهة غنية. ويؤكل مشويًا أو محمّرًا سريعًا أو في الكاري، كما يُطهى ويُدخَّن ويُجفَّف على نطاق واسع في بلدان المحيط الهندي.",
      },
      {
        en: "Tuna forms histamine quickly when it is left warm, so skipjack is iced within hours of capture, kept in melting ice and given a shorter shelf life than our reef fish, and each lot is tested for histamine. For longer journeys we recommend our skipjack loins, which are cut at Badey and can be supplied frozen.",
        ar: "يتكوّن الهستامين في التونة بسرعة إذا تُركت دافئة، لذلك توضع التونة الوثّابة في الثلج خلال ساعات من صيدها، وتُحفظ في ثلج ذائب، وتُحدَّد لها فترة صلاحية أقصر من أسماك الشعاب، وتُفحص كل تشغيلة للهستامين. وللرحلات الأطول ننصح بقطع التونة الوثّابة الطولية (لوين) التي تُقطَّع في بادي ويمكن توريدها مجمّدة.",
      },
    ],
    images: ["skipjack-tuna"],
    benefits: [
      {
        en: "Rich, dark meat for grilling, searing and curries",
        ar: "لحم داكن غني للشوي والتحمير السريع والكاري",
      },
      {
        en: "Iced within hours of capture to control histamine",
        ar: "توضع في الثلج خلال ساعات من صيدها للسيطرة على الهستامين",
      },
      {
        en: "Supplied whole round, or gutted and gilled",
        ar: "تُورَّد كاملة غير منظّفة، أو منزوعة الخياشيم والأحشاء",
      },
      {
        en: "A familiar tuna in Indian Ocean and Gulf markets",
        ar: "تونة مألوفة في أسواق المحيط الهندي ودول الخليج",
      },
      { en: "Traceable to the landing site and date", ar: "قابلة للتتبع حتى موقع الإنزال وتاريخه" },
    ],
    texture: { en: "Firm and dense, dark red meat", ar: "متماسك وكثيف، لحم أحمر داكن" },
    trade: {
      ...SKIPJACK,
      season: SEASON.fresh,
      sizeGrades: [same("1.5–3 kg"), same("3–5 kg"), { en: "over 5 kg", ar: "أكثر من 5 kg" }],
      forms: [
        {
          state: "chilled",
          forms: [FORM.wholeRound, FORM.gutGilled],
          hsCode: "0302.33",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish({ en: "5–7 days from capture", ar: "5–7 أيام من الصيد" })],
    },
    seoDescription: {
      en: "Fresh skipjack tuna (Katsuwonus pelamis) from Puntland, Somalia, iced within hours of capture and supplied whole or gutted and gilled.",
      ar: "تونة وثّابة مبرّدة من بونتلاند، الصومال، توضع في الثلج خلال ساعات من صيدها وتُورَّد كاملة أو منزوعة الخياشيم والأحشاء.",
    },
  },

  // Shell fish
  {
    slug: "rock-lobster",
    category: "shell-fish",
    name: { en: "Rock Lobster", ar: "شارخة" },
    summary: {
      en: "Scalloped spiny lobster from the rocky coast around Eyl, supplied live by air, whole cooked or raw and frozen, or as frozen tails.",
      ar: "شارخة (جراد البحر الشوكي) من الساحل الصخري حول إيل، تُورَّد حية بالشحن الجوي، أو كاملة مطبوخة أو نيئة مجمّدة، أو ذيولًا مجمّدة.",
    },
    description: [
      {
        en: "Eyl is known across Somalia for its lobster, and rock lobster is one of the main catches on this stretch of coast. Our lobsters are scalloped spiny lobster, Panulirus homarus, of the Arabian Sea subspecies P. homarus megasculptus, the main spiny lobster of the Somali and Arabian coasts, with a small share of ornate spiny lobster, P. ornatus. Spiny lobsters have no large claws: they carry long, spiny antennae, and almost all of the meat is in the tail.",
        ar: "تشتهر إيل في أنحاء الصومال بالشارخة، وهي من أهم ما يُصاد على هذا الجزء من الساحل. والشارخة التي نوردها هي جراد البحر الشوكي (Panulirus homarus)، من نُوَيع بحر العرب (P. homarus megasculptus)، وهو جراد البحر الشوكي الرئيسي على السواحل الصومالية والعربية، مع نسبة صغيرة من جراد البحر الشوكي المزخرف (P. ornatus). وليس لجراد البحر الشوكي مخالب كبيرة، بل قرون استشعار طويلة شائكة، ويكاد لحمه كله يكون في الذيل.",
      },
      {
        en: "The tail meat is white, firm and sweet. We grade lobsters by weight and condition at Badey, buy none under 200 g and no egg-bearing females, and supply them live, whole cooked and frozen, whole raw and frozen, or as raw frozen tails. Live lobsters are cooled slowly to 12–15 °C and packed in damp wood shavings for the flight: tropical spiny lobsters do not survive the cold that suits temperate species.",
        ar: "لحم الذيل أبيض متماسك حلو الطعم. ونصنّف الشارخة في بادي حسب الوزن والحالة، ولا نشتري ما يقل وزنه عن 200 g ولا الإناث المحمّلة بالبيض، ونوردها حية، أو كاملة مطبوخة مجمّدة، أو كاملة نيئة مجمّدة، أو ذيولًا نيئة مجمّدة. وتُبرَّد الشارخة الحية ببطء إلى 12–15 °م وتُعبّأ في نشارة خشب رطبة للرحلة الجوية، لأن جراد البحر الشوكي الاستوائي لا يتحمل البرودة التي تناسب أنواع المناطق المعتدلة.",
      },
      {
        en: "Lobster is fished here from about October to May. During the southwest monsoon, about June to September, the sea is too rough for small boats, so we build frozen stock while the season is open. Talk to us early about volumes and delivery dates.",
        ar: "تُصاد الشارخة هنا من أكتوبر إلى مايو تقريبًا. وفي موسم الرياح الموسمية الجنوبية الغربية، من يونيو إلى سبتمبر تقريبًا، يشتد هيجان البحر على القوارب الصغيرة، فنكوّن مخزونًا مجمّدًا ما دام الموسم مفتوحًا. تواصل معنا مبكرًا بشأن الكميات ومواعيد التسليم.",
      },
    ],
    images: ["rock-lobster", "rock-lobster-tails"],
    benefits: [
      {
        en: "Sweet, firm tail meat from a coast known for its lobster",
        ar: "لحم ذيل متماسك حلو من ساحل مشهور بالشارخة",
      },
      {
        en: "Live, whole cooked, whole raw or tails to suit your market",
        ar: "حية أو كاملة مطبوخة أو كاملة نيئة أو ذيول، بما يناسب سوقك",
      },
      {
        en: "Graded by weight and condition; no egg-bearing females",
        ar: "مصنّفة حسب الوزن والحالة؛ ولا إناث محمّلة بالبيض",
      },
      {
        en: "Frozen stock for supply outside the fishing season",
        ar: "مخزون مجمّد للتوريد خارج موسم الصيد",
      },
      { en: "Traceable to the landing site and date", ar: "قابلة للتتبع حتى موقع الإنزال وتاريخه" },
    ],
    texture: { en: "Firm, sweet white tail meat", ar: "لحم ذيل أبيض متماسك حلو الطعم" },
    trade: {
      scientificName: {
        en: "Panulirus homarus megasculptus (scalloped spiny lobster, Arabian Sea subspecies); a small share of Panulirus ornatus (ornate spiny lobster), named on its lot",
        ar: "Panulirus homarus megasculptus (الشارخة، جراد البحر الشوكي، نُوَيع بحر العرب)؛ ونسبة صغيرة من Panulirus ornatus (جراد البحر الشوكي المزخرف)، يُذكر على تشغيلته",
      },
      family: "Palinuridae",
      catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.lobster },
      fishingMethod: {
        en: "Bottom-set tangle nets and collection by hand by divers, from small boats",
        ar: "شباك التشابك القاعية، والجمع اليدوي بالغوص، من قوارب صغيرة",
      },
      season: {
        en: "About October to May; no fishing in the southwest monsoon, about June to September. Frozen: all year from stock",
        ar: "من أكتوبر إلى مايو تقريبًا؛ ولا صيد في موسم الرياح الموسمية الجنوبية الغربية، من يونيو إلى سبتمبر تقريبًا. المجمّدة: طوال العام من المخزون",
      },
      sizeGrades: [
        {
          en: "Live and whole: 200–300 g, 300–500 g, 500–800 g, over 800 g",
          ar: "الحية والكاملة: 200–300 g، 300–500 g، 500–800 g، أكثر من 800 g",
        },
        {
          en: "Tails: 100–150 g, 150–250 g, over 250 g",
          ar: "الذيول: 100–150 g، 150–250 g، أكثر من 250 g",
        },
      ],
      forms: [
        {
          state: "live",
          forms: [{ en: "Live whole lobster", ar: "شارخة حية كاملة" }],
          hsCode: "0306.31",
          packs: [LIVE_LOBSTER_BOX],
        },
        {
          state: "frozen",
          forms: [
            { en: "Whole cooked", ar: "كاملة مطبوخة" },
            { en: "Whole raw", ar: "كاملة نيئة" },
            { en: "Raw tails", ar: "ذيول نيئة" },
          ],
          hsCode: "0306.11",
          packs: [FROZEN_LOBSTER_CARTON],
        },
      ],
      handling: [
        {
          state: "live",
          temperature: { minC: 12, maxC: 15 },
          conditions: {
            en: "held in seawater until packing, then cooled slowly and packed dry in damp wood shavings",
            ar: "تُحفظ في ماء البحر حتى التعبئة، ثم تُبرَّد ببطء وتُعبّأ دون ماء في نشارة خشب رطبة",
          },
          shelfLife: {
            en: "Deliver within 24–36 hours of packing",
            ar: "تُسلَّم خلال 24–36 ساعة من التعبئة",
          },
          basis: {
            en: "healthy lobsters packed dry at 12–15 °C; colder than about 10 °C tropical spiny lobsters weaken",
            ar: "شارخة سليمة معبأة دون ماء عند 12–15 °م؛ ويضعف جراد البحر الشوكي الاستوائي في برودة تقل عن 10 °م تقريبًا",
          },
        },
        {
          state: "frozen",
          temperature: FROZEN,
          // الشارخة is feminine: the fish's wording would not agree with it.
          conditions: {
            en: FROZEN_CONDITIONS.en,
            ar: "مغطاة بطبقة ثلج واقية، في مخزن التبريد لدينا في غاروي وفي الحاوية المبرّدة؛ ولا يُعاد تجميدها أبدًا بعد ذوبانها",
          },
          shelfLife: months(6),
          basis: {
            en: "glazed lobster, whole or tails, held without a break at −18 °C or below; the practical storage life of lobster at −18 °C",
            ar: "شارخة مغطاة بطبقة ثلج، كاملة أو ذيول، محفوظة دون انقطاع عند −18 °م أو أقل؛ وهي مدة التخزين العملية للشارخة عند −18 °م",
          },
          glazePercent: GLAZE,
        },
      ],
      foodSafety: [],
      halal: {
        en: "Not for Hanafi consumers: the Hanafi school permits no sea creature but fish, so it generally does not permit lobster. The Shafi'i, Maliki and Hanbali schools in general permit sea creatures, lobster included. A halal certificate, where asked for, comes from a certifier that follows those schools",
        ar: "لا تناسب المستهلكين من أتباع المذهب الحنفي: فالمذهب الحنفي لا يُبيح من حيوان البحر إلا السمك، ولذلك لا يُبيح الشارخة عمومًا. أما الشافعية والمالكية والحنابلة فيُبيحون حيوانات البحر في الجملة، ومنها الشارخة. وتصدر شهادة الحلال، عند طلبها، من جهة تصديق تتبع هذه المذاهب",
      },
    },
    seoDescription: {
      en: "Spiny rock lobster (Panulirus homarus) from Eyl, Puntland: live, whole cooked or raw frozen, and frozen tails graded by weight.",
      ar: "شارخة (جراد البحر الشوكي) من إيل في بونتلاند: حية، أو كاملة مطبوخة أو نيئة مجمّدة، وذيول مجمّدة مصنّفة حسب الوزن.",
    },
  },

  // Dry fish
  {
    // The slug is fixed by the site's specification; the fish is the Indian oil sardine.
    slug: "goldstripe-sardine",
    category: "dry-fish",
    name: { en: "Indian Oil Sardine", ar: "عومة مجففة" },
    summary: {
      en: "Indian oil sardine dried whole on raised racks, plain or salted. Light to ship in a dry container; kept cool and dry, it keeps four to six months.",
      ar: "عومة (سردين زيتي هندي) مجففة كاملة على منصات مرتفعة، بلا ملح أو مملحة. خفيفة الشحن في حاوية جافة، وتبقى صالحة من أربعة إلى ستة أشهر إذا حُفظت في مكان بارد وجاف.",
    },
    description: [
      {
        en: "The Indian oil sardine, Sardinella longiceps, is the sardine of the Arabian Sea and the Gulf of Aden: a small, slender, round-bellied shoaling fish with a faint golden line along each flank and a black spot on the rear edge of the gill cover. It arrives on the coast in large shoals, and drying is the practical way to keep a big catch in good condition. It is not the goldstripe sardinella, Sardinella gibbosa, a different fish of the wider Indo-Pacific.",
        ar: "السردين الزيتي الهندي (Sardinella longiceps)، المعروف في عُمان باسم العومة، هو سردين بحر العرب وخليج عدن: سمكة صغيرة نحيلة مستديرة البطن تعيش في أسراب، على كل جانب منها خط ذهبي باهت، وعلى الحافة الخلفية لغطاء الخياشيم بقعة سوداء. ويصل إلى الساحل في أسراب كبيرة، والتجفيف هو الطريقة العملية لحفظ صيد كبير في حالة جيدة. وهو غير السردين ذهبي الخطوط (Sardinella gibbosa)، وهو سمك مختلف يعيش في نطاق أوسع من المحيطين الهندي والهادئ.",
      },
      {
        en: "We dry the fish whole, either plain in the sun or after dry-salting, on raised racks that keep them clean and off the ground and let the sea breeze move around them. Plain fish are dried to 15% moisture or less; salted fish carry 12–15% salt and at most 35% moisture. Either way the water activity ends at 0.75 or below, too dry for spoilage bacteria to grow. Broken and under-dried fish are sorted out before packing.",
        ar: "نجفف السمك كاملًا، إما بلا ملح تحت الشمس أو بعد تمليحه تمليحًا جافًا، على منصات مرتفعة تحفظه نظيفًا بعيدًا عن الأرض وتسمح لنسيم البحر بالمرور حوله. ويُجفَّف السمك غير المملح حتى تبلغ رطوبته 15% أو أقل، ويحتوي السمك المملح على 12–15% من الملح و35% من الرطوبة على الأكثر. وفي الحالتين ينتهي النشاط المائي عند 0.75 أو أقل، وهو جفاف لا تنمو معه بكتيريا الفساد. ويُستبعد السمك المكسور وغير تام الجفاف قبل التعبئة.",
      },
      {
        en: "Oil sardine is a fatty fish and forms histamine as readily as tuna, so it is kept in ice until it goes onto the racks and every lot is tested. Dry, it needs no freezing, but heat and damp still spoil it: the oil turns rancid faster the warmer it is kept, and damp fish grow mould. In a chill room at 2–4 °C and below 65% relative humidity, plain fish keep four months and salted fish six. In a Gulf summer, an unchilled warehouse is far too hot for that.",
        ar: "السردين الزيتي سمك دهني يتكوّن فيه الهستامين بسهولة كما في التونة، لذلك يُحفظ في الثلج حتى يوضع على منصات التجفيف، وتُفحص كل تشغيلة. ولا يحتاج بعد تجفيفه إلى تجميد، لكن الحرارة والرطوبة تفسدانه: فكلما ارتفعت حرارة المخزن تزنّخ الدهن أسرع، ويتعفن السمك الرطب. وفي غرفة تبريد عند 2–4 °م ورطوبة نسبية أقل من 65%، يبقى السمك غير المملح صالحًا أربعة أشهر والمملح ستة أشهر. أما المستودع غير المبرّد في صيف الخليج فأشد حرارة من ذلك بكثير.",
      },
    ],
    images: ["goldstripe-sardine"],
    benefits: [
      {
        en: "Ships in a dry container, with no reefer needed for the sea passage",
        ar: "يُشحن في حاوية جافة، دون حاجة إلى حاوية مبرّدة في الرحلة البحرية",
      },
      {
        en: "Dried on raised racks, off the ground, for a cleaner product",
        ar: "مجفف على منصات مرتفعة بعيدًا عن الأرض، لمنتج أنظف",
      },
      {
        en: "Plain sun-dried or salted-dried to suit your market",
        ar: "مجفف بالشمس بلا ملح أو مملح ومجفف بما يناسب سوقك",
      },
      {
        en: "Moisture, salt and histamine checked on every lot",
        ar: "فحص الرطوبة والملح والهستامين في كل تشغيلة",
      },
      {
        en: "Four to six months in a cool, dry store",
        ar: "من أربعة إلى ستة أشهر في مخزن بارد وجاف",
      },
    ],
    texture: {
      en: "Firm, dry and slightly brittle; softens when soaked or cooked",
      ar: "متماسك وجاف وهشّ قليلًا؛ يلين عند نقعه أو طهيه",
    },
    trade: {
      scientificName: {
        en: "Sardinella longiceps (Indian oil sardine)",
        ar: "Sardinella longiceps (العومة، السردين الزيتي الهندي)",
      },
      family: "Clupeidae",
      catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.sardine },
      fishingMethod: {
        en: "Beach seines and small encircling nets, from the shore and small boats",
        ar: "شباك الجرّ الشاطئية وشباك التطويق الصغيرة، من الشاطئ ومن قوارب صغيرة",
      },
      season: {
        en: "Landed about October to May; dried stock sold all year",
        ar: "يُنزَل من أكتوبر إلى مايو تقريبًا؛ ويُباع المخزون المجفف طوال العام",
      },
      sizeGrades: [same("10–14 cm"), same("14–18 cm")],
      forms: [
        {
          state: "dried",
          forms: [
            { en: "Whole sun-dried", ar: "كاملة مجففة بالشمس" },
            { en: "Whole salted-dried", ar: "كاملة مملحة ومجففة" },
          ],
          hsCode: "0305.54",
          packs: DRIED_SARDINE_PACKS,
        },
      ],
      handling: [
        {
          state: "dried",
          temperature: { minC: 2, maxC: 4 },
          conditions: {
            en: "in a chill room at a relative humidity below 65%, off the floor and away from other foods; ambient only for the sea passage of about a week, out of the sun",
            ar: "في غرفة تبريد برطوبة نسبية أقل من 65%، مرفوعًا عن الأرض وبعيدًا عن الأغذية الأخرى؛ ولا يُترك في درجة الحرارة المحيطة إلا خلال الرحلة البحرية التي تستغرق نحو أسبوع، بعيدًا عن الشمس",
          },
          shelfLife: {
            en: "Plain: 4 months; salted: 6 months, from packing",
            ar: "غير المملح: 4 أشهر؛ المملح: 6 أشهر، من التعبئة",
          },
          basis: {
            en: "plain fish at 15% moisture or less; salted fish with 12–15% salt and 35% moisture or less; water activity 0.75 or below; stored at 2–4 °C below 65% relative humidity. Kept warm, the oil turns rancid sooner and the fish keep much less",
            ar: "سمك غير مملح برطوبة 15% أو أقل؛ وسمك مملح بنسبة ملح 12–15% ورطوبة 35% أو أقل؛ ونشاط مائي 0.75 أو أقل؛ ويُخزَّن عند 2–4 °م برطوبة نسبية أقل من 65%. وإذا حُفظ دافئًا تزنّخ دهنه أسرع وقصرت صلاحيته كثيرًا",
          },
        },
      ],
      foodSafety: ["histamine"],
      halal: HALAL_FISH,
    },
    seoDescription: {
      en: "Sun-dried and salted-dried Indian oil sardine (Sardinella longiceps) from Puntland, Somalia, dried whole on racks, packed in sacks or cartons.",
      ar: "عومة (سردين زيتي هندي) مجففة بالشمس أو مملحة ومجففة من بونتلاند، الصومال، تُجفَّف كاملة على منصات وتُعبّأ في أكياس أو كراتين.",
    },
  },

  // Filleted fish
  {
    slug: "filleted-king-fish",
    category: "filleted-fish",
    name: { en: "Filleted King Fish", ar: "فيليه كنعد" },
    summary: {
      en: "King fish fillets and boneless portions, cut by hand at Badey from fish iced soon after capture. Skin-on or skinless, chilled or frozen.",
      ar: "فيليه كنعد وقطع منزوعة العظم، تُقطَّع يدويًا في بادي من سمك وُضع في الثلج بعد صيده بوقت قصير. بالجلد أو منزوع الجلد، مبرّد أو مجمّد.",
    },
    description: [
      {
        en: "We fillet king fish (narrow-barred Spanish mackerel, Scomberomorus commerson) at our processing site at Badey, close to where the fish is landed. Each fish is headed and gutted, then cut into two long fillets along the backbone.",
        ar: "نقطّع الكنعد (الماكريل الإسباني ضيق الخطوط، Scomberomorus commerson) إلى فيليه في موقع التجهيز لدينا في بادي، قرب مكان إنزاله. يُزال رأس كل سمكة وتُنزع أحشاؤها، ثم تُقطع إلى شريحتين طوليتين على امتداد العمود الفقري.",
      },
      {
        en: "We trim the belly flap and, if you ask for it, the dark strip of muscle along the side; for boneless fillets we remove the pin bones. Fillets are supplied skin-on or skinless, whole or cut into portions to a weight you set. The result is a firm, meaty fillet, pale when raw and white when cooked, that stays whole when grilled, pan-fried or simmered in a curry.",
        ar: "نشذّب طرف البطن، ونزيل عند طلبك شريط العضل الداكن، وننزع العظام الدقيقة للفيليه منزوع العظم. ولحمه كثيف فاتح اللون، أبيض بعد الطهي، لا يتفتت في الشوي أو القلي أو الكاري.",
      },
      {
        en: "Because king fish can form histamine, the fillets are cut on a chilled line, packed at 0–2 °C and tested lot by lot. Chilled fillets are vacuum packed and keep 4–6 days. Frozen fillets are individually quick frozen and glazed, and keep about 5 months at −18 °C, much less than lean fish, because the oil in the flesh slowly oxidises in the freezer.",
        ar: "ولأن الهستامين قد يتكوّن في الكنعد، يُقطَّع الفيليه على خط مبرّد، ويُعبّأ عند 0–2 °م، ويُفحص تشغيلةً تشغيلة. ويُعبّأ الفيليه المبرّد تحت التفريغ ويبقى صالحًا 4–6 أيام. أما الفيليه المجمّد فيُجمَّد فرديًا بسرعة ويُغطّى بطبقة ثلج، ويبقى صالحًا نحو 5 أشهر عند −18 °م، وهي مدة أقصر كثيرًا من الأسماك قليلة الدهن، لأن الدهن في اللحم يتأكسد ببطء في المجمّد.",
      },
    ],
    images: ["filleted-king-fish"],
    benefits: [
      {
        en: "Firm, meaty fillets that stay whole when grilled or fried",
        ar: "فيليه متماسك ممتلئ يبقى سليمًا عند الشوي أو القلي",
      },
      {
        en: "Boneless, pin-bone-out fillets and portions cut to your weight",
        ar: "فيليه منزوع العظام الدقيقة وحصص مقطّعة بالوزن الذي تريده",
      },
      {
        en: "Skin-on or skinless, with the dark muscle trimmed on request",
        ar: "بالجلد أو منزوع الجلد، مع إزالة العضل الداكن عند الطلب",
      },
      { en: "Histamine tested before packing", ar: "فحص الهستامين قبل التعبئة" },
      {
        en: "Chilled for air freight or frozen for sea freight",
        ar: "مبرّد للشحن الجوي أو مجمّد للشحن البحري",
      },
    ],
    texture: { en: "Firm and meaty, medium flake", ar: "لحم متماسك كثيف، رقائقه متوسطة الحجم" },
    trade: {
      ...KING_FISH,
      season: kingFishSeason(SEASON.chilledOrFrozen),
      sizeGrades: [
        {
          en: "Fillets: 0.5–1 kg, 1–2 kg, over 2 kg",
          ar: "الفيليه: 0.5–1 kg، 1–2 kg، أكثر من 2 kg",
        },
        {
          en: "Portions: to your weight, e.g. 150 g",
          ar: "الحصص: بالوزن الذي تحدده، مثل 150 g",
        },
      ],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets(
          { en: "4–6 days from filleting", ar: "4–6 أيام من التقطيع" },
          {
            en: "fillets of an oily fish, cut from fish iced since capture and kept at 0–2 °C",
            ar: "فيليه سمك دهني، مقطّع من سمك محفوظ في الثلج منذ صيده ومحفوظ عند 0–2 °م",
          },
        ),
        frozen(months(5), OILY_FROZEN_BASIS),
      ],
    },
    seoDescription: {
      en: "King fish fillets from Puntland, Somalia, hand cut at Badey: skin-on or skinless, boneless portions, vacuum packed chilled or IQF frozen.",
      ar: "فيليه كنعد من بونتلاند، الصومال، مقطّع يدويًا في بادي: بالجلد أو منزوع الجلد، وحصص منزوعة العظم، مبرّد معبأ تحت التفريغ أو مجمّد فرديًا بسرعة.",
    },
  },
  {
    slug: "filleted-grouper",
    category: "filleted-fish",
    name: { en: "Filleted Grouper", ar: "فيليه هامور" },
    summary: {
      en: "Grouper fillets cut by hand at Badey, skin-on or skinless, with a boneless option. Thick white fillets with large, firm flakes.",
      ar: "فيليه هامور مقطّع يدويًا في بادي، بالجلد أو منزوع الجلد، مع خيار منزوع العظم. شرائح بيضاء سميكة برقائق كبيرة متماسكة.",
    },
    description: [
      {
        en: "Our grouper fillets are cut from the Epinephelus groupers landed on the Puntland coast, such as the orange-spotted grouper (E. coioides), with the species named on each lot. The fish are filleted by hand at Badey soon after they come ashore.",
        ar: "يُقطَّع فيليه الهامور لدينا من أنواع الهامور من الجنس Epinephelus التي تُنزَل على ساحل بونتلاند، مثل الهامور برتقالي البقع (E. coioides)، ويُذكر النوع على كل تشغيلة. وتُقطَّع الأسماك يدويًا في بادي بعد وصولها إلى الشاطئ بوقت قصير.",
      },
      {
        en: "Grouper has a large head and a heavy frame, so it gives a lower fillet yield than slimmer fish, but the fillets themselves are thick and even. We scale the fish, cut the fillets from the frame, trim the belly and, for boneless fillets, take out the pin bones with a neat V-cut. Fillets are left whole or cut into portions, skin-on or skinless.",
        ar: "للهامور رأس كبير وهيكل ثقيل، فنسبة ما يعطيه من فيليه أقل من الأسماك الأنحف، لكن شرائحه سميكة متساوية. ننزع القشور، ونفصل الفيليه عن الهيكل، ونشذّب البطن، وننزع العظام الدقيقة للفيليه منزوع العظم بقطع دقيق على شكل حرف V. ويُترك الفيليه كاملًا أو يُقطَّع حصصًا، بالجلد أو منزوع الجلد.",
      },
      {
        en: "The white flesh has large, firm flakes and a mild taste, and it holds together when baked, steamed, grilled or fried. Lean grouper freezes well, so frozen fillets are a practical way to stock it through the monsoon months.",
        ar: "لحمه الأبيض ذو رقائق كبيرة متماسكة وطعم معتدل، ولا يتفتت عند خَبزه أو طهيه بالبخار أو شويه أو قليه. والهامور سمك قليل الدهن يحتمل التجميد جيدًا، فالفيليه المجمّد طريقة عملية لتوفيره طوال أشهر الرياح الموسمية.",
      },
    ],
    images: ["filleted-grouper"],
    benefits: [
      {
        en: "Thick, even fillets with large white flakes",
        ar: "فيليه سميك متساوٍ برقائق بيضاء كبيرة",
      },
      { en: "A mild flavour that suits many cuisines", ar: "نكهة معتدلة تناسب مطابخ كثيرة" },
      {
        en: "Boneless, pin-bone-out fillets and cut portions",
        ar: "فيليه منزوع العظام الدقيقة وحصص مقطّعة",
      },
      { en: "Skin-on or skinless to your specification", ar: "بالجلد أو منزوع الجلد وفق مواصفاتك" },
      {
        en: "Cut from fish of 8 kg or less, under our ciguatera policy",
        ar: "مقطّع من سمك لا يزيد على 8 kg، وفق سياستنا للوقاية من السيجواتيرا",
      },
    ],
    texture: { en: "Firm and moist, large white flakes", ar: "متماسك وطري، رقائق بيضاء كبيرة" },
    trade: {
      ...GROUPER,
      season: SEASON.chilledOrFrozen,
      sizeGrades: [
        same("200–500 g"),
        same("500 g–1 kg"),
        { en: "over 1 kg", ar: "أكثر من 1 kg" },
        { en: "Portions to your weight", ar: "حصص بالوزن الذي تحدده" },
      ],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets(DAYS.fromFilleting5to7, LEAN_FILLETS),
        frozen(months(9), LEAN_FROZEN_BASIS),
      ],
    },
    seoDescription: {
      en: "Grouper fillets from Puntland, Somalia, hand cut at Badey from Epinephelus groupers: skin-on or skinless, boneless, chilled or frozen.",
      ar: "فيليه هامور من بونتلاند، الصومال، مقطّع يدويًا في بادي من أنواع الهامور المختلفة: بالجلد أو منزوع الجلد، ومنزوع العظم، مبرّد أو مجمّد.",
    },
  },
  {
    slug: "filleted-red-grouper",
    category: "filleted-fish",
    name: { en: "Filleted Red Grouper", ar: "فيليه هامور أحمر" },
    summary: {
      en: "Red grouper fillets cut by hand at Badey, usually with the red skin left on. Small, fine-textured white fillets sized for a single plate.",
      ar: "فيليه هامور أحمر مقطّع يدويًا في بادي، ويُترك عليه الجلد الأحمر عادةً. شرائح بيضاء صغيرة ناعمة القوام بحجم الطبق الواحد.",
    },
    description: [
      {
        en: "These fillets are cut from our red grouper, the small red-skinned hinds and groupers of the reef such as the tomato hind (Cephalopholis sonnerati) and the coral hind (C. miniata). The species is named on every lot.",
        ar: "يُقطَّع هذا الفيليه من الهامور الأحمر لدينا، أي أنواع الهامور الصغيرة الحمراء الجلد في الشعاب، مثل النوعين Cephalopholis sonnerati و C. miniata. ويُذكر النوع على كل تشغيلة.",
      },
      {
        en: "Because the fish are small, each fillet is a single serving of roughly 80 to 250 g. We usually leave the skin on, since the red skin is part of the appeal when the fillet is pan-fried or grilled skin-side up, but skinless fillets are available too. For boneless fillets we remove the pin bones.",
        ar: "ولأن الأسماك صغيرة، فكل شريحة حصة واحدة تزن من 80 إلى 250 g تقريبًا. ونترك الجلد عادةً، لأن الجلد الأحمر جزء من جاذبية الطبق حين تُقلى الشريحة في المقلاة أو تُشوى وجلدها إلى الأعلى، ويتوفر الفيليه منزوع الجلد أيضًا. وننزع العظام الدقيقة للفيليه منزوع العظم.",
      },
      {
        en: "The flesh is fine, tender and sweet. Chilled fillets go by air for restaurants that want them fresh; frozen fillets give kitchens a steady supply of a fish that lands in small lots.",
        ar: "لحمه ناعم طري حلو الطعم. ويُشحن الفيليه المبرّد جوًا للمطاعم التي تريده غير مجمّد، أما الفيليه المجمّد فيوفر للمطابخ إمدادًا منتظمًا من سمك يُنزَل بكميات صغيرة.",
      },
    ],
    images: ["filleted-red-grouper"],
    benefits: [
      { en: "Red skin that presents well on the plate", ar: "جلد أحمر يبدو جميلًا في الطبق" },
      {
        en: "Single-serving fillets, convenient for restaurants",
        ar: "شرائح بحجم الحصة الواحدة، مناسبة للمطاعم",
      },
      { en: "Fine, tender and sweet white flesh", ar: "لحم أبيض ناعم طري حلو الطعم" },
      {
        en: "Boneless option with the pin bones removed",
        ar: "خيار منزوع العظم بعد إزالة العظام الدقيقة",
      },
      {
        en: "Each fillet lot labelled with its species",
        ar: "كل تشغيلة فيليه تحمل بطاقة باسم نوعها",
      },
    ],
    texture: { en: "Fine, tender and moist", ar: "ناعم وطري ورطب" },
    trade: {
      ...RED_GROUPER,
      season: SEASON.chilledOrFrozen,
      sizeGrades: [same("80–150 g"), same("150–250 g")],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets(DAYS.fromFilleting5to7, LEAN_FILLETS),
        frozen(months(9), LEAN_FROZEN_BASIS),
      ],
    },
    seoDescription: {
      en: "Red grouper fillets from Puntland, Somalia, cut from red-skinned hinds such as tomato hind and coral hind, skin-on, chilled or frozen.",
      ar: "فيليه هامور أحمر من بونتلاند، الصومال، مقطّع من أنواع الهامور الصغيرة الحمراء الجلد، بالجلد، مبرّد أو مجمّد.",
    },
  },
  {
    slug: "filleted-snapper",
    category: "filleted-fish",
    name: { en: "Filleted Snapper", ar: "فيليه نهّاش" },
    summary: {
      en: "Snapper fillets cut by hand at Badey from blubberlip and other Lutjanus snappers. Skin-on or skinless, boneless on request, chilled or frozen.",
      ar: "فيليه نهّاش مقطّع يدويًا في بادي من النهّاش غليظ الشفتين وأنواع نهّاش أخرى. بالجلد أو منزوع الجلد، ومنزوع العظم عند الطلب، مبرّد أو مجمّد.",
    },
    description: [
      {
        en: "We fillet the grey and bronze Lutjanus snappers landed on our coast, such as the blubberlip snapper (L. rivulatus), by hand at Badey, and keep them apart from our red snapper. The species is named on every lot.",
        ar: "نقطّع يدويًا في بادي أنواع النهّاش الرمادية والبرونزية من الجنس Lutjanus التي تُنزَل على ساحلنا، مثل النهّاش غليظ الشفتين (L. rivulatus)، ونفصلها عن النهّاش الأحمر. ويُذكر النوع على كل تشغيلة.",
      },
      {
        en: "We scale the fish before filleting, so skin-on fillets are ready to cook, then trim the belly and, for boneless fillets, remove the pin bones. Larger fillets can be cut into portions of an agreed weight.",
        ar: "ننزع القشور قبل التقطيع، فيكون الفيليه بالجلد جاهزًا للطهي، ثم نشذّب البطن، وننزع العظام الدقيقة للفيليه منزوع العظم. ويمكن تقطيع الشرائح الأكبر حصصًا بوزن متفق عليه.",
      },
      {
        en: "Snapper fillets are firm and moist with a mild, sweet taste and a medium flake, and they suit pan-frying, grilling, baking and fish curries. They come from the same supply as our whole snapper, bought under our ciguatera policy.",
        ar: "فيليه النهّاش متماسك طري، معتدل الطعم حلوه، رقائقه متوسطة الحجم، ويناسب القلي في المقلاة والشوي والخَبز وكاري السمك. ومصدره هو مصدر النهّاش الكامل نفسه، المشترى وفق سياستنا للوقاية من السيجواتيرا.",
      },
    ],
    images: ["filleted-snapper"],
    benefits: [
      {
        en: "Firm, mild white fillets for everyday menus and retail",
        ar: "فيليه أبيض متماسك معتدل الطعم لقوائم الطعام اليومية ومتاجر التجزئة",
      },
      {
        en: "Scaled before filleting, so skin-on fillets are ready to cook",
        ar: "منزوع القشور قبل التقطيع، فالفيليه بالجلد جاهز للطهي",
      },
      {
        en: "Boneless option and portions to an agreed weight",
        ar: "خيار منزوع العظم وحصص بوزن متفق عليه",
      },
      {
        en: "Kept separate from red snapper, so the species is always clear",
        ar: "منفصل عن النهّاش الأحمر، فيبقى النوع واضحًا دائمًا",
      },
      {
        en: "Chilled for air freight or frozen for containers",
        ar: "مبرّد للشحن الجوي أو مجمّد للشحن بالحاويات",
      },
    ],
    texture: { en: "Firm and moist, medium white flake", ar: "متماسك وطري، رقائق بيضاء متوسطة" },
    trade: {
      ...SNAPPER,
      season: SEASON.chilledOrFrozen,
      sizeGrades: [same("100–200 g"), same("200–400 g"), { en: "over 400 g", ar: "أكثر من 400 g" }],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets(DAYS.fromFilleting5to7, LEAN_FILLETS),
        frozen(months(9), LEAN_FROZEN_BASIS),
      ],
    },
    seoDescription: {
      en: "Snapper fillets from Puntland, Somalia, hand cut at Badey from Lutjanus snappers: scaled, skin-on or skinless, boneless, chilled or frozen.",
      ar: "فيليه نهّاش من بونتلاند، الصومال، مقطّع يدويًا في بادي: منزوع القشور، بالجلد أو منزوع الجلد، ومنزوع العظم، مبرّد أو مجمّد.",
    },
  },
  {
    slug: "filleted-red-snapper",
    category: "filleted-fish",
    name: { en: "Filleted Red Snapper", ar: "فيليه نهّاش أحمر" },
    summary: {
      en: "Red snapper fillets cut by hand at Badey, usually skin-on to show the red skin. Thick, sweet white fillets, chilled or frozen.",
      ar: "فيليه نهّاش أحمر مقطّع يدويًا في بادي، بالجلد عادةً ليظهر لونه الأحمر. شرائح بيضاء سميكة حلوة الطعم، مبرّدة أو مجمّدة.",
    },
    description: [
      {
        en: "These fillets are cut from our red snapper, the emperor red snapper (Lutjanus sebae) and the mangrove red snapper (L. argentimaculatus), each named on its lot and never mixed with other snappers.",
        ar: "يُقطَّع هذا الفيليه من النهّاش الأحمر لدينا: النهّاش الأحمر الإمبراطور (Lutjanus sebae) ونهّاش المانغروف الأحمر (L. argentimaculatus)، ويُذكر كل منهما على تشغيلته، ولا يُخلط أبدًا بأنواع النهّاش الأخرى.",
      },
      {
        en: "Larger red snapper give thick, even fillets that portion well. We scale the fish before cutting, trim the belly, remove the pin bones for boneless fillets and supply them skin-on, which keeps the deep red skin on show, or skinless. Portions can be cut to an agreed weight.",
        ar: "يعطي النهّاش الأحمر الكبير فيليه سميكًا متساويًا يسهل تقسيمه حصصًا. ننزع القشور قبل التقطيع، ونشذّب البطن، وننزع العظام الدقيقة للفيليه منزوع العظم، ونورّده بالجلد فيظل لونه الأحمر الداكن ظاهرًا، أو منزوع الجلد. ويمكن تقطيع الحصص بوزن متفق عليه.",
      },
      {
        en: "The white flesh is firm, moist and sweet, with a fine to medium flake. Every fillet comes from fish bought under our ciguatera policy: no two-spot or humpback red snapper, and no fish over 5 kg.",
        ar: "لحمه الأبيض متماسك طري حلو الطعم، رقائقه دقيقة إلى متوسطة. وكل شريحة من سمك مشترى وفق سياستنا للوقاية من السيجواتيرا: لا نهّاش أحمر ذا بقعتين ولا أحدب، ولا سمك يزيد على 5 kg.",
      },
    ],
    images: ["filleted-red-snapper"],
    benefits: [
      {
        en: "Thick, even fillets from a valued red reef fish",
        ar: "فيليه سميك متساوٍ من سمك شعاب أحمر مطلوب",
      },
      {
        en: "Red skin left on for presentation, or skinless",
        ar: "يُترك الجلد الأحمر لحسن العرض، أو يُنزع",
      },
      {
        en: "Boneless option and portions to an agreed weight",
        ar: "خيار منزوع العظم وحصص بوزن متفق عليه",
      },
      { en: "Never mixed with other snapper species", ar: "لا يُخلط أبدًا بأنواع النهّاش الأخرى" },
      {
        en: "Cut from fish of 5 kg or less, traced to the fishing ground",
        ar: "مقطّع من سمك لا يزيد على 5 kg، ويُتتبَّع حتى منطقة الصيد",
      },
    ],
    texture: {
      en: "Firm and moist, fine to medium white flake",
      ar: "متماسك وطري، رقائق بيضاء ناعمة إلى متوسطة",
    },
    trade: {
      ...RED_SNAPPER,
      season: SEASON.chilledOrFrozen,
      sizeGrades: [same("200–400 g"), same("400–800 g")],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets(DAYS.fromFilleting5to7, LEAN_FILLETS),
        frozen(months(9), LEAN_FROZEN_BASIS),
      ],
    },
    seoDescription: {
      en: "Red snapper fillets from Puntland, Somalia, cut from emperor and mangrove red snapper: scaled, skin-on or skinless, chilled or frozen.",
      ar: "فيليه نهّاش أحمر من بونتلاند، الصومال، من النهّاش الإمبراطور ونهّاش المانغروف: منزوع القشور، بالجلد أو دونه، مبرّد أو مجمّد.",
    },
  },
  {
    slug: "filleted-skipjack-tuna",
    category: "filleted-fish",
    name: { en: "Filleted Skipjack Tuna", ar: "فيليه تونة وثّابة" },
    summary: {
      en: "Skipjack tuna loins cut by hand at Badey, skinless, with the bloodline on or off. Supplied chilled for short journeys or frozen for longer ones.",
      ar: "قطع طولية (لوين) من التونة الوثّابة، مقطّعة يدويًا في بادي، منزوعة الجلد، مع اللحم الداكن أو دونه. تُورَّد مبرّدة للرحلات القصيرة أو مجمّدة للرحلات الأطول.",
    },
    description: [
      {
        en: "Tuna is not filleted like reef fish: each skipjack (Katsuwonus pelamis) is cut into four loins, two from the back and two from the belly. We do this by hand at Badey from fish iced soon after capture.",
        ar: "لا تُقطَّع التونة فيليه كما تُقطَّع أسماك الشعاب، بل تُقطَّع كل سمكة تونة وثّابة (Katsuwonus pelamis) إلى أربع قطع طولية (لوين): اثنتين من الظهر واثنتين من البطن. ونقوم بذلك يدويًا في بادي من سمك وُضع في الثلج بعد صيده بوقت قصير.",
      },
      {
        en: "The loins are skinned and trimmed, with the dark bloodline left on or taken off to suit your market, and can be cut into steaks or portions. The meat is deep red, dense and firm, with a rich flavour that suits grilling, searing and curries.",
        ar: "يُنزع جلد القطع وتُشذَّب، ويُترك اللحم الداكن أو يُزال بما يناسب سوقك، ويمكن تقطيعها شرائح عرضية (ستيك) أو حصصًا. ولحمها أحمر داكن كثيف متماسك، بنكهة غنية تناسب الشوي والتحمير السريع والكاري.",
      },
      {
        en: "Tuna is more sensitive to temperature than reef fish. Loins are cut on a chilled line and tested for histamine lot by lot, and for long journeys we recommend them frozen: chilled loins keep 3–5 days, frozen loins about 5 months, because the red meat darkens and its oil oxidises sooner than white fish.",
        ar: "التونة أشد تأثرًا بالحرارة من أسماك الشعاب. لذلك تُقطَّع القطع الطولية على خط مبرّد وتُفحص للهستامين تشغيلةً تشغيلة، وننصح بها مجمّدة للرحلات الطويلة: فالقطع المبرّدة تبقى صالحة 3–5 أيام، والمجمّدة نحو 5 أشهر، لأن اللحم الأحمر يغمق ويتأكسد دهنه أسرع من السمك الأبيض.",
      },
    ],
    images: ["filleted-skipjack-tuna"],
    benefits: [
      {
        en: "Four clean loins per fish, skinless and trimmed",
        ar: "أربع قطع طولية نظيفة من كل سمكة، منزوعة الجلد ومشذّبة",
      },
      {
        en: "Bloodline on or off to your specification",
        ar: "مع اللحم الداكن أو دونه وفق مواصفاتك",
      },
      {
        en: "Kept at 0–2 °C from landing to packing to control histamine",
        ar: "تُحفظ عند 0–2 °م من الإنزال حتى التعبئة للسيطرة على الهستامين",
      },
      { en: "Steaks and portions cut on request", ar: "شرائح عرضية وحصص تُقطَّع عند الطلب" },
      {
        en: "Vacuum packed chilled, or individually quick frozen and glazed",
        ar: "مبرّدة معبأة تحت التفريغ، أو مجمّدة فرديًا بسرعة ومغطاة بطبقة ثلج",
      },
    ],
    texture: { en: "Firm and dense, dark red meat", ar: "متماسك وكثيف، لحم أحمر داكن" },
    trade: {
      ...SKIPJACK,
      season: SEASON.chilledOrFrozen,
      sizeGrades: [
        {
          en: "Loins: 300–600 g, 600 g–1 kg",
          ar: "القطع الطولية: 300–600 g، 600 g–1 kg",
        },
        {
          en: "Steaks and portions: to your weight",
          ar: "الشرائح والحصص: بالوزن الذي تحدده",
        },
      ],
      forms: filletForms(
        [
          {
            en: "Skinless loins, bloodline on or off",
            ar: "قطع طولية (لوين) منزوعة الجلد، مع اللحم الداكن أو دونه",
          },
          { en: "Steaks", ar: "شرائح عرضية (ستيك)" },
          { en: "Portions", ar: "حصص بوزن محدد" },
        ],
        "0304.87",
      ),
      handling: [
        chilledFillets(
          { en: "3–5 days from cutting", ar: "3–5 أيام من التقطيع" },
          {
            en: "tuna loins from fish iced since capture, at 0–2 °C",
            ar: "قطع تونة طولية من سمك محفوظ في الثلج منذ صيده، عند 0–2 °م",
          },
        ),
        frozen(months(5), {
          en: "dark red meat, glazed and held without a break at −18 °C or below; it darkens and oxidises sooner than white fish, so the practical storage life of fatty fish at −18 °C applies",
          ar: "لحم أحمر داكن، مغطى بطبقة ثلج ومحفوظ دون انقطاع عند −18 °م أو أقل؛ يغمق ويتأكسد أسرع من السمك الأبيض، فتنطبق عليه مدة التخزين العملية للأسماك الدهنية عند −18 °م",
        }),
      ],
    },
    seoDescription: {
      en: "Skipjack tuna loins from Puntland, Somalia, hand cut at Badey: skinless, bloodline on or off, vacuum packed chilled or IQF frozen.",
      ar: "قطع طولية (لوين) من التونة الوثّابة من بونتلاند، الصومال، مقطّعة يدويًا في بادي: منزوعة الجلد، مع اللحم الداكن أو دونه، مبرّدة أو مجمّدة.",
    },
  },

  // Frozen fish
  {
    slug: "frozen-king-fish",
    category: "frozen-fish",
    name: { en: "Frozen King Fish", ar: "كنعد مجمّد" },
    summary: {
      en: "Whole gutted king fish, steaks and fillets, blast frozen and glazed at Badey. Held at −18 °C or below in our Garowe cold store.",
      ar: "كنعد كامل منزوع الأحشاء وشرائح عرضية وفيليه، مجمّد بسرعة بتيار هواء بارد ومغطى بطبقة ثلج في بادي. يُحفظ عند −18 °م أو أقل في مخزن التبريد لدينا في غاروي.",
    },
    description: [
      {
        en: "Frozen king fish (narrow-barred Spanish mackerel, Scomberomorus commerson) lets buyers stock a popular fish all year, including the months when the monsoon keeps the boats ashore, except where a market closes its trade in king fish (Oman and Bahrain, 15 August to 15 October). We freeze fish that has been in ice since soon after capture, so its quality is held while it is still fresh.",
        ar: "يتيح الكنعد المجمّد (الماكريل الإسباني ضيق الخطوط، Scomberomorus commerson) للمشترين توفير سمك رائج طوال العام، بما في ذلك الأشهر التي تُبقي فيها الرياح الموسمية القوارب على الشاطئ، إلا في الأسواق التي تحظر تداول الكنعد (عُمان والبحرين، من 15 أغسطس إلى 15 أكتوبر). ونجمّد سمكًا محفوظًا في الثلج منذ صيده بوقت قصير، فتُحفظ جودته وهو في أفضل حالاته.",
      },
      {
        en: "At Badey we gut and wash the fish, or cut it into steaks or fillets, then blast freeze it in air at around −35 °C until the core reaches −18 °C or colder. Fast freezing keeps ice crystals small, which helps the flesh stay firm and lose less drip when it is thawed. Each piece is then glazed with a thin layer of ice to protect it from drying out and freezer burn.",
        ar: "في بادي ننزع أحشاء السمك ونغسله، أو نقطّعه شرائح عرضية أو فيليه، ثم نجمّده بسرعة بتيار هواء عند نحو −35 °م حتى تبلغ درجة حرارته الداخلية −18 °م أو أقل. والتجميد السريع يُبقي بلورات الثلج صغيرة، فيحافظ اللحم على تماسكه ويفقد سوائل أقل عند إذابته. ثم تُغطّى كل قطعة بطبقة رقيقة من الثلج تحميها من الجفاف ومن حروق التجميد.",
      },
      {
        en: "King fish carries more oil than our reef fish, and that oil slowly oxidises even at −18 °C, so it keeps about 5 months rather than the 9 of our lean frozen fish. Packed product goes by refrigerated truck to our Garowe cold store and stays there until it ships.",
        ar: "يحتوي الكنعد على دهن أكثر من أسماك الشعاب لدينا، وهذا الدهن يتأكسد ببطء حتى عند −18 °م، فيبقى صالحًا نحو 5 أشهر بدلًا من 9 أشهر لأسماكنا المجمّدة قليلة الدهن. ويُنقل المنتج المعبأ بشاحنات مبرّدة إلى مخزن التبريد لدينا في غاروي ويبقى فيه حتى شحنه.",
      },
    ],
    images: ["frozen-king-fish"],
    benefits: [
      {
        en: "Supply all year from frozen stock, outside Oman's and Bahrain's closed weeks",
        ar: "توريد طوال العام من المخزون المجمّد، خارج فترة الحظر في عُمان والبحرين",
      },
      {
        en: "Blast frozen quickly for firm texture and low drip loss",
        ar: "مجمّد بسرعة بتيار هواء بارد لقوام متماسك وفقد قليل للسوائل",
      },
      {
        en: "Glazed to protect against freezer burn",
        ar: "مغطى بطبقة ثلج للحماية من حروق التجميد",
      },
      {
        en: "Whole gutted, steaks or fillets",
        ar: "كامل منزوع الأحشاء، أو شرائح عرضية، أو فيليه",
      },
      { en: "Histamine tested before freezing", ar: "فحص الهستامين قبل التجميد" },
    ],
    texture: {
      en: "Firm and meaty once thawed, medium flake",
      ar: "لحم متماسك كثيف بعد الإذابة، رقائقه متوسطة الحجم",
    },
    trade: {
      ...KING_FISH,
      season: kingFishSeason(SEASON.frozen),
      sizeGrades: [
        { en: "Whole: 2–4 kg, 4–7 kg, over 7 kg", ar: "الكامل: 2–4 kg، 4–7 kg، أكثر من 7 kg" },
        { en: "Steaks: 2–3 cm thick", ar: "الشرائح: بسماكة 2–3 cm" },
        { en: "Fillets: 0.5–1 kg, over 1 kg", ar: "الفيليه: 0.5–1 kg، أكثر من 1 kg" },
      ],
      forms: [
        {
          state: "frozen",
          forms: [FORM.wholeGutted, FORM.steaks],
          hsCode: "0303.59",
          packs: [
            {
              ...FROZEN_WHOLE_FISH_CARTON,
              contents: { en: "whole fish and steaks", ar: "سمك كامل وشرائح عرضية" },
              description: {
                en: "Whole fish glazed and bagged singly, steaks glazed and interleaved, in a lined master carton",
                ar: "سمك كامل مغطى بطبقة ثلج ومعبأ كل سمكة في كيس، وشرائح مغطاة بطبقة ثلج ومفصولة بطبقات من الغشاء، داخل كرتونة رئيسية مبطّنة",
              },
            },
          ],
        },
        {
          state: "frozen",
          forms: [{ en: "Fillets, skin-on or skinless", ar: "فيليه بالجلد أو منزوع الجلد" }],
          hsCode: "0304.89",
          packs: [FILLET_PACKS.frozen],
        },
      ],
      handling: [frozen(months(5), OILY_FROZEN_BASIS)],
    },
    seoDescription: {
      en: "Frozen king fish from Puntland, Somalia: whole gutted, steaks and fillets, blast frozen and glazed, stored at −18 °C or below in Garowe.",
      ar: "كنعد مجمّد من بونتلاند، الصومال: كامل منزوع الأحشاء وشرائح وفيليه، مجمّد بسرعة ومغطى بطبقة ثلج، يُخزَّن عند −18 °م أو أقل في غاروي.",
    },
  },
  {
    slug: "frozen-grouper",
    category: "frozen-fish",
    name: { en: "Frozen Grouper", ar: "هامور مجمّد" },
    summary: {
      en: "Orange-spotted and other Epinephelus groupers, blast frozen whole or as fillets at Badey and glazed. Stored at −18 °C or below in Garowe.",
      ar: "هامور برتقالي البقع وأنواع أخرى من الهامور، مجمّد بسرعة كاملًا أو فيليه في بادي ومغطى بطبقة ثلج. يُخزَّن عند −18 °م أو أقل في غاروي.",
    },
    description: [
      {
        en: "Our frozen grouper comes from the same Epinephelus groupers as our fresh fish, such as the orange-spotted grouper (E. coioides), with each species named on its lot and graded separately when your market asks for it. The fish is iced from the boat to our processing site at Badey and frozen soon after landing.",
        ar: "هامورنا المجمّد من أنواع الهامور نفسها من الجنس Epinephelus التي نوردها مبرّدة، مثل الهامور برتقالي البقع (E. coioides)، ويُذكر كل نوع على تشغيلته ويُصنّف منفصلًا إذا طلب سوقك ذلك. ويبقى السمك في الثلج من القارب حتى موقع التجهيز لدينا في بادي، ويُجمَّد بعد إنزاله بوقت قصير.",
      },
      {
        en: "We supply whole gutted and scaled grouper, which remains popular for whole-fish cooking, and boneless fillets. Both go into the blast freezer until the core reaches −18 °C or colder, then are glazed to protect the surface in storage.",
        ar: "نورّد الهامور كاملًا منزوع الأحشاء والقشور، وهو ما زال مطلوبًا لطهي السمك كاملًا، وفيليه منزوع العظم. ويدخل كلاهما غرفة التجميد السريع حتى تبلغ درجة حرارته الداخلية −18 °م أو أقل، ثم يُغطّى بطبقة ثلج تحمي سطحه أثناء التخزين.",
      },
      {
        en: "Grouper is a lean fish and freezes well: thawed slowly, its firm white flesh keeps its large flakes and moist texture, and it keeps about 9 months at −18 °C. Stock is held in our Garowe cold store in lined master cartons labelled with species, size grade, lot and date.",
        ar: "الهامور سمك قليل الدهن يحتمل التجميد جيدًا: فإذا أُذيب ببطء حافظ لحمه الأبيض المتماسك على رقائقه الكبيرة وقوامه الطري، ويبقى صالحًا نحو 9 أشهر عند −18 °م. ويُحفظ المخزون في مخزن التبريد لدينا في غاروي في كراتين رئيسية مبطّنة تحمل بطاقات بالنوع وفئة الحجم ورقم التشغيلة والتاريخ.",
      },
    ],
    images: ["frozen-grouper"],
    benefits: [
      {
        en: "Lean white fish that keeps its texture well after freezing",
        ar: "سمك أبيض قليل الدهن يحافظ على قوامه جيدًا بعد التجميد",
      },
      {
        en: "Whole gutted and scaled, or boneless fillets",
        ar: "كامل منزوع الأحشاء والقشور، أو فيليه منزوع العظم",
      },
      { en: "Graded by species and weight", ar: "مصنّف حسب النوع والوزن" },
      {
        en: "Blast frozen and glazed for long storage",
        ar: "مجمّد بسرعة ومغطى بطبقة ثلج للتخزين الطويل",
      },
      {
        en: "Supply from frozen stock through the monsoon months",
        ar: "توريد من المخزون المجمّد طوال أشهر الرياح الموسمية",
      },
    ],
    texture: {
      en: "Firm and moist once thawed, large white flakes",
      ar: "متماسك وطري بعد الإذابة، رقائق بيضاء كبيرة",
    },
    trade: {
      ...GROUPER,
      season: SEASON.frozen,
      sizeGrades: [
        { en: "Whole: 1–2 kg, 2–4 kg, 4–8 kg", ar: "الكامل: 1–2 kg، 2–4 kg، 4–8 kg" },
        {
          en: "Fillets: 200–500 g, 500 g–1 kg, over 1 kg",
          ar: "الفيليه: 200–500 g، 500 g–1 kg، أكثر من 1 kg",
        },
      ],
      forms: frozenWholeAndFilletForms([FORM.wholeGuttedScaled], [FORM.bonelessFillets]),
      handling: [frozen(months(9), LEAN_FROZEN_BASIS)],
    },
    seoDescription: {
      en: "Frozen Epinephelus groupers from Puntland, Somalia: whole gutted and scaled or boneless fillets, blast frozen, glazed and held at −18 °C.",
      ar: "هامور مجمّد من بونتلاند، الصومال: كامل منزوع الأحشاء والقشور أو فيليه منزوع العظم، مجمّد بسرعة ومغطى بطبقة ثلج ومحفوظ عند −18 °م.",
    },
  },
  {
    slug: "frozen-red-grouper",
    category: "frozen-fish",
    name: { en: "Frozen Red Grouper", ar: "هامور أحمر مجمّد" },
    summary: {
      en: "Red grouper frozen whole or as skin-on fillets at Badey, glazed and stored at −18 °C or below. A plate-sized red fish available all year.",
      ar: "هامور أحمر مجمّد كاملًا أو فيليه بالجلد في بادي، مغطى بطبقة ثلج ومخزّن عند −18 °م أو أقل. سمك أحمر بحجم الطبق الواحد متوفر طوال العام.",
    },
    description: [
      {
        en: "Our frozen red grouper comes from the small red-skinned groupers of the reef, such as the tomato hind (Cephalopholis sonnerati) and the coral hind (C. miniata), each named on its lot. Landings come in smaller lots and vary with the weather, so freezing is a practical way to build stock for regular orders.",
        ar: "هامورنا الأحمر المجمّد من أنواع الهامور الصغيرة الحمراء الجلد في الشعاب، مثل النوعين Cephalopholis sonnerati و C. miniata، ويُذكر كل نوع على تشغيلته. ويُنزَل بكميات صغيرة تتفاوت مع الطقس، فالتجميد طريقة عملية لتكوين مخزون يلبي الطلبات المنتظمة.",
      },
      {
        en: "Most fish are frozen whole, gutted and scaled, as a plate-sized fish of 300 g to 1.5 kg; we also freeze skin-on fillets. After blast freezing, a glaze of ice protects the red skin and the flesh from drying. Thawed slowly, the flesh stays fine, tender and moist.",
        ar: "يُجمَّد معظم السمك كاملًا منزوع الأحشاء والقشور، سمكًا بحجم الطبق الواحد يزن من 300 g إلى 1.5 kg، ونجمّد أيضًا فيليه بالجلد. وبعد التجميد السريع تحمي طبقة الثلج الجلد الأحمر واللحم من الجفاف. وإذا أُذيب ببطء بقي لحمه ناعمًا طريًا رطبًا.",
      },
      {
        en: "Stock is held in our Garowe cold store and packed in lined master cartons, graded by size and labelled with species, lot and landing date.",
        ar: "ويُحفظ المخزون في مخزن التبريد لدينا في غاروي، معبأً في كراتين رئيسية مبطّنة، مصنّفًا حسب الحجم وعليه بطاقة بالنوع ورقم التشغيلة وتاريخ الإنزال.",
      },
    ],
    images: ["frozen-red-grouper"],
    benefits: [
      {
        en: "Plate-sized whole fish, convenient for restaurant service",
        ar: "سمك كامل بحجم الطبق الواحد، مناسب للتقديم في المطاعم",
      },
      { en: "Regular supply from frozen stock", ar: "توريد منتظم من المخزون المجمّد" },
      {
        en: "Glazed to protect the skin and flesh in storage",
        ar: "مغطى بطبقة ثلج تحمي الجلد واللحم أثناء التخزين",
      },
      {
        en: "Whole gutted and scaled, or skin-on fillets",
        ar: "كامل منزوع الأحشاء والقشور، أو فيليه بالجلد",
      },
      {
        en: "Graded by size and traceable to the landing site and date",
        ar: "مصنّف حسب الحجم وقابل للتتبع حتى موقع الإنزال وتاريخه",
      },
    ],
    texture: { en: "Fine, tender and moist once thawed", ar: "ناعم وطري ورطب بعد الإذابة" },
    trade: {
      ...RED_GROUPER,
      season: SEASON.frozen,
      sizeGrades: [
        {
          en: "Whole: 300–500 g, 500 g–1 kg, 1–1.5 kg",
          ar: "الكامل: 300–500 g، 500 g–1 kg، 1–1.5 kg",
        },
        { en: "Fillets: 80–150 g, 150–250 g", ar: "الفيليه: 80–150 g، 150–250 g" },
      ],
      forms: frozenWholeAndFilletForms([FORM.wholeGuttedScaled], [FORM.skinOnFillets]),
      handling: [frozen(months(9), LEAN_FROZEN_BASIS)],
    },
    seoDescription: {
      en: "Frozen red grouper (tomato hind, coral hind) from Puntland, Somalia: whole gutted or skin-on fillets, blast frozen, glazed, held at −18 °C.",
      ar: "هامور أحمر مجمّد من بونتلاند، الصومال: كامل منزوع الأحشاء أو فيليه بالجلد، مجمّد بسرعة ومغطى بطبقة ثلج ومحفوظ عند −18 °م.",
    },
  },
  {
    slug: "frozen-snapper",
    category: "frozen-fish",
    name: { en: "Frozen Snapper", ar: "نهّاش مجمّد" },
    summary: {
      en: "Blubberlip and other Lutjanus snappers, frozen whole or as fillets at Badey and glazed, then held in our Garowe cold store at −18 °C or below.",
      ar: "نهّاش غليظ الشفتين وأنواع نهّاش أخرى، مجمّد كاملًا أو فيليه في بادي ومغطى بطبقة ثلج، ثم يُحفظ في مخزن التبريد لدينا في غاروي عند −18 °م أو أقل.",
    },
    description: [
      {
        en: "Our frozen snapper is made from the grey and bronze Lutjanus snappers of the Puntland coast, such as the blubberlip snapper (L. rivulatus), with the species named on each lot. It is packed separately from our frozen red snapper, so the two never share a carton.",
        ar: "نهّاشنا المجمّد من أنواع النهّاش الرمادية والبرونزية من الجنس Lutjanus على ساحل بونتلاند، مثل النهّاش غليظ الشفتين (L. rivulatus)، ويُذكر النوع على كل تشغيلة. ويُعبّأ منفصلًا عن النهّاش الأحمر المجمّد، فلا يجتمعان في كرتونة واحدة أبدًا.",
      },
      {
        en: "We freeze whole gutted and scaled fish, graded by weight, and boneless fillets, skin-on or skinless. Freezing follows soon after landing; the glaze goes on as the fish leave the blast freezer.",
        ar: "نجمّد السمك كاملًا منزوع الأحشاء والقشور مصنّفًا حسب الوزن، وفيليه منزوع العظم بالجلد أو منزوع الجلد. ويُجمَّد بعد الإنزال بوقت قصير، وتُضاف طبقة الثلج عند خروج السمك من غرفة التجميد السريع.",
      },
      {
        en: "The firm, lean flesh of snapper freezes well and, once thawed, suits whole frying, grilling, baking and curries. Cartons wait in Garowe until they ship, labelled with species, grade, lot and landing date.",
        ar: "لحم النهّاش المتماسك قليل الدهن يحتمل التجميد جيدًا، ويناسب بعد إذابته القلي كاملًا والشوي والخَبز والكاري. وتنتظر الكراتين في غاروي حتى شحنها، وعليها بطاقات بالنوع والفئة ورقم التشغيلة وتاريخ الإنزال.",
      },
    ],
    images: ["frozen-snapper"],
    benefits: [
      {
        en: "Lean, firm white fish that freezes well",
        ar: "سمك أبيض متماسك قليل الدهن يحتمل التجميد جيدًا",
      },
      {
        en: "Whole gutted and scaled, or boneless fillets",
        ar: "كامل منزوع الأحشاء والقشور، أو فيليه منزوع العظم",
      },
      {
        en: "Graded by weight and kept separate from red snapper",
        ar: "مصنّف حسب الوزن ومنفصل عن النهّاش الأحمر",
      },
      {
        en: "About nine months of storage life at −18 °C from a lean fish",
        ar: "نحو تسعة أشهر من التخزين عند −18 °م لأنه سمك قليل الدهن",
      },
      {
        en: "Supply from frozen stock when the boats are ashore",
        ar: "توريد من المخزون المجمّد حين تبقى القوارب على الشاطئ",
      },
    ],
    texture: {
      en: "Firm and moist once thawed, medium white flake",
      ar: "متماسك وطري بعد الإذابة، رقائق بيضاء متوسطة",
    },
    trade: {
      ...SNAPPER,
      season: SEASON.frozen,
      sizeGrades: [
        {
          en: "Whole: 300–500 g, 500 g–1 kg, 1–3 kg",
          ar: "الكامل: 300–500 g، 500 g–1 kg، 1–3 kg",
        },
        { en: "Fillets: 100–200 g, over 200 g", ar: "الفيليه: 100–200 g، أكثر من 200 g" },
      ],
      forms: frozenWholeAndFilletForms([FORM.wholeGuttedScaled], [FORM.bonelessFillets]),
      handling: [frozen(months(9), LEAN_FROZEN_BASIS)],
    },
    seoDescription: {
      en: "Frozen grey and bronze Lutjanus snappers from Puntland, Somalia: whole gutted and scaled or boneless fillets, blast frozen and glazed.",
      ar: "نهّاش رمادي وبرونزي مجمّد من بونتلاند، الصومال: كامل منزوع الأحشاء والقشور أو فيليه منزوع العظم، مجمّد بسرعة ومغطى بطبقة ثلج.",
    },
  },
  {
    slug: "frozen-red-snapper",
    category: "frozen-fish",
    name: { en: "Frozen Red Snapper", ar: "نهّاش أحمر مجمّد" },
    summary: {
      en: "Emperor and mangrove red snapper, blast frozen whole or as skin-on fillets at Badey and glazed. Held at −18 °C or below in Garowe until dispatch.",
      ar: "النهّاش الأحمر الإمبراطور ونهّاش المانغروف الأحمر، مجمّد بسرعة كاملًا أو فيليه بالجلد في بادي ومغطى بطبقة ثلج. يُحفظ عند −18 °م أو أقل في غاروي حتى إرساله.",
    },
    description: [
      {
        en: "Our frozen red snapper is emperor red snapper (Lutjanus sebae) and mangrove red snapper (L. argentimaculatus), red reef fish valued in many markets for their colour and sweet white flesh. Freezing lets us supply them steadily through the year, including the monsoon months.",
        ar: "نهّاشنا الأحمر المجمّد هو النهّاش الأحمر الإمبراطور (Lutjanus sebae) ونهّاش المانغروف الأحمر (L. argentimaculatus)، وهما من أسماك الشعاب الحمراء المطلوبة في أسواق كثيرة للونها ولحمها الأبيض الحلو. ويتيح لنا التجميد توريدهما بانتظام طوال العام، بما في ذلك أشهر الرياح الموسمية.",
      },
      {
        en: "We freeze whole gutted and scaled fish, graded by weight, and boneless fillets with the skin on or off. A glaze protects the skin colour and the flesh from drying. For the best texture, thaw the fish slowly in a refrigerator.",
        ar: "نجمّد السمك كاملًا منزوع الأحشاء والقشور مصنّفًا حسب الوزن، وفيليه منزوع العظم بالجلد أو دونه. وتحمي طبقة الثلج لون الجلد واللحم من الجفاف. وللحصول على أفضل قوام، أذِب السمك ببطء في الثلاجة.",
      },
      {
        en: "Every fish is bought under our ciguatera policy, so no two-spot or humpback red snapper and nothing over 5 kg goes into the freezer. Cartons are labelled with species, grade, lot and landing date.",
        ar: "كل سمكة مشتراة وفق سياستنا للوقاية من السيجواتيرا، فلا يدخل المجمّد نهّاش أحمر ذو بقعتين ولا أحدب، ولا شيء يزيد على 5 kg. وتحمل الكراتين بطاقات بالنوع والفئة ورقم التشغيلة وتاريخ الإنزال.",
      },
    ],
    images: ["frozen-red-snapper"],
    benefits: [
      {
        en: "A valued red reef fish, available all year from frozen stock",
        ar: "سمك شعاب أحمر مطلوب، متوفر طوال العام من المخزون المجمّد",
      },
      {
        en: "Whole gutted and scaled, or boneless fillets",
        ar: "كامل منزوع الأحشاء والقشور، أو فيليه منزوع العظم",
      },
      {
        en: "Graded by weight and never mixed with other snappers",
        ar: "مصنّف حسب الوزن ولا يُخلط أبدًا بأنواع النهّاش الأخرى",
      },
      {
        en: "Glazed to protect skin colour and flesh in storage",
        ar: "مغطى بطبقة ثلج تحمي لون الجلد واللحم أثناء التخزين",
      },
      {
        en: "Bought under a written ciguatera policy",
        ar: "يُشترى وفق سياسة مكتوبة للوقاية من السيجواتيرا",
      },
    ],
    texture: {
      en: "Firm and moist once thawed, fine to medium white flake",
      ar: "متماسك وطري بعد الإذابة، رقائق بيضاء ناعمة إلى متوسطة",
    },
    trade: {
      ...RED_SNAPPER,
      season: SEASON.frozen,
      sizeGrades: [
        { en: "Whole: 1–2 kg, 2–3 kg, 3–5 kg", ar: "الكامل: 1–2 kg، 2–3 kg، 3–5 kg" },
        { en: "Fillets: 200–400 g, 400–800 g", ar: "الفيليه: 200–400 g، 400–800 g" },
      ],
      forms: frozenWholeAndFilletForms([FORM.wholeGuttedScaled], [FORM.bonelessFillets]),
      handling: [frozen(months(9), LEAN_FROZEN_BASIS)],
    },
    seoDescription: {
      en: "Frozen red snapper (emperor and mangrove red snapper) from Puntland, Somalia: whole gutted or boneless fillets, blast frozen and glazed.",
      ar: "نهّاش أحمر مجمّد من بونتلاند، الصومال (الإمبراطور والمانغروف): كامل منزوع الأحشاء أو فيليه منزوع العظم، مجمّد بسرعة ومغطى بطبقة ثلج.",
    },
  },
]);
