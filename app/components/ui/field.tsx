import { cn } from "~/lib/cn";
import type { FieldOption, FieldSpec } from "~/contracts/lead-form";
import { useOptionalUi } from "~/lib/use-ui";

const controlClass =
  "block w-full rounded-md border border-muted bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger";

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: React.ReactNode;
  className?: string;
}

/** The ids a control lists in aria-describedby: its hint and, while in error, its error. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** Label, hint, error, control: in that order, tied together by ids. */
export function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      {children}
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="text-sm font-semibold text-danger">
      <span className="sr-only">{useOptionalUi()?.ui.common.errorPrefix ?? "Error: "}</span>
      {message}
    </p>
  );
}

interface FieldText {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

/** Splits a field's own props from its control's, and wires the control's ARIA to them. */
function splitFieldProps<Control extends { required?: boolean; className?: string }>(
  props: FieldText & Control,
) {
  const { id, label, hint, error, required, className, ...control } = props;
  const shell = { id, label, hint, error, required, className };
  const aria = {
    id,
    // Native: a pre-rendered form checks it before its code loads; the code then sets noValidate.
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    className: controlClass,
  };
  return { shell, aria, control };
}

/**
 * The writing direction of a typed value: an e-mail address or a phone number always runs left
 * to right (on an Arabic page "x@" would show as "@x"); words follow the language typed.
 */
function typedDirection(input: FieldSpec["input"]) {
  if (input === "email" || input === "tel") return { dir: "ltr" };
  if (input === undefined || input === "text" || input === "textarea") return { dir: "auto" };
  return {};
}

/** A field's label, input type, direction, length cap and autocomplete, from its definition. */
export function specProps(spec: FieldSpec) {
  return {
    label: spec.label,
    ...(spec.input === "email" || spec.input === "tel" ? { type: spec.input } : {}),
    ...typedDirection(spec.input),
    ...(spec.maxLength ? { maxLength: spec.maxLength } : {}),
    ...(spec.autoComplete ? { autoComplete: spec.autoComplete } : {}),
  };
}

export function TextField(props: FieldText & React.ComponentPropsWithRef<"input">) {
  const { shell, aria, control } = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      <input {...aria} {...control} />
    </FieldShell>
  );
}

export function TextAreaField(props: FieldText & React.ComponentPropsWithRef<"textarea">) {
  const { shell, aria, control } = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      <textarea rows={5} {...aria} {...control} />
    </FieldShell>
  );
}

type SelectProps = FieldText &
  React.ComponentPropsWithRef<"select"> & {
    /** Each option's text is its value, unless it names a separate label. */
    options: readonly (string | FieldOption)[];
    placeholder: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectProps) {
  const { shell, aria, control } = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      <select {...aria} {...control}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

/**
 * A field people never see and bots fill in. Off-screen rather than display:none, because some
 * bots skip hidden inputs; out of the tab order and the accessibility tree.
 */
export function HoneypotField({
  label = "Website",
  ...props
}: React.ComponentPropsWithRef<"input"> & { label?: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}

/**
 * A failed delivery, said inside the form. Dialogs need it: while a dialog is open everything
 * outside it, the toasts included, is hidden from assistive technology.
 */
export function DeliveryAlert({
  failed,
  message = "Your details could not be sent. Please try again, or contact us directly.",
}: {
  failed: boolean;
  message?: string;
}) {
  return (
    <p
      role="alert"
      className={
        failed ? "rounded-md border border-danger p-3 text-sm font-semibold text-danger" : "sr-only"
      }
    >
      {failed ? message : ""}
    </p>
  );
}
