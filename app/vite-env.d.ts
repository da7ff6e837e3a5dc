/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The e-mail address shown on the site; also the lead mailbox unless VITE_LEAD_MAILBOX is set. */
  readonly VITE_SITE_EMAIL?: string;
  /** Canonical origin, e.g. https://www.puntlandseafood.com */
  readonly VITE_SITE_ORIGIN?: string;
  /** Mailbox that receives the leads of every form. */
  readonly VITE_LEAD_MAILBOX?: string;
  /** Full URL of the form-to-email relay; defaults to the FormSubmit AJAX endpoint of the mailbox. */
  readonly VITE_LEAD_ENDPOINT?: string;
}
