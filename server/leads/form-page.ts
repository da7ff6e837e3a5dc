/**
 * The page a native form post gets when it cannot be accepted as it is (a form sent before or
 * without JavaScript): the problems listed at the top, linked to their fields, and the form
 * again with everything the person typed, ready to send again. It speaks the language of the
 * page the form was on, right to left for Arabic.
 */
import { formPageWords } from "~/content/form-page";
import { formWords } from "~/content/forms";
import { LOCALE_INFO, type Locale } from "~/content/locale";
import { localize } from "~/content/localized";
import { ui } from "~/content/ui";
import { type FieldSpec, type FormContext, LEAD_META } from "~/contracts/lead-form";
import type { RegisteredLeadForm } from "~/contracts/lead-forms";

import { escapeHtml, simplePage } from "../http/html";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The page's words in one language. */
function wordsIn(locale: Locale) {
  return {
    ...localize(formPageWords, locale),
    // The interface's words are stored trimmed: the space after "Error:" is the page's own.
    errorPrefix: `${localize(ui.common.errorPrefix, locale)} `,
    chooseOne: localize(formWords.common.chooseOne, locale),
  };
}

type Words = ReturnType<typeof wordsIn>;

function control(name: string, spec: FieldSpec, value: string, words: Words, error?: string) {
  const id = `field-${name}`;
  if (spec.input === "hidden") {
    // Set by the page the form was on (e.g. the product of a quote): kept, and shown as text.
    const shown = spec.options?.find((option) => option.value === value)?.label ?? value;
    const hidden = `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
    if (shown === "") return hidden;
    return `<p class="shown"><strong>${escapeHtml(spec.label)}:</strong> <span dir="auto">${escapeHtml(shown)}</span>${hidden}</p>`;
  }
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const max = spec.maxLength ? ` maxlength="${spec.maxLength}"` : "";
  const auto = spec.autoComplete ? ` autocomplete="${escapeHtml(spec.autoComplete)}"` : "";
  const common = `id="${id}" name="${escapeHtml(name)}"${described}${auto}`;
  let input: string;
  if (spec.input === "textarea") {
    input = `<textarea ${common}${max} rows="5" dir="auto">${escapeHtml(value)}</textarea>`;
  } else if (spec.options) {
    const options = [{ value: "", label: words.chooseOne }, ...spec.options]
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === value ? " selected" : ""}>${escapeHtml(option.label)}</option>`,
      )
      .join("");
    input = `<select ${common}>${options}</select>`;
  } else {
    const type = spec.input === "email" || spec.input === "tel" ? spec.input : "text";
    // Addresses and numbers read left to right on an Arabic page too; names as they are typed.
    const direction = type === "text" ? ` dir="auto"` : ` dir="ltr"`;
    input = `<input type="${type}" ${common}${max}${direction} value="${escapeHtml(value)}">`;
  }
  const message = error
    ? `<span class="error" id="${id}-error"><span class="visually-hidden">${escapeHtml(words.errorPrefix)}</span>${escapeHtml(error)}</span>`
    : "";
  return `<div class="field"><label for="${id}">${escapeHtml(spec.label)}</label>${message}${input}</div>`;
}

/** Why the form came back, and so the page's title and message. */
export type FormPageReason = "refused" | "store-unavailable" | "conflict";

export interface FormPageOptions {
  form: RegisteredLeadForm;
  posted: Record<string, unknown>;
  /** Field name → message; empty when the problem was not with the details. */
  errors: Record<string, string>;
  reason: FormPageReason;
  page: string | null;
  submissionId: string;
  /** The language of the page the form was on, and the catalogue its choices come from. */
  context: FormContext;
}

export function formPage({
  form,
  posted,
  errors,
  reason,
  page,
  submissionId,
  context,
}: FormPageOptions): string {
  const { locale } = context;
  const words = wordsIn(locale);
  const fieldsShown = form.fieldsIn(context, posted);
  const title = {
    refused: words.problemTitle,
    "store-unavailable": words.notSavedTitle,
    conflict: words.notSentTitle,
  }[reason];
  const message = {
    refused: "",
    "store-unavailable": words.storeUnavailable,
    conflict: words.conflict,
  }[reason];
  const problems = Object.entries(errors).filter(([name]) => name in form.fields);
  const summary =
    problems.length > 0
      ? `<div class="summary" role="alert"><h2>${escapeHtml(words.correctFollowing)}</h2><ul>${problems
          .map(
            ([name, error]) =>
              `<li><a href="#field-${escapeHtml(name)}">${escapeHtml(error)}</a></li>`,
          )
          .join("")}</ul></div>`
      : `<div class="summary" role="alert"><p>${escapeHtml(message)}</p></div>`;
  const hidden = [
    [LEAD_META.form, form.name],
    [LEAD_META.page, page ?? ""],
    [LEAD_META.submission, submissionId],
    ...(locale === "en" ? [] : [[LEAD_META.lang, locale]]),
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value!)}">`)
    .join("");
  const fields = Object.keys(form.fields)
    .map((name) => control(name, fieldsShown[name]!, text(posted[name]), words, errors[name]))
    .join("\n");
  const back = page
    ? `<p><a href="${escapeHtml(page)}">${escapeHtml(words.back)}</a> ${escapeHtml(words.backNote)}</p>`
    : "";
  return simplePage(
    title,
    `${summary}
<p>${escapeHtml(words.yourDetails)}</p>
<form method="post" action="/api/leads">
${hidden}
${fields}
<button type="submit">${escapeHtml(words.sendAgain)}</button>
</form>
${back}`,
    LOCALE_INFO[locale],
  );
}
