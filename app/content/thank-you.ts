import { site } from "./site";

/** The page a form sent without JavaScript lands on once its lead is stored. */
export const thankYouPage = {
  title: "Thank you",
  seoDescription:
    "Your details have reached Puntland Seafood. Here is what happens next, and how to reach us straight away if it is urgent.",
  heading: "Thank you, we have your details",
  intro: "Your message is stored safely with us, and our team has been told about it.",
  nextHeading: "What happens next",
  steps: [
    `We read every message during business hours (${site.hours.text}) and aim to contact you within 2 hours.`,
    "For a product enquiry we reply with availability, sizes, packing and a price; for a booking we call you to agree a day and time.",
    "We write from our own address, so please check your spam folder if you have not heard from us by the next working day.",
  ],
  urgentHeading: "If it is urgent",
  urgent: "Call us, or send us a message on WhatsApp: the same team answers both.",
} as const;
