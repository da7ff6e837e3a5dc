import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";

import { showToast } from "~/lib/toast";
import { stubLeadEndpoint, sentLead } from "~/test-utils/lead-endpoint";
import { enterText } from "~/test-utils/enter-text";

import { ConsultationWizardDialog } from "./consultation-wizard-dialog";

vi.mock("~/lib/toast", () => import("~/test-utils/toast-mock"));

type User = ReturnType<typeof userEvent.setup>;

const PAGE = "/about";

function renderWizard() {
  window.history.replaceState(null, "", PAGE);
  const onOpenChange = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<ConsultationWizardDialog open onOpenChange={onOpenChange} />);
  return { user, onOpenChange };
}

const nextButton = () => screen.getByRole("button", { name: "Next" });
const previousButton = () => screen.getByRole("button", { name: "Previous" });

async function choose(user: User, name: string) {
  await user.click(screen.getByRole("radio", { name }));
}

async function chooseAndContinue(user: User, name: string) {
  await choose(user, name);
  await user.click(nextButton());
}

/** Answers steps 1-8 as a business with an office, and arrives on step 9. */
async function walkToContactStep(user: User) {
  await chooseAndContinue(user, "A business looking for a cleaning service");
  await chooseAndContinue(user, "Office");
  await chooseAndContinue(user, "5 days a week");
  await chooseAndContinue(user, "100-300 sq m (1,076-3,230 sq ft)");
  await chooseAndContinue(user, "2 toilets");
  await chooseAndContinue(user, "Yes, regularly");
  await chooseAndContinue(user, "In more than 3 months");
  await chooseAndContinue(user, "Ready to hire now");
  expect(screen.getByText("Step 9 of 9")).toBeInTheDocument();
}

async function fillContact(user: User) {
  await enterText(user, screen.getByLabelText(/First name/), "Ada");
  await enterText(user, screen.getByLabelText(/Last name/), "Obi");
  await enterText(user, screen.getByLabelText(/Telephone/), "+252 9040 14301");
  await enterText(user, screen.getByLabelText(/Email/), "ada@example.com");
}

