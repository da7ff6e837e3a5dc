/**
 * A hand-written Arabic sheet for the rock lobster, in the glossary's words (docs/arabic-glossary.md),
 * that the tests lay out while the trade content has no Arabic yet. It follows the English rows of
 * app/content/product-spec.ts for this product, shortened.
 */
import { sheetText } from "../app/content/spec-sheet-text.ts";
import { fill } from "../app/lib/fill.ts";
import type { SpecSheetText } from "./build-spec-sheets.ts";
import { contactRows } from "./pdf.ts";

const DATE = "23 نوفمبر 2026";
const TITLE = "شارخة";

export const arabicLobsterSheet: SpecSheetText = {
  locale: "ar",
  eyebrow: fill(sheetText.eyebrow.ar, { brand: "PUNTLAND SEAFOOD" }),
  title: TITLE,
  scientificName: "Panulirus homarus megasculptus",
  facts:
    "قشريات · رمز HS 0306.31، 0306.11 · منطقة الصيد الرئيسية 51 لمنظمة الأغذية والزراعة (غرب المحيط الهندي)",
  summary:
    "شارخة من الساحل الصخري حول إيل، تُورَّد حيّة بالشحن الجوي، أو كاملة مطبوخة أو نيئة ومجمّدة، أو ذيولًا مجمّدة.",
  groups: [
    {
      heading: "المنتج",
      rows: [
        { label: "الاسم العلمي", values: ["Panulirus homarus megasculptus؛ الفصيلة: Palinuridae"] },
        {
          label: "منطقة الصيد",
          values: [
            "منطقة الصيد الرئيسية 51 لمنظمة الأغذية والزراعة (غرب المحيط الهندي)",
            "المياه الساحلية الصخرية حول إيل، ساحل بونتلاند، المحيط الهندي",
          ],
        },
        { label: "بلد المنشأ", values: ["الصومال (ولاية بونتلاند)"] },
        {
          label: "الأشكال وبنود التعرفة",
          values: [
            "حيّ: شارخة حية كاملة (HS 0306.31)",
            "مجمّد: كاملة مطبوخة، كاملة نيئة، ذيول نيئة (HS 0306.11)",
          ],
        },
        {
          label: "فئات الحجم",
          values: ["حيّ وكامل: 200–300 g، 300–500 g، 500–800 g، أكثر من 800 g"],
        },
      ],
    },
    {
      heading: "التخزين والصلاحية",
      rows: [
        {
          label: "درجة حرارة التخزين",
          values: [
            "حيّ: 12 إلى 15 °م؛ يُحفظ في ماء البحر حتى التعبئة",
            "مجمّد: −18 °C أو أقل؛ مغطى بطبقة ثلج واقية، في مخزن التبريد في غاروي وفي الحاوية المبرّدة",
          ],
        },
        { label: "فترة الصلاحية", values: ["مجمّد: 6 أشهر عند −18 °C أو أقل دون انقطاع"] },
      ],
    },
    {
      heading: "التعبئة والشحن",
      rows: [
        { label: "الوزن الصافي", values: ["مجمّد: 10 kg لكل كرتونة رئيسية، دون طبقة الثلج"] },
        {
          label: "حمولة الحاوية",
          values: ["حاوية مبرّدة 20 قدمًا: 840 كرتونة رئيسية، 8.4 t صافٍ"],
        },
        {
          label: "شروط التسليم والموانئ",
          values: [
            "FCA محطة الحاويات في ميناء بوصاصو؛ CPT ميناء مسمى، مثل جبل علي أو الدمام أو جدة",
          ],
        },
      ],
    },
  ],
  note: fill(sheetText.note.ar, { date: DATE }),
  contactHeading: fill(sheetText.contactHeading.ar, { brand: "Puntland Seafood" }),
  contacts: contactRows("ar"),
  footer: [
    "Puntland Seafood",
    fill(sheetText.title.ar, { name: TITLE }),
    fill(sheetText.dataAsOf.ar, { date: DATE }),
  ].join(" · "),
  continued: sheetText.continued.ar,
  page: sheetText.page.ar,
  info: {
    title: fill(sheetText.title.ar, { name: TITLE }),
    subject: fill(sheetText.subject.ar, {
      name: TITLE,
      binomial: "Panulirus homarus",
      codes: "0306.31، 0306.11",
      area: 51,
    }),
    keywords: [TITLE, "Panulirus homarus", "HS 0306.31، 0306.11", "الصومال", "بونتلاند"],
  },
  dataDate: "2026-11-23",
};
