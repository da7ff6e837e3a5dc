import { InboxHeading } from "./inbox-heading";

/** The pre-rendered inbox: what shows until the browser knows whether someone is signed in. */
export function InboxLoading() {
  return (
    <>
      <InboxHeading>Inbox</InboxHeading>
      <p role="status" className="mt-4 text-lg text-muted">
        Loading the inbox…
      </p>
      <noscript>
        <p className="mt-4 text-lg text-ink">
          The inbox needs JavaScript. Turn it on for this site in your browser, then reload the
          page.
        </p>
      </noscript>
    </>
  );
}
