import { requireTranslations, type Resolved } from "./localized";
import { thankYouPage } from "./thank-you";

/**
 * The words of the lead forms that have an Arabic edition (the contact form, the enquiry and a
 * product's quote request), beside their English. Pages hand them to their forms in their data,
 * in one language; the forms' field labels and messages live with their rules in
 * app/contracts/forms/. The English is the specification's, word for word.
 */
export const formWords = requireTranslations("app/content/forms.ts", {
  /** Said by every form. */
  common: {
    sending: { en: "Sending...", ar: "جارٍ الإرسال…" },
    chooseOne: { en: "Choose one", ar: "اختر واحدًا" },
    honeypot: { en: "Website", ar: "الموقع الإلكتروني" },
    deliveryFailed: {
      en: "Your details could not be sent. Please try again, or contact us directly.",
      ar: "تعذّر إرسال بياناتك. يُرجى المحاولة مرة أخرى، أو التواصل معنا مباشرة.",
    },
    failureToast: {
      title: { en: "Something went wrong", ar: "حدث خطأ ما" },
      description: {
        en: "Please try again later or contact us directly.",
        ar: "يُرجى المحاولة لاحقًا أو التواصل معنا مباشرة.",
      },
    },
  },
  contact: {
    formLabel: { en: "Contact form", ar: "نموذج التواصل" },
    phoneHint: {
      en: "At least 10 digits, with the country code",
      ar: "10 أرقام على الأقل، مع رمز الدولة",
    },
    messageHint: {
      en: "Products, volumes, destination or storage needs",
      ar: "المنتجات أو الكميات أو وجهة الشحن أو احتياجات التخزين",
    },
    submit: { en: "Send Message", ar: "أرسل الرسالة" },
    sentToast: {
      title: { en: "Message sent!", ar: "أُرسلت رسالتك!" },
      description: {
        en: "Thank you for contacting us. We'll get back to you shortly!",
        ar: "شكرًا لتواصلك معنا. سنرد عليك قريبًا!",
      },
    },
    sentHeading: { en: "Message sent", ar: "أُرسلت رسالتك" },
    sentText: {
      en: "Thank you for contacting us. We'll get back to you shortly!",
      ar: "شكرًا لتواصلك معنا. سنرد عليك قريبًا!",
    },
    sendAnother: { en: "Send another message", ar: "أرسل رسالة أخرى" },
  },
  enquiry: {
    opener: { en: "Send an Enquiry", ar: "أرسل استفسارًا" },
    title: { en: "Send an Enquiry", ar: "أرسل استفسارًا" },
    description: {
      en: "Tell us what you are looking for and we will reply during business hours.",
      ar: "أخبرنا بما تبحث عنه، وسنرد عليك خلال ساعات العمل.",
    },
    messageHint: { en: "Up to 500 characters", ar: "حتى 500 حرف" },
    submit: { en: "Send Enquiry", ar: "أرسل الاستفسار" },
    sentHeading: { en: "Enquiry sent", ar: "أُرسل استفسارك" },
    sentText: {
      en: "Thank you! Your inquiry has been submitted. We will get back to you shortly.",
      ar: "شكرًا لك! أُرسل استفسارك، وسنرد عليك قريبًا.",
    },
    sendAnother: { en: "Send another enquiry", ar: "أرسل استفسارًا آخر" },
  },
  quote: {
    heading: { en: "Request a Quote", ar: "اطلب عرض سعر" },
    intro: {
      en: "Tell us the quantity, the destination and when you need it. We reply during business hours with availability, packing and a price.",
      ar: "أخبرنا بالكمية ووجهة الشحن وموعد حاجتك إليها، وسنرد عليك خلال ساعات العمل بالكميات المتاحة وطريقة التعبئة والسعر.",
    },
    formLabel: { en: "Quote request form", ar: "نموذج طلب عرض السعر" },
    anyForm: { en: "Any form", ar: "أي شكل" },
    anyGrade: { en: "Any size", ar: "أي حجم" },
    messageHint: {
      en: "Quantity, destination and delivery date; up to 500 characters",
      ar: "الكمية ووجهة الشحن وموعد التسليم، حتى 500 حرف",
    },
    submit: { en: "Request a Quote", ar: "اطلب عرض السعر" },
    sentHeading: { en: "Quote request sent", ar: "أُرسل طلب عرض السعر" },
    sentText: {
      en: "Thank you! Your inquiry has been submitted. We will get back to you shortly.",
      ar: "شكرًا لك! أُرسل استفسارك، وسنرد عليك قريبًا.",
    },
    sendAnother: { en: "Send another request", ar: "أرسل طلبًا آخر" },
  },
});

/** What a form says once its lead is stored, until the visitor sends another: the thank-you page's words. */
export const confirmationWords = {
  reference: thankYouPage.reference,
  referenceHint: thankYouPage.referenceHint,
  nextHeading: thankYouPage.nextHeading,
  steps: thankYouPage.steps,
  urgentHeading: thankYouPage.urgentHeading,
  urgent: thankYouPage.urgent,
  chatAbout: thankYouPage.chatAbout,
};

/** The forms' words in one language, as a page hands them down. */
export type FormWords = Resolved<typeof formWords>;
export type ConfirmationWords = Resolved<typeof confirmationWords>;
