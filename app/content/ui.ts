import type { Locale } from "./locale";
import { localize, localizedText, type Localized, type Resolved } from "./localized";
import { z } from "zod";

/**
 * The words of the site's own interface (navigation, footer, buttons, headings that are not
 * content) in both languages, in groups. The site layout sends every page the groups of the
 * layout (app/lib/use-ui.ts); a page's loader sends the groups only that page shows. None of this
 * text is in the JavaScript the browser downloads, and a page carries no other page's words.
 * "{name}"-style placeholders are filled in by `fill` (app/lib/fill.ts).
 */
const uiText = {
  brand: {
    /** The business's name stays in Latin letters in both languages, as on its documents. */
    homeLabel: { en: "{name}, home", ar: "{name}، الصفحة الرئيسية" },
    tagline: {
      en: "Seafood processing, cold storage and export from Puntland, Somalia",
      ar: "تجهيز المأكولات البحرية والتخزين المبرّد والتصدير من بونتلاند، الصومال",
    },
  },
  nav: {
    main: { en: "Main", ar: "القائمة الرئيسية" },
    home: { en: "Home", ar: "الرئيسية" },
    products: { en: "Products", ar: "المنتجات" },
    services: { en: "Services", ar: "الخدمات" },
    about: { en: "About", ar: "من نحن" },
    contact: { en: "Contact", ar: "اتصل بنا" },
    requestQuote: { en: "Request Quote", ar: "اطلب عرض سعر" },
    sectionMenu: { en: "{section} menu", ar: "قائمة {section}" },
    openMenu: { en: "Open menu", ar: "فتح القائمة" },
    closeMenu: { en: "Close menu", ar: "إغلاق القائمة" },
    skipToContent: { en: "Skip to main content", ar: "الانتقال إلى المحتوى الرئيسي" },
    breadcrumb: { en: "Breadcrumb", ar: "مسار التنقل" },
  },
  language: {
    switchDescription: {
      en: "Read this page in Arabic",
      ar: "اقرأ هذه الصفحة بالإنجليزية",
    },
  },
  footer: {
    quickLinks: { en: "Quick Links", ar: "روابط سريعة" },
    seafoodServices: { en: "Seafood Services", ar: "خدمات المأكولات البحرية" },
    contact: { en: "Contact", ar: "تواصل معنا" },
    rights: { en: "All rights reserved.", ar: "جميع الحقوق محفوظة." },
  },
  contactDetails: {
    phone: { en: "Phone", ar: "الهاتف" },
    email: { en: "E-mail", ar: "البريد الإلكتروني" },
    hours: { en: "Business hours", ar: "ساعات العمل" },
    hoursText: {
      en: "Monday to Friday, 8am to 5pm East Africa Time (UTC+3); closed at weekends",
      ar: "من الاثنين إلى الجمعة، من 8\u00a0صباحًا إلى 5\u00a0مساءً بتوقيت شرق أفريقيا (غرينتش + 3 ساعات)؛ مغلق يومي السبت والأحد",
    },
    chat: { en: "Chat on WhatsApp", ar: "راسلنا عبر واتساب" },
    opensInNewTab: { en: " (opens in a new tab)", ar: " (يُفتح في علامة تبويب جديدة)" },
    processingSite: { en: "Processing site", ar: "موقع التجهيز" },
    storageSite: { en: "Cold storage site", ar: "موقع التخزين المبرّد" },
    processingAddress: {
      en: "Badey, Eyl, Puntland State, Somalia",
      ar: "بادي، إيل، ولاية بونتلاند، الصومال",
    },
    storageAddress: {
      en: "Garowe, Puntland State, Somalia",
      ar: "غاروي، ولاية بونتلاند، الصومال",
    },
    openMap: { en: "Open the map", ar: "فتح الخريطة" },
    mapTitle: {
      en: "Map of our cold storage site in Garowe, Puntland",
      ar: "خريطة موقع التخزين المبرّد في غاروي، بونتلاند",
    },
  },
  common: {
    close: { en: "Close", ar: "إغلاق" },
    cancel: { en: "Cancel", ar: "إلغاء" },
    errorPrefix: { en: "Error: ", ar: "خطأ: " },
    benefits: { en: "Benefits", ar: "المزايا" },
    contactUs: { en: "Contact Us", ar: "اتصل بنا" },
    learnMore: { en: "Learn More", ar: "اعرف المزيد" },
    featuredService: { en: "FEATURED SERVICE", ar: "خدمة مميزة" },
    viewCategory: { en: "View Category", ar: "عرض الفئة" },
    viewProduct: { en: "View Product", ar: "عرض المنتج" },
    backToHome: { en: "Back to the home page", ar: "العودة إلى الصفحة الرئيسية" },
  },
  carousel: {
    label: { en: "Highlights", ar: "لمحات عن أعمالنا" },
    slide: { en: "{number} of {count}: {caption}", ar: "{number} من {count}: {caption}" },
    showSlide: { en: "Show slide {number}: {caption}", ar: "عرض الشريحة {number}: {caption}" },
    play: { en: "Play slideshow", ar: "تشغيل العرض" },
    pause: { en: "Pause slideshow", ar: "إيقاف العرض مؤقتًا" },
  },
  category: {
    eyebrow: { en: "Our products", ar: "منتجاتنا" },
    weSupply: { en: "{category} we supply", ar: "ما نورّده من {category}" },
  },
  product: {
    about: { en: "About this product", ar: "عن هذا المنتج" },
    anotherView: { en: "{name}, another view", ar: "{name}، صورة أخرى" },
    quote: { en: "Contact Us for a Quote", ar: "اطلب عرض سعر" },
    chatAbout: {
      en: "Hello Puntland Seafood, I would like a quote for {name}.",
      ar: "مرحبًا Puntland Seafood، أودّ الحصول على عرض سعر لمنتج {name}.",
    },
    specifications: { en: "Specifications", ar: "المواصفات" },
    specificationsCaption: { en: "{name} specifications", ar: "مواصفات {name}" },
    dataDate: { en: "Trade data as of {date}.", ar: "البيانات التجارية محدّثة حتى {date}." },
    downloadSheet: {
      en: "Download specification sheet (PDF)",
      ar: "تنزيل نشرة المواصفات (PDF)",
    },
  },
  service: {
    backToServices: { en: "Back to all services", ar: "العودة إلى جميع الخدمات" },
    whatWeOffer: { en: "What We Offer", ar: "ما نقدمه" },
  },
  services: {
    title: { en: "Seafood Services", ar: "خدمات المأكولات البحرية" },
    whatWeDo: { en: "What We Do", ar: "ما نقوم به" },
  },
  about: {
    title: { en: "About Us", ar: "من نحن" },
  },
  contact: {
    title: { en: "Contact Us", ar: "اتصل بنا" },
    howToReach: { en: "How to reach us", ar: "طرق التواصل معنا" },
  },
} as const;

/** A tree of Localized texts, any depth. */
type UiTree = { readonly [key: string]: Localized | UiTree };

const uiTreeSchema: z.ZodType<UiTree> = z.lazy(() =>
  z.record(z.string(), z.union([localizedText, uiTreeSchema])),
);

/** Checked at build: every text has both languages, neither empty. */
export const ui = uiTreeSchema.parse(uiText) as typeof uiText;

/** A group of the interface's words. */
export type UiGroup = keyof typeof uiText;

/** The groups the site layout sends with every page: its bar, menus and footer, and the words of shared parts (dialogs, fields, cards). */
export const LAYOUT_UI_GROUPS = [
  "brand",
  "nav",
  "language",
  "footer",
  "contactDetails",
  "common",
] as const satisfies readonly UiGroup[];

export type LayoutUiGroup = (typeof LAYOUT_UI_GROUPS)[number];

/** Some groups of the interface's words, in one language: what a page's data carries. */
export function uiGroups<Group extends UiGroup>(
  locale: Locale,
  groups: readonly Group[],
): Resolved<Pick<typeof uiText, Group>> {
  const picked = Object.fromEntries(groups.map((group) => [group, ui[group]]));
  return localize(picked as Pick<typeof uiText, Group>, locale);
}
