import type { UseFormRegisterReturn } from "react-hook-form";

import { specProps, TextField } from "~/components/ui/field";
import { type PersonContact, personContactFields } from "~/contracts/contact-rules";

type ContactField = keyof PersonContact;

const ID_SUFFIX: Record<ContactField, string> = {
  firstName: "first-name",
  lastName: "last-name",
  telephone: "telephone",
  email: "email",
};

interface PersonContactFieldsProps {
  idPrefix: string;
  /** The form's register function for a field (useLeadForm's `field`). */
  field: (name: ContactField) => UseFormRegisterReturn;
  errorOf: (name: ContactField) => string | undefined;
  hints?: Partial<Record<ContactField, string>>;
}

/** First name, last name, telephone and e-mail, all required: the checklist and the calculator ask for these. */
export function PersonContactFields({
  idPrefix,
  field,
  errorOf,
  hints = {},
}: PersonContactFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(Object.keys(personContactFields) as ContactField[]).map((name) => (
        <TextField
          key={name}
          id={`${idPrefix}-${ID_SUFFIX[name]}`}
          {...specProps(personContactFields[name])}
          required
          hint={hints[name]}
          error={errorOf(name)}
          {...field(name)}
        />
      ))}
    </div>
  );
}
