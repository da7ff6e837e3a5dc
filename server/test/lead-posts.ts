/** A post each registered form accepts, as the browser would send it, for the server's tests. */
import type { LeadFormName } from "~/contracts/lead-forms";

const person = {
  firstName: "Ada",
  lastName: "Obi",
  telephone: "+252904014301",
  email: "ada@example.com",
};

export const VALID_POSTS: Record<LeadFormName, Record<string, string>> = {
  contact: {
    firstName: "Ada",
    lastName: "Obi",
    email: "ada@example.com",
    phone: "+252 904 014301",
    message: "Price for 2 t of frozen grouper, FOB Bosaso?",
  },
  offer: {
    name: "Ada Obi",
    email: "ada@example.com",
    phone: "+252904014301",
    company: "Obi & Sons",
    message: "",
  },
  "business-offer": {
    name: "Ada Obi",
    email: "ada@example.com",
    phone: "+252904014301",
    company: "Obi & Sons",
    message: "Tuesdays suit us.",
  },
  checklist: person,
  guide: { firstName: "Ada", email: "ada@example.com" },
  enquiry: {
    fullName: "Ada Obi",
    email: "ada@example.com",
    phone: "+252904014301",
    interest: "Frozen Fish",
    message: "Two tonnes of grouper, please.",
  },
  consultation: {
    situation: "business",
    otherSituationText: "",
    facility: "office",
    otherFacilityText: "",
    frequency: "5days",
    areaSize: "medium",
    otherAreaText: "",
    toilets: "2toilets",
    afterHours: "regularly",
    otherAfterText: "",
    startTimeline: "3months",
    otherStartText: "",
    hiringDecision: "readyNow",
    otherHiringText: "",
    ...person,
  },
  calculator: {
    clientType: "business",
    facilityType: "office",
    frequency: "5days",
    areaSize: "medium",
    customAreaSize: "",
    ...person,
  },
  resource: { resource: "Price list" },
};

/** The post of a form, `_form` included. */
export function validPost(form: LeadFormName): Record<string, string> {
  return { _form: form, ...VALID_POSTS[form] };
}
