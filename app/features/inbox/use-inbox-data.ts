import { useCallback, useEffect, useState } from "react";

import { type InboxApiError, toInboxError } from "./inbox-api";
import { useInboxSession } from "./inbox-session";

export type InboxData<T> =
  { status: "loading" } | { status: "ready"; data: T } | { status: "failed"; error: InboxApiError };

interface Loaded<Arg, T> {
  arg: Arg;
  version: number;
  result: Exclude<InboxData<T>, { status: "loading" }>;
}

/**
 * Fetches `load(arg)` whenever `arg` changes (by identity) and holds the answer in memory only.
 * A 401 hands over to the sign-in form. `latest` keeps the last answer (and what it answered)
 * while the next one loads, so a list does not jump while its filter changes.
 */
export function useInboxData<Arg, T>(
  load: (arg: Arg, signal: AbortSignal) => Promise<T>,
  arg: Arg,
) {
  const { lost } = useInboxSession();
  const [loaded, setLoaded] = useState<Loaded<Arg, T> | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(arg, controller.signal).then(
      (data) => setLoaded({ arg, version, result: { status: "ready", data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = toInboxError(error);
        if (failure.status === 401) lost();
        else setLoaded({ arg, version, result: { status: "failed", error: failure } });
      },
    );
    return () => controller.abort();
  }, [load, arg, version, lost]);

  const current = loaded !== null && loaded.arg === arg && loaded.version === version;
  const state: InboxData<T> = current ? loaded.result : { status: "loading" };
  const latest =
    loaded?.result.status === "ready" ? { arg: loaded.arg, data: loaded.result.data } : null;

  /** Puts an answer the server gave to a change (e.g. the lead after a status change) in place. */
  const replace = useCallback(
    (data: T) => setLoaded({ arg, version, result: { status: "ready", data } }),
    [arg, version],
  );
  const reload = useCallback(() => setVersion((count) => count + 1), []);

  /**
   * Asks again in the background: the answer shown stays (no "loading") until the new one
   * replaces it. A failure keeps it; a 401 hands over to the sign-in form.
   */
  const refresh = useCallback(() => {
    load(arg, new AbortController().signal).then(
      (data) =>
        setLoaded((current) =>
          current?.arg === arg
            ? { arg, version: current.version, result: { status: "ready", data } }
            : current,
        ),
      (error: unknown) => {
        if (toInboxError(error).status === 401) lost();
      },
    );
  }, [load, arg, lost]);

  return { state, latest, replace, reload, refresh };
}
