/** 32 hex characters from the browser's random source: one submission, and all its retries. */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * An inline script for every page: on the submit of any form with an empty `_submission` field
 * (the pre-rendered forms, posted natively before or without the page's code) it fills in a
 * new submission id, so a double click or a resubmission after Back makes one lead, not two.
 * Inline because it must work before the page's modules load; the CSP lists it by hash.
 */
export const SUBMISSION_ID_SCRIPT =
  'addEventListener("submit",function(e){var f=e.target,i=f&&f.elements&&f.elements.namedItem("_submission");if(i&&!i.value){var b=crypto.getRandomValues(new Uint8Array(16)),s="";for(var k=0;k<16;k++)s+=(b[k]+256).toString(16).slice(1);i.value=s}},true)';
