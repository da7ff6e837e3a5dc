import { createContext, use, useCallback, useEffect, useMemo, useState } from "react";

import type { SessionAnswer } from "~/contracts/inbox";

import { InboxApiError, inboxApi, toInboxError } from "./inbox-api";
import { forgetStoredFilter } from "./lead-filter-storage";

/** Why the sign-in form shows: a first visit, a session that ended, or the owner's own sign-out. */
export type SignedOutReason = "none" | "expired" | "signed-out";

export type SessionState =
  | { kind: "checking" }
  | { kind: "unavailable"; message: string }
  | { kind: "signed-out"; reason: SignedOutReason }
  | { kind: "signed-in"; session: SessionAnswer };

export interface InboxSession {
  state: SessionState;
  /** The sign-in form's success. */
  signedIn: (session: SessionAnswer) => void;
  /** A request answered 401: the session ended (timed out, or signed out in another tab). */
  lost: () => void;
  /** Ends the session on the server, then forgets everything held in this tab. */
  signOut: () => Promise<void>;
  /** Asks the server again after it could not be reached. */
  recheck: () => void;
}

const SessionContext = createContext<InboxSession | null>(null);

/** Holds who is signed in, for the inbox's layout and every inbox page. */
export function InboxSessionProvider({ children }: { children: React.ReactNode }) {
  // The pre-rendered page (and hydration) is always "checking": the session is the browser's.
  const [state, setState] = useState<SessionState>({ kind: "checking" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    inboxApi.session(controller.signal).then(
      (session) => setState({ kind: "signed-in", session }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = toInboxError(error);
        if (failure.status === 401) {
          forgetStoredFilter();
          setState({ kind: "signed-out", reason: "none" });
        } else setState({ kind: "unavailable", message: failure.message });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const signedIn = useCallback((session: SessionAnswer) => {
    setState({ kind: "signed-in", session });
  }, []);

  const lost = useCallback(() => {
    forgetStoredFilter();
    setState({ kind: "signed-out", reason: "expired" });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await inboxApi.signOut();
    } catch (error) {
      // Without a session the server has nothing left to end.
      if (!(error instanceof InboxApiError && error.status === 401)) throw toInboxError(error);
    }
    forgetStoredFilter();
    setState({ kind: "signed-out", reason: "signed-out" });
  }, []);

  const recheck = useCallback(() => {
    setState({ kind: "checking" });
    setAttempt((count) => count + 1);
  }, []);

  const value = useMemo(
    () => ({ state, signedIn, lost, signOut, recheck }),
    [state, signedIn, lost, signOut, recheck],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useInboxSession(): InboxSession {
  const session = use(SessionContext);
  if (!session) throw new Error("useInboxSession needs an InboxSessionProvider above it");
  return session;
}
