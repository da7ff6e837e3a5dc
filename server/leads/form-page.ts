/**
 * The page a native form post gets when it cannot be accepted as it is (a form sent before or
 * without JavaScript): the problems listed at the top, linked to their fields, and the form
 * again with everything the person typed, ready to send again.
 */
import { LEAD_META } from "~/contracts/lead-form";

import { escapeHtml, simplePage } from "../http/html";
import type { RegisteredLeadForm } from "~/contracts/lead-forms";

const text = (value: unknown) => (typeof value === "string" ? value : "");

function control(
  name: string,
  spec: RegisteredLeadForm["fields"][string],
  value: string,
  error?: string,
) {
  const id = `field-${name}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const max = spec.maxLength ? ` maxlength="${spec.maxLength}"` : "";
  const auto = spec.autoComplete ? ` autocomplete="${escapeHtml(spec.autoComplete)}"` : "";
  const common = `id="${id}" name="${escapeHtml(name)}"${described}${auto}`;
  let input: string;
  if (spec.input === "textarea") {
    input = `<textarea ${common}${max} rows="5">${escapeHtml(value)}</textarea>`;
  } else if (spec.options) {
    const options = [{ value: "", label: "Choose one" }, ...spec.options]
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === value ? " selected" : ""}>${escapeHtml(option.label)}</option>`,
      )
      .join("");
    input = `<select ${common}>${options}</select>`;
  } else {
    const type = spec.input === "email" || spec.input === "tel" ? spec.input : "text";
    input = `<input type="${type}" ${common}${max} value="${escapeHtml(value)}">`;
  }
  const message = error
    ? `<span class="error" id="${id}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</span>`
    : "";
  return `<div class="field"><label for="${id}">${escapeHtml(spec.label)}</label>${message}${input}</div>`;
}

export interface FormPageOptions {
  form: RegisteredLeadForm;
  posted: Record<string, unknown>;
  /** Field name → message; empty when the problem was not with the details. */
  errors: Record<string, string>;
  title: string;
  /** Said above the form when there are no field errors (e.g. the store was unavailable). */
  message?: string;
  page: string | null;
  submissionId: string;
}

export function formPage({
  form,
  posted,
  errors,
  title,
  message,
  page,
  submissionId,
}: FormPageOptions): string {
  const problems = Object.entries(errors).filter(([name]) => name in form.fields);
  const summary =
    problems.length > 0
      ? `<div class="summary" role="alert"><h2>Please correct the following</h2><ul>${problems
          .map(
            ([name, error]) =>
              `<li><a href="#field-${escapeHtml(name)}">${escapeHtml(error)}</a></li>`,
          )
          .join("")}</ul></div>`
      : `<div class="summary" role="alert"><p>${escapeHtml(message ?? "")}</p></div>`;
  const hidden = [
    [LEAD_META.form, form.name],
    [LEAD_META.page, page ?? ""],
    [LEAD_META.submission, submissionId],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value!)}">`)
    .join("");
  const fields = Object.entries(form.fields)
    .map(([name, spec]) => control(name, spec, text(posted[name]), errors[name]))
    .join("\n");
  const back = page
    ? `<p><a href="${escapeHtml(page)}">Back to the page you came from</a> (it opens empty; your details are kept here).</p>`
    : "";
  return simplePage(
    title,
    `${summary}
<p>Your details are below, as you typed them.</p>
<form method="post" action="/api/leads">
${hidden}
${fields}
<button type="submit">Send again</button>
</form>
${back}`,
  );
}
