/**
 * The owner's ways to answer a lead: an e-mail reply, a call and a WhatsApp chat. These links
 * never leave the owner's device for a server of ours (the mail app, the phone, WhatsApp open
 * them), so they may carry the person's address and number.
 */

/** The fewest and most digits a phone number can have (E.164 allows 15). */
const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** A plain e-mail address: one "@", no spaces, nothing a URL would read as its own syntax. */
const EMAIL = /^[^\s@?#&/]+@[^\s@?#&/]+\.[^\s@?#&/]+$/;

/** "mailto:" to the person, the subject "Re: {lead's subject} [{reference}]"; null without a usable address. */
export function replyHref(email: string | null, subject: string, reference: string): string | null {
  if (!email || !EMAIL.test(email)) return null;
  const at = email.lastIndexOf("@");
  const address = `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${subject} [${reference}]`)}`;
}

/** The number's digits with "+" when it is international ("+…" or "00…"), else its digits as typed. */
function dialable(phone: string): { digits: string; international: boolean } | null {
  const trimmed = phone.trim();
  const international = /^(\+|00)/.test(trimmed);
  const all = trimmed.replace(/\D/g, "");
  const digits = trimmed.startsWith("00") ? all.slice(2) : all;
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return null;
  return { digits, international };
}

/** "tel:+971501234567" (or the national number as typed); null when it is not a phone number. */
export function callHref(phone: string | null): string | null {
  const number = phone ? dialable(phone) : null;
  if (!number) return null;
  return `tel:${number.international ? "+" : ""}${number.digits}`;
}

/**
 * "https://wa.me/971501234567": WhatsApp needs the number with its country code, so only a
 * number written internationally gets a link.
 */
export function whatsAppHref(phone: string | null): string | null {
  const number = phone ? dialable(phone) : null;
  if (!number?.international) return null;
  return `https://wa.me/${number.digits}`;
}
