import { requireTranslations } from "./localized";

/**
 * The words of the page the server answers a form sent without JavaScript with, when it cannot
 * take it as it is (server/leads/form-page.ts), in the language of the page the form was on.
 */
export const formPageWords = requireTranslations("app/content/form-page.ts", {
  detailsNeedCorrecting: {
    en: "Some details need correcting.",
    ar: "بعض البيانات تحتاج إلى تصحيح.",
  },
  problemTitle: { en: "There is a problem with your details", ar: "توجد مشكلة في بياناتك" },
  correctFollowing: { en: "Please correct the following", ar: "يُرجى تصحيح ما يلي" },
  yourDetails: {
    en: "Your details are below, as you typed them.",
    ar: "بياناتك أدناه كما كتبتها.",
  },
  sendAgain: { en: "Send again", ar: "أرسل مرة أخرى" },
  back: { en: "Back to the page you came from", ar: "العودة إلى الصفحة التي جئت منها" },
  backNote: {
    en: "(it opens empty; your details are kept here).",
    ar: "(تُفتح فارغة، أما بياناتك فمحفوظة هنا).",
  },
  notSavedTitle: { en: "Your details are not saved yet", ar: "لم تُحفظ بياناتك بعد" },
  storeUnavailable: {
    en: "We could not save your details just now. Nothing was lost on your side: please try again in a minute.",
    ar: "تعذّر علينا حفظ بياناتك الآن، ولم يضِع شيء مما أدخلته. يُرجى المحاولة مرة أخرى بعد دقيقة.",
  },
  notSentTitle: { en: "These details are not sent yet", ar: "لم تُرسَل هذه البيانات بعد" },
  conflict: {
    en: "These details were sent before under the same submission id with other details: send them as a new submission.",
    ar: "أُرسل رقم الإرسال هذا من قبل مع بيانات أخرى، فأرسل هذه البيانات إرسالًا جديدًا.",
  },
});