// The tests that walk all nine steps take several seconds on a busy machine.
describe("ConsultationWizardDialog", { timeout: 20_000 }, () => {
  test("starts on step 1 of 9 with Previous and Next disabled", () => {
    renderWizard();
    expect(screen.getByRole("dialog", { name: "Free Coaching Consultation" })).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 9")).toBeInTheDocument();
    const progress = screen.getByRole("progressbar", { name: "Consultation progress" });
    expect(progress).toHaveAttribute("aria-valuemin", "1");
    expect(progress).toHaveAttribute("aria-valuemax", "9");
    expect(progress).toHaveAttribute("aria-valuenow", "1");
    expect(
      screen.getByRole("group", { name: "Which best describes your situation?" }),
    ).toBeInTheDocument();
    expect(previousButton()).toBeDisabled();
    expect(nextButton()).toBeDisabled();
  });

  test("enables Next once the step is answered and moves focus to the next question", async () => {
    const { user } = renderWizard();
    await choose(user, "A business looking for a cleaning service");
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    expect(screen.getByText("Step 2 of 9")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    expect(
      screen.getByRole("heading", { name: "What type of facility needs cleaning?" }),
    ).toHaveFocus();
    expect(nextButton()).toBeDisabled();
    expect(previousButton()).toBeEnabled();
  });

  test("Previous goes back with the answer kept", async () => {
    const { user } = renderWizard();
    await chooseAndContinue(user, "An individual looking for a cleaning job");
    await user.click(previousButton());
    expect(screen.getByText("Step 1 of 9")).toBeInTheDocument();
    expect(
      screen.getByRole("radio", { name: "An individual looking for a cleaning job" }),
    ).toBeChecked();
    expect(
      screen.getByRole("heading", { name: "Which best describes your situation?" }),
    ).toHaveFocus();
  });

  test("step 2 for a business asks for the facility, with text for 'Other'", async () => {
    const { user } = renderWizard();
    await chooseAndContinue(user, "A business looking for a cleaning service");
    const group = screen.getByRole("group", { name: "What type of facility needs cleaning?" });
    expect(within(group).getAllByRole("radio")).toHaveLength(8);
    await choose(user, "Warehouse");
    expect(nextButton()).toBeEnabled();
    await choose(user, "Other");
    const text = screen.getByRole("textbox", { name: /Please describe the facility/ });
    expect(nextButton()).toBeDisabled();
    await enterText(user, text, "Fish market");
    expect(nextButton()).toBeEnabled();
  });

  test("step 2 for an individual asks for the job they want, and spaces alone do not count", async () => {
    const { user } = renderWizard();
    await chooseAndContinue(user, "An individual looking for a cleaning job");
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    const text = screen.getByRole("textbox", {
      name: /Please describe the kind of cleaning job you are looking for/,
    });
    expect(nextButton()).toBeDisabled();
    await enterText(user, text, "   ");
    expect(nextButton()).toBeDisabled();
    await enterText(user, text, "Evening office cleaning");
    expect(nextButton()).toBeEnabled();
  });

  test("step 2 for 'Other / not sure' asks what they need", async () => {
    const { user } = renderWizard();
    await choose(user, "Other / not sure");
    expect(screen.getByRole("textbox", { name: /situation/ })).toBeInTheDocument();
    await user.click(nextButton());
    const text = screen.getByRole("textbox", { name: /Please describe what you need/ });
    expect(nextButton()).toBeDisabled();
    await enterText(user, text, "Advice on cleaning contracts");
    expect(nextButton()).toBeEnabled();
  });

  test("an 'Other' choice reveals a text box and Next waits for text", async () => {
    const { user } = renderWizard();
    await chooseAndContinue(user, "A business looking for a cleaning service");
    await chooseAndContinue(user, "Office");
    await chooseAndContinue(user, "Once a week");
    expect(screen.getByText("Step 4 of 9")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    await choose(user, "Other");
    const text = screen.getByRole("textbox", { name: /Please describe the area to be cleaned/ });
    expect(nextButton()).toBeDisabled();
    await enterText(user, text, "Two floors and a yard");
    expect(nextButton()).toBeEnabled();
    await choose(user, "Let's discuss");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  test("Submit waits for every contact field and a valid email", async () => {
    stubLeadEndpoint(new Response("{}"));
    const { user } = renderWizard();
    await walkToContactStep(user);
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Your details are sent to the coach's business address and used only to arrange your consultation.",
      ),
    ).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toBeDisabled();
    await enterText(user, screen.getByLabelText(/First name/), "Ada");
    await enterText(user, screen.getByLabelText(/Last name/), "Obi");
    await enterText(user, screen.getByLabelText(/Telephone/), "+252 9040 14301");
    await enterText(user, screen.getByLabelText(/Email/), "ada@example");
    expect(submit).toBeDisabled();
    await enterText(user, screen.getByLabelText(/Email/), ".com");
    expect(submit).toBeEnabled();
  });

  test("a valid request posts its answers once, shows the confirmation and starts afresh after Close", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubLeadEndpoint(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, onOpenChange } = renderWizard();
    await walkToContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    answer(new Response("{}", { status: 201 }));

    const confirmation = await screen.findByRole("region", {
      name: "Thank you! Your consultation request has been received.",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, headers, fields } = sentLead(fetchMock);
    expect(url).toBe("/api/leads");
    expect(headers.get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
    expect(fields).toEqual({
      situation: "business",
      otherSituationText: "",
      facility: "office",
      otherFacilityText: "",
      frequency: "5days",
      areaSize: "medium",
      otherAreaText: "",
      toilets: "2toilets",
      afterHours: "regularly",
      otherAfterText: "",
      startTimeline: "3months",
      otherStartText: "",
      hiringDecision: "readyNow",
      otherHiringText: "",
      firstName: "Ada",
      lastName: "Obi",
      telephone: "+252 9040 14301",
      email: "ada@example.com",
      _form: "consultation",
      _subject: "Consultation request: Ada Obi",
      _page: PAGE,
      _captcha: "false",
      _honey: "",
      website: "",
    });
    await waitFor(() => expect(within(confirmation).getByRole("heading")).toHaveFocus());

    await user.click(within(confirmation).getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByText("Step 1 of 9")).toBeInTheDocument();
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(showToast).not.toHaveBeenCalled();
  });

  test("a failed delivery keeps every value on step 9 and toasts the error", async () => {
    stubLeadEndpoint(new Response("", { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderWizard();
    await walkToContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", {
        title: "Something went wrong",
        description: "Please try again later or contact us directly.",
      }),
    );
    const submit = await screen.findByRole("button", { name: "Submit" });
    expect(submit).toBeEnabled();
    await waitFor(() => expect(submit).toHaveFocus());
    expect(screen.getByText("Step 9 of 9")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/could not be sent/);
    expect(screen.getByLabelText(/First name/)).toHaveValue("Ada");
    expect(screen.getByLabelText(/Email/)).toHaveValue("ada@example.com");
    await user.click(previousButton());
    expect(screen.getByRole("radio", { name: "Ready to hire now" })).toBeChecked();
  });

  test("a retry after a failed delivery is the same submission, with the same Idempotency-Key", async () => {
    const fetchMock = stubLeadEndpoint(
      new Response("", { status: 500 }),
      new Response("{}", { status: 201 }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderWizard();
    await walkToContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText(/could not be sent/);
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await screen.findByText("Thank you! Your consultation request has been received.");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = sentLead(fetchMock, 0).headers.get("Idempotency-Key");
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(sentLead(fetchMock, 1).headers.get("Idempotency-Key")).toBe(first);
  });

  test("a refusal by the server is said like any failed delivery", async () => {
    stubLeadEndpoint(
      new Response(JSON.stringify({ errors: { email: "Invalid email address" } }), {
        status: 422,
        headers: { "Content-Type": "application/json" },
      }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderWizard();
    await walkToContactStep(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", {
        title: "Something went wrong",
        description: "Please try again later or contact us directly.",
      }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(/could not be sent/);
    expect(screen.getByText("Step 9 of 9")).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue("ada@example.com");
  });

  test("a filled honeypot still sends the request, marked by the honeypot, and shows the confirmation", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    const { user } = renderWizard();
    await walkToContactStep(user);
    await fillContact(user);
    await enterText(user, screen.getByLabelText("Website"), "https://spam.example");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByText("Thank you! Your consultation request has been received."),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentLead(fetchMock).fields).toMatchObject({
      firstName: "Ada",
      website: "https://spam.example",
      _honey: "https://spam.example",
    });
  });
});
