import { requireTranslations } from "./localized";
import { thankYouPage } from "./thank-you";
import { ui } from "./ui";

/**
 * The acknowledgement e-mail a sender gets once their lead is stored
 * (server/leads/acknowledgement.ts), in the language of the page they wrote from. It repeats
 * nothing they typed: the address it goes to may not be theirs.
 */
export const acknowledgementWords = requireTranslations("app/content/acknowledgement.ts", {
  subject: {
    en: "Puntland Seafood: we have your message, reference {reference}",
    ar: "وصلت رسالتك إلى Puntland Seafood، الرقم المرجعي {reference}",
  },
  greeting: { en: "Hello,", ar: "مرحبًا،" },
  received: {
    en: "Thank you for contacting Puntland Seafood. Your message reached us through our website on {date} ({zone}).",
    ar: "شكرًا لتواصلك مع Puntland Seafood. وصلتنا رسالتك عبر موقعنا الإلكتروني، وتاريخ وصولها: {date} ({zone}).",
  },
  zone: { en: "Mogadishu time", ar: "بتوقيت مقديشو" },
  reference: { en: "Your reference is {reference}.", ar: "رقمك المرجعي هو {reference}." },
  referenceHint: thankYouPage.referenceHint,
  summaryHeading: { en: "What you sent us", ar: "ما أرسلته إلينا" },
  formLabel: { en: "Form", ar: "النموذج" },
  privacy: {
    en: "For your privacy, this e-mail does not repeat what you wrote.",
    ar: "حفاظًا على خصوصيتك، لا تتضمن هذه الرسالة ما كتبته.",
  },
  nextHeading: thankYouPage.nextHeading,
  steps: thankYouPage.steps,
  contactHeading: ui.contact.howToReach,
  phone: ui.contactDetails.phone,
  whatsApp: { en: "WhatsApp", ar: "واتساب" },
  email: ui.contactDetails.email,
  hours: ui.contactDetails.hours,
  hoursText: ui.contactDetails.hoursText,
  notYou: {
    en: "If you did not send this message, please ignore this e-mail: we will not write again unless you reply.",
    ar: "إن لم تكن أنت من أرسل هذه الرسالة، فيُرجى تجاهل هذا البريد، ولن نراسلك مرة أخرى ما لم ترد عليه.",
  },
  signature: { en: "The Puntland Seafood team", ar: "فريق Puntland Seafood" },
  /** The forms with an Arabic edition, by their lead name; the others are named in English. */
  forms: {
    contact: { en: "Contact form", ar: "نموذج التواصل" },
    enquiry: { en: "Enquiry", ar: "استفسار" },
  },
});
