import type { UseFormRegisterReturn } from "react-hook-form";

import { specProps, TextField } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import type { FieldSpec } from "~/contracts/lead-form";

type BuyerField = "fullName" | "email" | "phone";

interface BuyerContactFieldsProps {
  /** Prefix of the inputs' ids, unique on the page (the form's name). */
  idPrefix: string;
  /** The form's field specs in the page's language (`fieldsOf`). */
  fields: Record<BuyerField, FieldSpec>;
  /**
   * The fields, registered by the form itself where it renders this (useLeadForm's `field`): a
   * form registers its fields in the order its render calls `field`, and focuses the first
   * invalid one in that order, which must be the order on screen. A child's render comes after
   * its parent's, so registering here would put these after the form's later fields.
   */
  registered: Record<BuyerField, UseFormRegisterReturn>;
  errorOf: (name: BuyerField) => string | undefined;
  /** The gap between e-mail and telephone: the form's own. */
  gapClassName?: string;
}

/**
 * The three fields registered in their order on screen, for `registered`: call it in the form's
 * own render, where the form's other fields are registered.
 */
export function registerBuyerContact(field: (name: BuyerField) => UseFormRegisterReturn) {
  return { fullName: field("fullName"), email: field("email"), phone: field("phone") };
}

/**
 * How a buyer is reached, all required: the full name on its own row, then the e-mail and the
 * telephone side by side from the small breakpoint. The enquiry dialog and the product page's
 * quote request (one lead form, two places) both ask for these.
 */
export function BuyerContactFields({
  idPrefix,
  fields,
  registered,
  errorOf,
  gapClassName = "gap-4",
}: BuyerContactFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-full-name`}
        {...specProps(fields.fullName)}
        required
        error={errorOf("fullName")}
        {...registered.fullName}
      />
      <div className={cn("grid sm:grid-cols-2", gapClassName)}>
        <TextField
          id={`${idPrefix}-email`}
          {...specProps(fields.email)}
          required
          error={errorOf("email")}
          {...registered.email}
        />
        <TextField
          id={`${idPrefix}-phone`}
          {...specProps(fields.phone)}
          required
          error={errorOf("phone")}
          {...registered.phone}
        />
      </div>
    </>
  );
}
