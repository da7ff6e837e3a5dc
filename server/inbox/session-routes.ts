/** Signing in and out of the inbox, and who is signed in. */
import {
  INBOX_API,
  type RetentionPolicy,
  type SessionAnswer,
  signInSchema,
} from "~/contracts/inbox";

import type { Store } from "../db/connection";
import type { RequestContext, Route } from "../http/app";
import { readFields } from "../http/body";
import { clientKey } from "../http/client";
import { HttpError, sendJson } from "../http/respond";
import type { Logger } from "../log";
import type { SignInResult } from "../metrics";
import { audit } from "./audit";
import { type Owned, parseBody, requireSameOrigin, signedOut } from "./guard";
import { UNKNOWN_OWNER_HASH, verifyPassword } from "./passwords";
import { createSession, deleteSession, findSession, sessionCookie, sessionToken } from "./sessions";
import { confirmSignIn, type HashGate, reserveSignIn, UNKNOWN_ACTOR } from "./sign-in";

const WRONG_DETAILS = "The e-mail address or the password is not right.";
const BUSY = "Too many sign-ins are being checked right now. Please try again in a few seconds.";
const BUSY_RETRY_SECONDS = 2;

function lockedOut(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many failed sign-ins from your connection. Try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
    { headers: { "Retry-After": String(seconds) } },
  );
}

export function sessionRoutes({
  store,
  log,
  retention,
  now,
  owned,
  hashGate,
  onSignIn,
}: {
  store: Store;
  log: Logger;
  retention: RetentionPolicy;
  now: () => number;
  owned: Owned;
  hashGate: HashGate;
  onSignIn?: (result: SignInResult) => void;
}): Route[] {
  const { db } = store;

  async function signIn(context: RequestContext) {
    requireSameOrigin(context);
    const { email, password } = parseBody(signInSchema, await readFields(context.req));
    const release = hashGate.tryEnter();
    if (!release) {
      throw new HttpError(429, BUSY, { headers: { "Retry-After": String(BUSY_RETRY_SECONDS) } });
    }
    try {
      const time = now();
      const owner = await db
        .selectFrom("owners")
        .select(["id", "email", "password_hash"])
        .where("email", "=", email)
        .executeTakeFirst();
      const attempt = await reserveSignIn(store, {
        address: clientKey(context.address),
        actor: owner?.email ?? UNKNOWN_ACTOR,
        now: time,
      });
      if (!attempt.allowed) {
        log.warn("inbox.sign-in-locked", { retryAfter: attempt.retryAfterSeconds });
        onSignIn?.("locked_out");
        throw lockedOut(attempt.retryAfterSeconds);
      }
      // An unknown e-mail is checked against a hash no password matches: same answer, same time.
      const valid = await verifyPassword(password, owner?.password_hash ?? UNKNOWN_OWNER_HASH);
      if (!owner || !valid) {
        log.warn("inbox.sign-in-failed");
        onSignIn?.("wrong");
        throw signedOut(WRONG_DETAILS);
      }
      await confirmSignIn(store, attempt.reservation);
      onSignIn?.("ok");
      const token = await createSession(db, owner.id, time);
      const answer: SessionAnswer = { owner: { email: owner.email }, retention };
      sendJson(context.res, 200, answer, { "Set-Cookie": sessionCookie(token, context.https) });
    } finally {
      release();
    }
  }

  async function signOut(context: RequestContext) {
    requireSameOrigin(context);
    const token = sessionToken(context.req, context.https);
    const session = token ? await findSession(db, token, now()) : undefined;
    if (session) {
      await deleteSession(db, session.id);
      await audit(db, { actor: session.email, action: "signed-out" }, now());
    }
    context.res.setHeader("Set-Cookie", sessionCookie(null, context.https));
    context.res.writeHead(204, { "Cache-Control": "no-store" }).end();
  }

  return [
    { method: "POST", path: INBOX_API.session, handle: signIn },
    { method: "DELETE", path: INBOX_API.session, handle: signOut },
    {
      method: "GET",
      path: INBOX_API.session,
      handle: owned(async ({ res }, owner) => {
        const answer: SessionAnswer = { owner: { email: owner.email }, retention };
        sendJson(res, 200, answer);
      }),
    },
  ];
}
