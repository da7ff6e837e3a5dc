/**
 * What another inbox page asks of the lead list through the history state: confirm a deletion,
 * or show the leads whose delivery is failing.
 */
export const LEAD_DELETED_STATE = { leadDeleted: true } as const;
export const SHOW_FAILING_STATE = { showFailing: true } as const;

function has(state: unknown, key: string): boolean {
  return typeof state === "object" && state !== null && key in state;
}

export function cameFromDeletion(state: unknown): boolean {
  return has(state, "leadDeleted");
}

export function asksForFailing(state: unknown): boolean {
  return has(state, "showFailing");
}
