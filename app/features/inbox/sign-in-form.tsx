import { LogIn } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";

import { InboxHeading } from "./inbox-heading";
import type { SignedOutReason } from "./inbox-session";
import { useSignInForm } from "./use-sign-in-form";

const NOTICES: Record<SignedOutReason, string> = {
  none: "",
  expired: "Your session has ended. Sign in again to carry on where you were.",
  "signed-out": "You have signed out. Nothing from the inbox is kept in this browser.",
};

/** Shown on every inbox page without a session; signing in stays on the page that was asked for. */
export function SignInForm({ reason }: { reason: SignedOutReason }) {
  const { submit, field, errors, refusal, submitting } = useSignInForm();
  return (
    <div className="mx-auto max-w-md">
      <InboxHeading>Sign in to the inbox</InboxHeading>
      <p role="status" className={NOTICES[reason] ? "mt-4 text-ink" : "sr-only"}>
        {NOTICES[reason]}
      </p>
      {/* method="post": the fields must never end up in a URL, whatever happens to the code. */}
      <form
        method="post"
        noValidate
        onSubmit={submit}
        aria-label="Sign in"
        className="mt-6 grid gap-5 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6"
      >
        <div role="alert">
          {refusal ? (
            <p className="rounded-md border border-danger p-3 text-sm font-semibold text-danger">
              {refusal}
            </p>
          ) : null}
        </div>
        <TextField
          id="inbox-email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          maxLength={200}
          required
          error={errors.email}
          {...field("email")}
        />
        <TextField
          id="inbox-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={200}
          required
          error={errors.password}
          {...field("password")}
        />
        <button
          type="submit"
          aria-disabled={submitting || undefined}
          className={buttonClass("ocean", "justify-self-start")}
        >
          <LogIn aria-hidden="true" className="size-5" />
          {submitting ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </div>
  );
}
