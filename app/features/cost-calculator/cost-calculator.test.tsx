import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";

import { showToast } from "~/lib/toast";
import { stubLeadEndpoint, sentLead, refusal } from "~/test-utils/lead-endpoint";
import { enterText } from "~/test-utils/enter-text";

import CostCalculatorDialog from "./cost-calculator-dialog";

vi.mock("~/lib/toast", () => import("~/test-utils/toast-mock"));

type User = ReturnType<typeof userEvent.setup>;

const PAGE = "/services";

function renderCalculator() {
  window.history.replaceState(null, "", PAGE);
  const user = userEvent.setup({ delay: null });
  render(<CostCalculatorDialog open onOpenChange={() => {}} />);
  return user;
}

const nextButton = () => screen.getByRole("button", { name: "Next" });
const previousButton = () => screen.getByRole("button", { name: "Previous" });
const calculateButton = () => screen.getByRole("button", { name: "Calculate Cost" });

async function answerChoices(user: User, area = "Medium (1,000–3,000 sq ft)") {
  await user.click(screen.getByRole("radio", { name: "Business" }));
  await user.click(nextButton());
  await user.click(screen.getByRole("radio", { name: "Office" }));
  await user.click(nextButton());
  await user.click(screen.getByRole("radio", { name: "5 days a week" }));
  await user.click(nextButton());
  await user.click(screen.getByRole("radio", { name: area }));
  await user.click(nextButton());
  await screen.findByRole("heading", { name: "Your contact details" });
}

async function fillContact(user: User) {
  await enterText(user, screen.getByLabelText(/First Name/), "Ada");
  await enterText(user, screen.getByLabelText(/Last Name/), "Obi");
  await enterText(user, screen.getByLabelText(/Telephone/), "+252904014301");
  await enterText(user, screen.getByLabelText(/Email/), "ada@example.com");
}

