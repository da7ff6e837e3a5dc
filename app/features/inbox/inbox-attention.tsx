import { createContext, use, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";

import { ATTENTION_POLL_MS, type AttentionAnswer } from "~/contracts/inbox";

import { inboxApi, toInboxError } from "./inbox-api";
import { leadCount } from "./inbox-format";
import { useInboxSession } from "./inbox-session";

export interface InboxAttention {
  /** The last answer, null until the first arrives. */
  answer: AttentionAnswer | null;
  /** Asks again now (after the owner changed something). */
  refresh: () => void;
}

const AttentionContext = createContext<InboxAttention | null>(null);

/** What needs attention, for the pages that show it; null outside a signed-in inbox. */
export function useAttention(): InboxAttention | null {
  return use(AttentionContext);
}

function isVisible(): boolean {
  return document.visibilityState === "visible";
}

/**
 * Asks the server what needs attention every ATTENTION_POLL_MS while the page is visible (at
 * once when it becomes visible again), and stops when it is hidden or signed out (this
 * provider lives only inside a signed-in inbox). The request carries no personal data, and the
 * server does not count it as use of the session.
 */
function usePolledAttention(): InboxAttention {
  const { lost } = useInboxSession();
  const [answer, setAnswer] = useState<AttentionAnswer | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let timer: number | undefined;
    let controller: AbortController | undefined;

    function stop() {
      window.clearTimeout(timer);
      controller?.abort();
    }

    async function poll() {
      stop();
      const current = new AbortController();
      controller = current;
      try {
        setAnswer(await inboxApi.attention(current.signal));
      } catch (error) {
        if (current.signal.aborted) return;
        // A failure keeps the last answer: the next poll tries again.
        if (toInboxError(error).status === 401) return lost();
      }
      if (isVisible()) timer = window.setTimeout(() => void poll(), ATTENTION_POLL_MS);
    }

    function onVisibility() {
      if (isVisible()) void poll();
      else stop();
    }

    if (isVisible()) void poll();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [lost, asked]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);
  return { answer, refresh };
}

/** "(3) Leads · Inbox": the count of new leads before the page's title, kept there on every page. */
function useTitleCount(newLeads: number | null) {
  const { pathname } = useLocation();
  useEffect(() => {
    const plain = document.title.replace(/^\(\d+\) /, "");
    document.title = newLeads ? `(${newLeads}) ${plain}` : plain;
  }, [newLeads, pathname]);
  useEffect(
    () => () => {
      document.title = document.title.replace(/^\(\d+\) /, "");
    },
    [],
  );
}

/** What a screen reader should hear when the answer changes: new leads, or delivery starting to fail. */
function announcementOf(before: AttentionAnswer | null, after: AttentionAnswer | null): string {
  if (!before || !after) return "";
  const parts = [];
  const arrived = after.newLeads - before.newLeads;
  if (arrived > 0) parts.push(`${leadCount(arrived, "new")} arrived.`);
  if (before.delivery.failingLeads === 0 && after.delivery.failingLeads > 0) {
    parts.push("Lead delivery is failing: see the notice under the page's heading.");
  }
  return parts.join(" ");
}

function useAnnouncement(answer: AttentionAnswer | null): string {
  const [previous, setPrevious] = useState(answer);
  const [message, setMessage] = useState("");
  if (answer !== previous) {
    setPrevious(answer);
    const text = announcementOf(previous, answer);
    if (text) setMessage(text);
  }
  return message;
}

/** Every signed-in inbox page: polls what needs attention, shows the count in the title, says what changed. */
export function InboxAttentionProvider({ children }: { children: React.ReactNode }) {
  const attention = usePolledAttention();
  useTitleCount(attention.answer?.newLeads ?? null);
  const announcement = useAnnouncement(attention.answer);
  return (
    <AttentionContext value={attention}>
      {children}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </AttentionContext>
  );
}
