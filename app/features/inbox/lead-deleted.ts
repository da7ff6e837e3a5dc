/** The history state the lead page leaves after deleting a lead, for the list to confirm it. */
export const LEAD_DELETED_STATE = { leadDeleted: true } as const;

export function cameFromDeletion(state: unknown): boolean {
  return typeof state === "object" && state !== null && "leadDeleted" in state;
}
