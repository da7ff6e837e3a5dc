/**
 * What every inbox route shares: the same-origin check, the owner's session, and request
 * bodies checked with the contract's schemas. Every answer of the inbox API is no-store (see
 * http/respond.ts); without a session every route but signing in answers 401.
 */
import type { z } from "zod";

import { INBOX_PATH } from "~/contracts/inbox-paths";
import { issuesByField } from "~/contracts/lead-form";

import type { Store } from "../db/connection";
import type { RequestContext } from "../http/app";
import { errorPage, HttpError } from "../http/respond";
import { findSession, sessionToken } from "./sessions";

export const SIGNED_OUT = "Sign in to see the inbox.";
export const NO_SUCH_LEAD = "This lead does not exist (any more).";

/**
 * A 401. A browser's own post from the inbox (its CSV export is a plain form) gets a page that
 * leads back to signing in.
 */
export function signedOut(message: string): HttpError {
  return new HttpError(401, message, {
    page: () => errorPage(message, { href: INBOX_PATH, text: "Sign in to the inbox" }),
  });
}

/** Refuses a state-changing request that did not come from a page of this site. */
export function requireSameOrigin({ req, https }: RequestContext): void {
  const origin = req.headers.origin;
  const expected = `${https ? "https" : "http"}://${req.headers.host ?? ""}`;
  if (origin !== expected) {
    throw new HttpError(403, "This request must come from the inbox's own pages.");
  }
}

/** A request body checked with a contract schema, or a 422 with a message per field. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new HttpError(422, "Some details need correcting.", {
      errors: issuesByField(result.error.issues),
    });
  }
  return result.data;
}

export interface Owner {
  id: string;
  email: string;
}

export type OwnedHandler = (context: RequestContext, owner: Owner) => Promise<void>;

/**
 * Wraps handlers that need a signed-in owner (and, unless they only read, the same origin). A
 * passive handler (polled by an open page) does not keep the session alive.
 */
export function ownerGuard(store: Store, now: () => number) {
  return function owned(handle: OwnedHandler, { passive = false }: { passive?: boolean } = {}) {
    return async (context: RequestContext) => {
      if (context.req.method !== "GET") requireSameOrigin(context);
      const token = sessionToken(context.req, context.https);
      const session = token ? await findSession(store.db, token, now(), { passive }) : undefined;
      if (!session) throw signedOut(SIGNED_OUT);
      await handle(context, { id: session.id, email: session.email });
    };
  };
}

export type Owned = ReturnType<typeof ownerGuard>;

/** What a group of the owner's routes is made from: the store, the clock and the guard. */
export interface OwnedRouteParts {
  store: Store;
  now: () => number;
  owned: Owned;
}
