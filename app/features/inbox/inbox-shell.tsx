import { Inbox, LogOut, RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { INBOX_PATH } from "~/contracts/inbox-paths";
import { OVERVIEW_PATH } from "~/contracts/overview";

import { EmailText } from "./email-text";
import { InboxAttentionProvider, useAttention } from "./inbox-attention";
import { focusPageHeading, InboxHeading } from "./inbox-heading";
import { InboxLoading } from "./inbox-loading";
import { AUDIT_PATH } from "./inbox-paths";
import { InboxSessionProvider, type SessionState, useInboxSession } from "./inbox-session";
import { SignInForm } from "./sign-in-form";

const NAVIGATION = [
  { to: INBOX_PATH, label: "Leads" },
  { to: OVERVIEW_PATH, label: "Overview" },
  { to: AUDIT_PATH, label: "Audit log" },
] as const;

/** Every inbox page: skip link, header, and the page itself once someone is signed in. */
export function InboxShell({ children }: { children: React.ReactNode }) {
  return (
    <InboxSessionProvider>
      <InboxFrame>{children}</InboxFrame>
    </InboxSessionProvider>
  );
}

/**
 * The public layout's skip link, copied on purpose: importing that one here would split it out of
 * the public layout's chunk, one more file for every public page to load.
 */
function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-[100] -translate-y-24 rounded-md bg-navy-900 px-4 py-3 font-semibold text-white opacity-0 transition-transform focus:translate-y-0 focus:opacity-100"
    >
      Skip to main content
    </a>
  );
}

function InboxFrame({ children }: { children: React.ReactNode }) {
  const { state } = useInboxSession();
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main, state.kind);
  const page = (
    <>
      <SkipLink />
      <InboxHeader state={state} />
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        // The inbox asks for its session as soon as it is shown (decision 035).
        data-start-at-once
        className="container-page py-6 outline-none sm:py-10"
        aria-busy={state.kind === "checking" || undefined}
      >
        <InboxBody state={state}>{children}</InboxBody>
      </main>
    </>
  );
  // Only a signed-in inbox asks what needs attention; signing out ends the polling with it.
  return state.kind === "signed-in" ? (
    <InboxAttentionProvider>{page}</InboxAttentionProvider>
  ) : (
    page
  );
}

/** Focus goes to the page's h1 when the page changes in place; not on the first load. */
function useHeadingFocus(main: React.RefObject<HTMLElement | null>, kind: SessionState["kind"]) {
  const { key } = useLocation();
  const last = useRef({ key, kind });
  useEffect(() => {
    const previous = last.current;
    last.current = { key, kind };
    const navigated = previous.key !== key;
    const swapped =
      (previous.kind === "signed-out" && kind === "signed-in") ||
      (previous.kind === "signed-in" && kind === "signed-out");
    if (navigated || swapped) focusPageHeading(main.current);
  }, [main, key, kind]);
}

function InboxBody({ state, children }: { state: SessionState; children: React.ReactNode }) {
  const { recheck } = useInboxSession();
  switch (state.kind) {
    case "checking":
      return <InboxLoading />;
    case "unavailable":
      return (
        <>
          <InboxHeading>Inbox</InboxHeading>
          <p role="alert" className="mt-4 text-lg text-danger">
            {state.message}
          </p>
          <button type="button" onClick={recheck} className={buttonClass("ocean", "mt-6")}>
            <RotateCw aria-hidden="true" className="size-5" />
            Try again
          </button>
        </>
      );
    case "signed-out":
      return <SignInForm reason={state.reason} />;
    case "signed-in":
      return children;
  }
}

function InboxHeader({ state }: { state: SessionState }) {
  return (
    <header className="bg-navy-900 text-white">
      {/* On a phone: the name on one line, the navigation and "Sign out" on the next. */}
      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-2 md:gap-x-8 md:py-3">
        <p className="flex w-full items-center gap-2 text-lg font-bold md:w-auto">
          <Inbox aria-hidden="true" className="size-6 text-ocean-300" />
          {site.name}
          <span className="rounded-sm bg-white/10 px-2 py-0.5 text-sm font-semibold">Inbox</span>
        </p>
        {state.kind === "signed-in" ? (
          <>
            <nav aria-label="Inbox">
              <ul className="flex flex-wrap gap-1">
                {NAVIGATION.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      className={({ isActive }) =>
                        cn(
                          "inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-white underline-offset-4 hover:bg-white/10 sm:px-3",
                          isActive && "bg-white/15 underline decoration-2",
                        )
                      }
                    >
                      {item.label}
                      {item.to === INBOX_PATH ? <NewLeadsCount /> : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <SignOut email={state.session.owner.email} />
          </>
        ) : null}
      </div>
    </header>
  );
}

/** The count of new leads beside "Leads", while there are any. */
function NewLeadsCount() {
  const count = useAttention()?.answer?.newLeads ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-sm font-bold text-navy-900">
      <span className="sr-only">, </span>
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}

/**
 * Narrower than a standard button on a phone (no icon, less padding), so that "Sign out" shares
 * the line with the navigation.
 */
const SIGN_OUT_CLASS =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-white/80 px-3 py-2 font-semibold text-white transition-colors hover:bg-white/10 sm:px-4";

function SignOut({ email }: { email: string }) {
  const { signOut } = useInboxSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");

  async function handleClick() {
    if (busy) return;
    setBusy(true);
    setFailure("");
    try {
      await signOut();
    } catch (error) {
      setFailure(
        `Signing out did not work: ${error instanceof Error ? error.message : String(error)}`,
      );
      setBusy(false);
    }
  }

  return (
    <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="hidden text-sm text-ocean-100 sm:block">
        Signed in as <EmailText email={email} className="font-semibold text-white" />
      </p>
      <button
        type="button"
        onClick={handleClick}
        aria-disabled={busy || undefined}
        className={SIGN_OUT_CLASS}
      >
        <LogOut aria-hidden="true" className="hidden size-5 sm:block" />
        {busy ? "Signing out…" : "Sign out"}
      </button>
      <p role="alert" className={failure ? "w-full text-sm font-semibold text-white" : "sr-only"}>
        {failure}
      </p>
    </div>
  );
}
