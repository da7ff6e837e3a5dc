import type { z } from "zod";

import {
  type AttentionAnswer,
  type AuditAnswer,
  type BulkStatusAnswer,
  INBOX_API,
  type LeadDetailAnswer,
  type LeadFilter,
  type LeadListAnswer,
  type LeadStatus,
  type SessionAnswer,
  type signInSchema,
} from "~/contracts/inbox";
import { OVERVIEW_API, type OverviewAnswer, type OverviewPeriod } from "~/contracts/overview";

/** A request the inbox API refused or could not answer. `status` is 0 when nothing came back. */
export class InboxApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's message per field, on a 422. */
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "InboxApiError";
  }
}

const UNREACHABLE = "The inbox could not be reached. Check your connection, then try again.";
const UNEXPECTED = "Something went wrong on the server. Try again in a minute.";

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Any failure as an InboxApiError (callers check their own AbortSignal first). */
export function toInboxError(error: unknown): InboxApiError {
  if (error instanceof InboxApiError) return error;
  return new InboxApiError(0, UNREACHABLE);
}

function errorOf(status: number, body: unknown): InboxApiError {
  if (typeof body === "object" && body !== null && "error" in body) {
    const { error, errors } = body as { error: unknown; errors?: unknown };
    const byField =
      typeof errors === "object" && errors !== null ? (errors as Record<string, string>) : {};
    if (typeof error === "string") return new InboxApiError(status, error, byField);
  }
  return new InboxApiError(status, UNEXPECTED);
}

interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/** One call to the inbox API: same-origin cookies, JSON both ways, never cached. */
async function request(path: string, { method = "GET", body, signal }: RequestOptions) {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new InboxApiError(0, UNREACHABLE);
  }
  if (response.status === 204) return undefined;
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorOf(response.status, answer);
  if (answer === undefined) throw new InboxApiError(response.status, UNEXPECTED);
  return answer;
}

export type SignInValues = z.input<typeof signInSchema>;

/** The inbox API's calls, typed by the contract. Search text only ever travels in a body. */
export const inboxApi = {
  session: (signal?: AbortSignal) =>
    request(INBOX_API.session, { signal }) as Promise<SessionAnswer>,
  signIn: (values: SignInValues) =>
    request(INBOX_API.session, { method: "POST", body: values }) as Promise<SessionAnswer>,
  signOut: async (): Promise<void> => {
    await request(INBOX_API.session, { method: "DELETE" });
  },
  search: (filter: LeadFilter, signal?: AbortSignal) =>
    request(INBOX_API.search, { method: "POST", body: filter, signal }) as Promise<LeadListAnswer>,
  lead: (id: string, signal?: AbortSignal) =>
    request(INBOX_API.lead(id), { signal }) as Promise<LeadDetailAnswer>,
  attention: (signal?: AbortSignal) =>
    request(INBOX_API.attention, { signal }) as Promise<AttentionAnswer>,
  setStatuses: (ids: readonly string[], status: LeadStatus) =>
    request(INBOX_API.bulkStatus, {
      method: "POST",
      body: { ids, status },
    }) as Promise<BulkStatusAnswer>,
  setStatus: (id: string, status: LeadStatus) =>
    request(INBOX_API.lead(id), {
      method: "PATCH",
      body: { status },
    }) as Promise<LeadDetailAnswer>,
  retry: (id: string) =>
    request(INBOX_API.retry(id), { method: "POST" }) as Promise<LeadDetailAnswer>,
  remove: async (id: string): Promise<void> => {
    await request(INBOX_API.lead(id), { method: "DELETE" });
  },
  overview: (weeks: OverviewPeriod, signal?: AbortSignal) =>
    request(`${OVERVIEW_API.overview}?weeks=${weeks}`, { signal }) as Promise<OverviewAnswer>,
  audit: (page: number, signal?: AbortSignal) =>
    request(`${INBOX_API.audit}?page=${page}`, { signal }) as Promise<AuditAnswer>,
};
