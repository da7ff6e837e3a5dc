/**
 * Every business fact the site shows, written once. Two values are placeholders until the owner
 * sets them at build time: SITE_EMAIL (shown e-mail and lead mailbox) and SITE_ORIGIN (canonical URLs).
 */
import { PLACEHOLDER_EMAIL, PLACEHOLDER_ORIGIN } from "./placeholders";

// Vite replaces import.meta.env at build; plain Node scripts (assets, headers) read process.env.
const env: Partial<ImportMetaEnv> = import.meta.env ?? globalThis.process?.env ?? {};

const email = env.VITE_SITE_EMAIL || PLACEHOLDER_EMAIL;
const origin = (env.VITE_SITE_ORIGIN || PLACEHOLDER_ORIGIN).replace(/\/+$/, "");
const leadMailbox = env.VITE_LEAD_MAILBOX || email;

export const site = {
  name: "Puntland Seafood",
  tagline: "Seafood processing, cold storage and export from Puntland, Somalia",
  foundedYear: 2022,
  assets: "over $1,000,000",
  copyrightYear: 2025,
  origin,
  email,
  leadMailbox,
  /** Where the forms post: the site's own server, or an external relay on a static host. */
  leadEndpoint: env.VITE_LEAD_ENDPOINT || "/api/leads",
  phone: {
    display: "+252 9040 14301",
    href: "tel:+252904014301",
  },
  chat: {
    href: "https://wa.me/252904014301",
    label: "Chat on WhatsApp",
  },
  addresses: {
    processing: {
      label: "Processing site",
      locality: "Badey, Eyl",
      region: "Puntland State",
      country: "Somalia",
      countryCode: "SO",
    },
    storage: {
      label: "Cold storage site",
      locality: "Garowe",
      region: "Puntland State",
      country: "Somalia",
      countryCode: "SO",
    },
  },
  hours: {
    text: "Monday to Friday, 8am to 5pm East Africa Time (UTC+3); closed at weekends",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "17:00",
  },
  map: {
    title: "Map of our cold storage site in Garowe, Puntland",
    embedUrl: "https://www.google.com/maps?q=Garowe%2C%20Puntland%2C%20Somalia&output=embed",
    linkUrl: "https://www.google.com/maps?q=Garowe%2C%20Puntland%2C%20Somalia",
    latitude: 8.4054,
    longitude: 48.4845,
  },
} as const;

export type Address = (typeof site.addresses)[keyof typeof site.addresses];

/** "Badey, Eyl, Puntland State, Somalia" */
export function formatAddress(address: Address): string {
  return [address.locality, address.region, address.country].join(", ");
}
