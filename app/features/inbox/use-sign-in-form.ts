import { useRef, useState } from "react";

import { signInSchema } from "~/contracts/inbox";
import { issuesByField } from "~/contracts/lead-form";

import { inboxApi, type SignInValues, toInboxError } from "./inbox-api";
import { useInboxSession } from "./inbox-session";

type SignInField = keyof SignInValues;

const FIELD_ORDER: readonly SignInField[] = ["email", "password"];

/** The sign-in form: checks the fields on submit, signs in, and reports the server's refusal. */
export function useSignInForm() {
  const { signedIn } = useInboxSession();
  const [values, setValues] = useState<SignInValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [refusal, setRefusal] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const controls = useRef<Partial<Record<SignInField, HTMLInputElement | null>>>({});

  function focusFirstInvalid(messages: Partial<Record<SignInField, string>>) {
    const first = FIELD_ORDER.find((name) => messages[name]);
    const control = first ? controls.current[first] : null;
    control?.focus({ preventScroll: true });
    // Label and field both in view, not just the field.
    control?.labels?.[0]?.scrollIntoView?.({ block: "center" });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setRefusal("");
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      const messages = issuesByField(parsed.error.issues);
      setErrors(messages);
      focusFirstInvalid(messages);
      return;
    }
    setSubmitting(true);
    try {
      const session = await inboxApi.signIn(parsed.data);
      signedIn(session);
    } catch (error) {
      const failure = toInboxError(error);
      if (Object.keys(failure.errors).length > 0) {
        setErrors(failure.errors);
        focusFirstInvalid(failure.errors);
      } else setRefusal(failure.message);
      setSubmitting(false);
    }
  }

  /** A field's value, change handler and ref; its error clears as soon as it is edited. */
  function field(name: SignInField) {
    return {
      name,
      value: values[name],
      ref: (element: HTMLInputElement | null) => {
        controls.current[name] = element;
      },
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  return { submit, field, errors, refusal, submitting };
}
