import { requireTranslations } from "./localized";
import { ui } from "./ui";

const hours = ui.contactDetails.hoursText;

/** The page a form sent without JavaScript lands on once its lead is stored. */
export const thankYouPage = requireTranslations("app/content/thank-you.ts", {
  title: { en: "Thank you", ar: "شكرًا لك" },
  seoDescription: {
    en: "Your details have reached Puntland Seafood. Here is what happens next, and how to reach us straight away if it is urgent.",
    ar: "وصلت بياناتك إلى Puntland Seafood. نوضّح هنا الخطوات التالية، وكيف تتواصل معنا فورًا إن كان الأمر عاجلًا.",
  },
  heading: { en: "Thank you, we have your details", ar: "شكرًا لك، وصلتنا بياناتك" },
  intro: {
    en: "Your message is stored safely with us, and our team has been told about it.",
    ar: "رسالتك محفوظة لدينا بأمان، وقد أُبلغ فريقنا بها.",
  },
  /** Shown with the lead's reference ("PS-XXXX-XXXX"), which the server writes into the page. */
  reference: { en: "Your reference:", ar: "رقمك المرجعي:" },
  referenceHint: {
    en: "Please quote it if you call or write to us.",
    ar: "يُرجى ذكره عند الاتصال بنا أو مراسلتنا.",
  },
  /** The WhatsApp message a visitor starts with, about their lead. */
  chatAbout: {
    en: "Hello Puntland Seafood, I am writing about my enquiry {reference}.",
    ar: "مرحبًا Puntland Seafood، أكتب إليكم بخصوص استفساري رقم {reference}.",
  },
  nextHeading: { en: "What happens next", ar: "الخطوات التالية" },
  steps: [
    {
      en: `We read every message during business hours (${hours.en}) and aim to contact you within 2 hours.`,
      ar: `نقرأ كل رسالة خلال ساعات العمل (${hours.ar}) ونسعى إلى التواصل معك خلال ساعتين.`,
    },
    {
      en: "For a product enquiry we reply with availability, sizes, packing and a price; for a booking we call you to agree a day and time.",
      ar: "نرد على استفسارات المنتجات بالكميات المتاحة وفئات الحجم وطريقة التعبئة والسعر.",
    },
    {
      en: "We write from our own address, so please check your spam folder if you have not heard from us by the next working day.",
      ar: "نراسلك من عنوان بريدنا الإلكتروني، فإن لم يصلك ردنا بحلول يوم العمل التالي، فيُرجى التحقق من مجلد الرسائل غير المرغوب فيها.",
    },
  ],
  urgentHeading: { en: "If it is urgent", ar: "إن كان الأمر عاجلًا" },
  urgent: {
    en: "Call us, or send us a message on WhatsApp: the same team answers both.",
    ar: "اتصل بنا أو راسلنا عبر واتساب، فالفريق نفسه يتولى الرد في الحالتين.",
  },
});
