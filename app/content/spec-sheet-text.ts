import { requireTranslations } from "./localized";

/**
 * The specification sheet's own words (scripts/build-spec-sheets.ts), in both languages; the rows
 * come from product-spec.ts. "{name}"-style placeholders are filled in by `fill` (ui.ts). The
 * brand stays in Latin letters, and digits are Latin in both languages.
 */
export const sheetText = requireTranslations("app/content/spec-sheet-text.ts", {
  eyebrow: { en: "{brand} · SPECIFICATION SHEET", ar: "{brand} · نشرة المواصفات" },
  /** The PDF's title, and the footer's name for the sheet. */
  title: { en: "{name} specification sheet", ar: "نشرة مواصفات {name}" },
  subject: {
    en: "{name} ({binomial}) from Somalia: HS {codes}, FAO Major Fishing Area {area}, size grades, storage, shelf life, packing and shipping terms",
    ar: "{name} ({binomial}) من الصومال: رمز HS {codes}، منطقة الصيد الرئيسية {area} لمنظمة الأغذية والزراعة، فئات الحجم والتخزين وفترة الصلاحية والتعبئة وشروط الشحن",
  },
  keywords: {
    somalia: { en: "Somalia", ar: "الصومال" },
    puntland: { en: "Puntland", ar: "بونتلاند" },
    seafood: { en: "seafood", ar: "المأكولات البحرية" },
  },
  /** The line under the scientific name. */
  facts: { en: "{category} · HS {codes} · {area}", ar: "{category} · رمز HS {codes} · {area}" },
  dataAsOf: { en: "Data as of {date}", ar: "البيانات محدّثة حتى {date}" },
  note: {
    en: "Data as of {date}. Prices on request. The proforma invoice confirms the grades, packing, quantities and terms of each order.",
    ar: "البيانات محدّثة حتى {date}. الأسعار عند الطلب. تؤكد الفاتورة المبدئية فئات الحجم والتعبئة والكميات وشروط كل طلبية.",
  },
  /** A group's heading again at the top of the next page. */
  continued: { en: "{heading} (continued)", ar: "{heading} (تابع)" },
  page: { en: "Page {page} of {count}", ar: "صفحة {page} من {count}" },
  contactHeading: { en: "Contact {brand}", ar: "تواصل مع {brand}" },
  contact: {
    phone: { en: "Phone", ar: "الهاتف" },
    email: { en: "E-mail", ar: "البريد الإلكتروني" },
    whatsApp: { en: "WhatsApp", ar: "واتساب" },
    hours: { en: "Hours", ar: "ساعات العمل" },
  },
});
