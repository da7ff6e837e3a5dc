import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";

import type { SessionAnswer } from "~/contracts/inbox";
import { enterText } from "~/test-utils/enter-text";

import { InboxSessionProvider, useInboxSession } from "./inbox-session";
import { SignInForm } from "./sign-in-form";

const SESSION: SessionAnswer = {
  owner: { email: "owner@example.com" },
  retention: { leadDays: 365, spamDays: 30 },
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** The session check answers 401 (no session); sign-in attempts answer `signIn` in turn. */
function stubApi(...signIn: Response[]) {
  const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
    if ((init?.method ?? "GET") === "GET") return json(401, { error: "Sign in to see the inbox." });
    return signIn.shift() ?? json(500, {});
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function SignedInAs() {
  const { state } = useInboxSession();
  return state.kind === "signed-in" ? <p>Signed in as {state.session.owner.email}</p> : null;
}

function renderForm() {
  render(
    <InboxSessionProvider>
      <SignInForm reason="none" />
      <SignedInAs />
    </InboxSessionProvider>,
  );
}

const signInCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

afterEach(() => vi.unstubAllGlobals());

describe("SignInForm", () => {
  test("an empty submit names both fields, ties the messages to them and focuses the first", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const email = screen.getByLabelText(/E-mail address/);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(/^Error:\s*Enter your e-mail address$/);
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(
      /^Error:\s*Enter your password$/,
    );
    expect(signInCalls(fetchMock)).toHaveLength(0);
  });

  test("clears a field's error as soon as it is edited", async () => {
    stubApi();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await enterText(user, screen.getByLabelText(/E-mail address/), "o");
    expect(screen.queryByText("Enter your e-mail address")).not.toBeInTheDocument();
    expect(screen.getByText("Enter your password")).toBeInTheDocument();
  });

  test("a valid submit posts the details once, as JSON in the body, and signs in", async () => {
    const fetchMock = stubApi(json(200, SESSION));
    const user = userEvent.setup();
    renderForm();
    await enterText(user, screen.getByLabelText(/E-mail address/), " Owner@Example.com ");
    await enterText(user, screen.getByLabelText(/Password/), "correct horse battery staple");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText("Signed in as owner@example.com");
    const calls = signInCalls(fetchMock);
    expect(calls).toHaveLength(1);
    const [path, init] = calls[0]!;
    expect(path).toBe("/api/inbox/session");
    expect(init?.credentials).toBe("same-origin");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "owner@example.com",
      password: "correct horse battery staple",
    });
  });

  test("shows the server's refusal in an alert and keeps what was typed", async () => {
    stubApi(json(401, { error: "The e-mail address or the password is not right." }));
    const user = userEvent.setup();
    renderForm();
    await enterText(user, screen.getByLabelText(/E-mail address/), "owner@example.com");
    await enterText(user, screen.getByLabelText(/Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "The e-mail address or the password is not right.",
      ),
    );
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue("owner@example.com");
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  });
});
