import { deliverLead } from "~/hooks/lead-delivery";

import { resourceRequestLeadForm } from "~/contracts/forms/resource-request.schema";

/** Records a resource request as a lead; loaded on the first click (see ResourceRequestButton). */
export async function requestResource(title: string, submissionId: string): Promise<void> {
  await deliverLead(
    resourceRequestLeadForm,
    { resource: title },
    { id: submissionId, honeypot: "", page: window.location.pathname },
  );
}
