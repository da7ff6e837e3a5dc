import { requireTranslations } from "./localized";

export const contactPage = requireTranslations("app/content/contact.ts", {
  seoDescription: {
    en: "Contact Puntland Seafood about seafood supply, processing at Badey, cold storage in Garowe or export to the Gulf. We reply during business hours.",
    ar: "تواصل مع Puntland Seafood بشأن توريد المأكولات البحرية، أو التجهيز في بادي، أو التخزين المبرّد في غاروي، أو التصدير إلى دول الخليج. نرد خلال ساعات العمل.",
  },
  heading: { en: "Contact Us", ar: "اتصل بنا" },
  intro: {
    en: "Whether you want to buy seafood, need processing or cold storage, or would like to discuss an export order, our team is ready to help. Call us, message us on WhatsApp or use the form below.",
    ar: "سواء أردت شراء المأكولات البحرية، أو احتجت إلى التجهيز أو التخزين المبرّد، أو رغبت في مناقشة طلبية تصدير، ففريقنا مستعد لمساعدتك. اتصل بنا، أو راسلنا عبر واتساب، أو استخدم النموذج أدناه.",
  },
  formHeading: { en: "Send Us an Enquiry", ar: "أرسل إلينا استفسارك" },
  formIntro: {
    en: "Tell us what you need, such as products, volumes, destination or storage requirements, and we will reply during business hours.",
    ar: "أخبرنا بما تحتاج إليه، مثل المنتجات أو الكميات أو وجهة الشحن أو متطلبات التخزين، وسنرد عليك خلال ساعات العمل.",
  },
  mapHeading: {
    en: "Our Cold Storage Site in Garowe",
    ar: "موقع التخزين المبرّد في غاروي",
  },
});
