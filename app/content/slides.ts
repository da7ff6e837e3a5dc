import { parseContent, slideSchema } from "./schema";

export const slides = parseContent("app/content/slides.ts", slideSchema, [
  {
    image: "slide-bold-vision",
    caption: { en: "Bold Vision", ar: "رؤية جريئة" },
    alt: {
      en: "Illustration of a small fishing boat heading out at dawn off the Eyl coast",
      ar: "رسم توضيحي لقارب صيد صغير يبحر عند الفجر قبالة ساحل إيل",
    },
  },
  {
    image: "slide-blue-economy",
    caption: { en: "Blue Economy", ar: "الاقتصاد الأزرق" },
    alt: {
      en: "Illustration of workers preparing fish in a processing hall beside the ocean",
      ar: "رسم توضيحي لعمال يجهّزون السمك في صالة تجهيز بجوار المحيط",
    },
  },
  {
    image: "slide-better-future",
    caption: { en: "Better Future", ar: "مستقبل أفضل" },
    alt: {
      en: "Illustration of a cold store and a container ship loaded with seafood for export",
      ar: "رسم توضيحي لمخزن تبريد وسفينة حاويات محمّلة بالمأكولات البحرية للتصدير",
    },
  },
]);