function figure(label: string) {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

// The tests that walk every step take several seconds on a busy machine.
describe("CostCalculatorDialog", { timeout: 20_000 }, () => {
  test("is a dialog titled Cleaning Cost Calculator that starts on step 1 of 5", () => {
    renderCalculator();
    expect(screen.getByRole("dialog", { name: "Cleaning Cost Calculator" })).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    const progress = screen.getByRole("progressbar", { name: "Calculator progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "1");
    expect(progress).toHaveAttribute("aria-valuemin", "1");
    expect(progress).toHaveAttribute("aria-valuemax", "5");
    expect(screen.getByRole("group", { name: "Who needs cleaning?" })).toBeInTheDocument();
    expect(
      screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Business", "Individual", "Other"]);
  });

  test("keeps Next disabled until a choice is made", async () => {
    const user = renderCalculator();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByText("Individual"));
    expect(screen.getByRole("radio", { name: "Individual" })).toBeChecked();
    expect(nextButton()).toBeEnabled();
  });

  test("Previous is disabled on step 1 and goes back from step 2 with the answer kept", async () => {
    const user = renderCalculator();
    expect(previousButton()).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Business" }));
    await user.click(nextButton());
    expect(screen.getByText("Step 2 of 5")).toBeInTheDocument();
    const facility = screen.getByRole("group", { name: "What type of facility is it?" });
    expect(within(facility).getAllByRole("radio")).toHaveLength(7);
    await user.click(previousButton());
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Business" })).toBeChecked();
    expect(previousButton()).toBeDisabled();
  });

  test("moves focus to the question when the step changes", async () => {
    const user = renderCalculator();
    await user.click(screen.getByRole("radio", { name: "Business" }));
    await user.click(nextButton());
    expect(screen.getByText("What type of facility is it?")).toHaveFocus();
    await user.click(screen.getByRole("radio", { name: "Medical" }));
    await user.click(nextButton());
    expect(screen.getByText("How often do you need cleaning?")).toHaveFocus();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");
  });

  test("'other' area asks for a description, and Next waits for text that is not blank", async () => {
    const user = renderCalculator();
    await user.click(screen.getByRole("radio", { name: "Business" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Office" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Once a week" }));
    await user.click(nextButton());
    expect(
      screen.getByRole("group", {
        name: "What is the approximate size of the area to be cleaned?",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Please describe the size of the area/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Other (describe it)" }));
    const description = screen.getByLabelText(/Please describe the size of the area/);
    expect(description).toHaveAttribute("placeholder", "Please describe...");
    expect(description).toHaveAttribute("required");
    expect(nextButton()).toBeDisabled();
    await enterText(user, description, "   ");
    expect(nextButton()).toBeDisabled();
    await user.clear(description);
    await enterText(user, description, "140 m²");
    expect(nextButton()).toBeEnabled();
  });

  test("choosing another size clears the description", async () => {
    const user = renderCalculator();
    await user.click(screen.getByRole("radio", { name: "Business" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Office" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Once a week" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Other (describe it)" }));
    await enterText(
      user,
      screen.getByLabelText(/Please describe the size of the area/),
      "1,500 sq ft",
    );
    await user.click(screen.getByRole("radio", { name: "Large (3,000–5,000 sq ft)" }));
    expect(screen.queryByLabelText(/Please describe the size of the area/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Other (describe it)" }));
    expect(screen.getByLabelText(/Please describe the size of the area/)).toHaveValue("");
    expect(nextButton()).toBeDisabled();
  });

  test("an empty Calculate Cost shows the four messages and focuses First Name", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    expect(screen.getByText("Step 5 of 5")).toBeInTheDocument();
    await user.click(calculateButton());
    const firstName = screen.getByLabelText(/First Name/);
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(firstName).toHaveAccessibleDescription(/^Error:\s*First name is required$/);
    for (const message of ["Last name is required", "Telephone is required", "Email is required"]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("focuses the first invalid field and clears a field's error as soon as it is edited", async () => {
    stubLeadEndpoint(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    await enterText(user, screen.getByLabelText(/First Name/), "Ada");
    await user.click(calculateButton());
    await waitFor(() => expect(screen.getByLabelText(/Last Name/)).toHaveFocus());
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
    await enterText(user, screen.getByLabelText(/Last Name/), "O");
    expect(screen.queryByText("Last name is required")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Last Name/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Telephone is required")).toBeInTheDocument();
  });

  test("rejects a telephone number outside the 10 to 15 character rule", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    const telephone = screen.getByLabelText(/Telephone/);
    await user.clear(telephone);
    await enterText(user, telephone, "12345");
    await user.click(calculateButton());
    expect(await screen.findByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(telephone).toHaveFocus();
    expect(telephone).toHaveAccessibleDescription(/Error:\s*Please enter a valid phone number/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("rejects an e-mail address that is not one", async () => {
    stubLeadEndpoint(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await enterText(user, screen.getByLabelText(/Email/), "@");
    await user.click(calculateButton());
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  });

  test("a valid Calculate Cost posts the answers, details and estimate once and shows the estimate", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.click(calculateButton());
    await screen.findByRole("heading", { name: "Your estimate" });
    expect(screen.getByRole("heading", { name: "Your estimate" })).toHaveFocus();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, headers, fields } = sentLead(fetchMock);
    expect(url).toBe("/api/leads");
    expect(headers.get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
    expect(fields).toEqual({
      clientType: "business",
      facilityType: "office",
      frequency: "5days",
      areaSize: "medium",
      customAreaSize: "",
      firstName: "Ada",
      lastName: "Obi",
      telephone: "+252904014301",
      email: "ada@example.com",
      // The estimate shown below, as the lead e-mail lists it: a relay e-mails what it gets.
      estimatedArea: "2,000 sq ft",
      costPerCleaning: "£72.00",
      weeklyCost: "£360.00",
      monthlyCost: "£1,548.00",
      yearlyCost: "£18,720.00",
      _form: "calculator",
      _subject: "Cost estimate: Ada Obi",
      _page: PAGE,
      _captcha: "false",
      _honey: "",
      website: "",
    });

    expect(screen.queryByText(/Step \d of 5/)).not.toBeInTheDocument();
    expect(figure("Per cleaning")).toBe("£72.00");
    expect(figure("Weekly")).toBe("£360.00");
    expect(figure("Monthly")).toBe("£1,548.00");
    expect(figure("Yearly")).toBe("£18,720.00");
    for (const item of [
      "Professional cleaning staff",
      "All cleaning supplies and equipment",
      "Regular quality checks",
      "Flexible scheduling",
      "VAT included in all prices",
    ]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        "This is an estimate. Contact us for a precise quote or a free on-site assessment.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call Us" })).toHaveAttribute(
      "href",
      "tel:+252904014301",
    );
  });

  test("says Calculating... and is disabled while the lead is on its way", async () => {
    let answer: (response: Response) => void = () => {};
    stubLeadEndpoint(new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.click(calculateButton());
    const busy = await screen.findByRole("button", { name: "Calculating..." });
    expect(busy).toBeDisabled();
    answer(new Response("{}"));
    await screen.findByRole("heading", { name: "Your estimate" });
  });

  test("prices an 'other' area from its description", async () => {
    stubLeadEndpoint(new Response("{}"));
    const user = renderCalculator();
    await user.click(screen.getByRole("radio", { name: "Business" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Warehouse" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Twice a month" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Other (describe it)" }));
    await enterText(
      user,
      screen.getByLabelText(/Please describe the size of the area/),
      "1,500 sq ft",
    );
    await user.click(nextButton());
    await fillContact(user);
    await user.click(calculateButton());
    await screen.findByRole("heading", { name: "Your estimate" });
    expect(figure("Per cleaning")).toBe("£54.00");
    expect(figure("Weekly")).toBe("£27.00");
    expect(figure("Monthly")).toBe("£116.10");
    expect(figure("Yearly")).toBe("£1,404.00");
  });

  test("a failed delivery keeps step 5 and every value, and toasts the error", async () => {
    stubLeadEndpoint(new Response("", { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.click(calculateButton());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", {
        title: "Something went wrong",
        description: "Please try again later or contact us directly.",
      }),
    );
    expect(screen.getByText("Step 5 of 5")).toBeInTheDocument();
    expect(calculateButton()).toBeEnabled();
    expect(screen.getByLabelText(/First Name/)).toHaveValue("Ada");
    expect(screen.getByLabelText(/Last Name/)).toHaveValue("Obi");
    expect(screen.getByLabelText(/Telephone/)).toHaveValue("+252904014301");
    expect(screen.getByLabelText(/Email/)).toHaveValue("ada@example.com");
    expect(screen.queryByRole("heading", { name: "Your estimate" })).not.toBeInTheDocument();
  });

  test("a filled honeypot still sends the lead, marked by the honeypot, and shows the estimate", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await enterText(user, screen.getByLabelText("Website"), "http://spam.example");
    await user.click(calculateButton());
    await screen.findByRole("heading", { name: "Your estimate" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentLead(fetchMock).fields).toMatchObject({
      firstName: "Ada",
      website: "http://spam.example",
      _honey: "http://spam.example",
    });
  });

  test("a field the server refuses shows the server's message there and takes the focus", async () => {
    stubLeadEndpoint(refusal({ email: "Invalid email address" }));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.click(calculateButton());
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/^Error:\s*Invalid email address$/);
    expect(screen.getByText("Step 5 of 5")).toBeInTheDocument();
    expect(calculateButton()).toBeEnabled();
    expect(showToast).not.toHaveBeenCalled();
  });

  test("a refusal of an earlier step's answer is said as a failed delivery, not lost", async () => {
    stubLeadEndpoint(
      refusal({ customAreaSize: "Please keep the description under 200 characters" }),
    );
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.click(calculateButton());
    await screen.findByText(/could not be sent/);
    expect(showToast).toHaveBeenCalledWith("error", {
      title: "Something went wrong",
      description: "Please try again later or contact us directly.",
    });
    expect(screen.getByText("Step 5 of 5")).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue("Ada");
  });

  test("a retry after a failed delivery is the same submission, with the same Idempotency-Key", async () => {
    const fetchMock = stubLeadEndpoint(
      new Response("", { status: 500 }),
      new Response("{}", { status: 201 }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.click(calculateButton());
    await screen.findByText(/could not be sent/);
    await user.click(calculateButton());
    await screen.findByRole("heading", { name: "Your estimate" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = sentLead(fetchMock, 0).headers.get("Idempotency-Key");
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(sentLead(fetchMock, 1).headers.get("Idempotency-Key")).toBe(first);
  });

  test("calculating again after a success is a new submission, with a new Idempotency-Key", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.click(calculateButton());
    await screen.findByRole("heading", { name: "Your estimate" });
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(calculateButton());
    await screen.findByRole("heading", { name: "Your estimate" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = sentLead(fetchMock, 0).headers.get("Idempotency-Key");
    const second = sentLead(fetchMock, 1).headers.get("Idempotency-Key");
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  test("Back on the estimate returns to step 5 with the details kept", async () => {
    stubLeadEndpoint(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.click(calculateButton());
    await screen.findByRole("heading", { name: "Your estimate" });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Step 5 of 5")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your contact details" })).toHaveFocus();
    expect(screen.getByLabelText(/First Name/)).toHaveValue("Ada");
    await user.click(previousButton());
    expect(screen.getByText("Step 4 of 5")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Medium (1,000–3,000 sq ft)" })).toBeChecked();
  });
});
