import { requiredText } from "~/contracts/contact-rules";
import { defineLeadForm } from "~/contracts/lead-form";
import { z } from "~/contracts/zod";

export const RESOURCE_TITLE_MAX_LENGTH = 200;

/**
 * A resource button on the package offer records which resource was wanted; no file is
 * delivered and no personal details are asked for.
 */
export const resourceRequestLeadForm = defineLeadForm({
  name: "resource",
  title: "Resource request",
  schema: z.object({
    resource: requiredText("Please name the resource").max(
      RESOURCE_TITLE_MAX_LENGTH,
      "Resource title must be less than 200 characters",
    ),
  }),
  fields: { resource: { label: "Resource", maxLength: RESOURCE_TITLE_MAX_LENGTH } },
  subject: (values) => `Resource request: ${values.resource}`,
  sender: () => ({ name: "A visitor (no details given)" }),
});
