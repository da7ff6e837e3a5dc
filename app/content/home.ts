import { requireTranslations } from "./localized";

export const home = requireTranslations("app/content/home.ts", {
  seoTitle: {
    en: "Puntland Seafood | Seafood Processing & Export, Somalia",
    ar: "Puntland Seafood | تجهيز المأكولات البحرية وتصديرها، الصومال",
  },
  seoDescription: {
    en: "Puntland Seafood processes, freezes, stores and exports fish and shellfish from the Eyl coast of Somalia, with a cold chain from Badey to Garowe.",
    ar: "تجهّز Puntland Seafood الأسماك والقشريات من ساحل إيل في الصومال وتجمّدها وتخزّنها وتصدّرها، عبر سلسلة تبريد متصلة من بادي إلى غاروي.",
  },
  hero: {
    badge: { en: "From the Eyl coast since 2022", ar: "من ساحل إيل منذ 2022" },
    heading: {
      en: "Premium Seafood Processing & Distribution",
      ar: "تجهيز المأكولات البحرية الممتازة وتوزيعها",
    },
    intro: {
      en: "We process, freeze, store and export tuna, king fish, grouper, lobster and more from Puntland's Indian Ocean coast, with processing at Badey and cold storage in Garowe.",
      ar: "نجهّز التونة والكنعد والهامور والشارخة وغيرها من صيد ساحل بونتلاند على المحيط الهندي، ونجمّدها ونخزّنها ونصدّرها. نجهّز الصيد في بادي، ونخزّنه بالتبريد في غاروي.",
    },
    chatLabel: { en: "Chat with us on WhatsApp", ar: "تواصل معنا عبر واتساب" },
  },
  categoriesSection: {
    heading: { en: "Premium Seafood Categories", ar: "فئات المأكولات البحرية الممتازة" },
    intro: {
      en: "From fresh whole fish and spiny lobster to fillets, frozen packs and traditional dried fish, we supply the products our buyers ask for, graded and packed to order.",
      ar: "من الأسماك الكاملة المبرّدة والشارخة إلى الفيليه والعبوات المجمّدة والأسماك المجففة التقليدية، نورّد ما يطلبه مشترونا من منتجات، مصنّفة حسب الحجم ومعبأة حسب الطلب.",
    },
  },
  servicesSection: {
    heading: { en: "Our Seafood Services", ar: "خدماتنا في المأكولات البحرية" },
    intro: {
      en: "Processing, cold storage, export and market support: everything needed to bring Puntland's catch from the landing beach to buyers at home and abroad.",
      ar: "التجهيز والتخزين المبرّد والتصدير والدعم التسويقي: كل ما يلزم لإيصال صيد بونتلاند من شاطئ الإنزال إلى المشترين داخل الصومال وخارجها.",
    },
  },
  contactSection: {
    heading: { en: "Talk to Our Team", ar: "تحدّث إلى فريقنا" },
    intro: {
      en: "Looking for a seafood supplier, a cold storage partner or an export quote? Send us a message and we will get back to you during business hours.",
      ar: "هل تبحث عن مورّد للمأكولات البحرية، أو شريك في التخزين المبرّد، أو عرض سعر للتصدير؟ أرسل إلينا رسالة وسنرد عليك خلال ساعات العمل.",
    },
  },
});
