import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";

import CostCalculatorDialog from "./cost-calculator-dialog";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ showToast, ensureToaster: () => {} }));

function stubRelay(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

function renderCalculator() {
  const user = userEvent.setup();
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
  await user.type(screen.getByLabelText(/First Name/), "Ada");
  await user.type(screen.getByLabelText(/Last Name/), "Obi");
  await user.type(screen.getByLabelText(/Telephone/), "+252904014301");
  await user.type(screen.getByLabelText(/Email/), "ada@example.com");
}

function figure(label: string) {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

describe("CostCalculatorDialog", () => {
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
    expect(description).toHaveAttribute("aria-required", "true");
    expect(nextButton()).toBeDisabled();
    await user.type(description, "   ");
    expect(nextButton()).toBeDisabled();
    await user.clear(description);
    await user.type(description, "140 m²");
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
    await user.type(screen.getByLabelText(/Please describe the size of the area/), "1,500 sq ft");
    await user.click(screen.getByRole("radio", { name: "Large (3,000–5,000 sq ft)" }));
    expect(screen.queryByLabelText(/Please describe the size of the area/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Other (describe it)" }));
    expect(screen.getByLabelText(/Please describe the size of the area/)).toHaveValue("");
    expect(nextButton()).toBeDisabled();
  });

  test("an empty Calculate Cost shows the four messages and focuses First Name", async () => {
    const fetchMock = stubRelay(new Response("{}"));
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
    stubRelay(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    await user.type(screen.getByLabelText(/First Name/), "Ada");
    await user.click(calculateButton());
    await waitFor(() => expect(screen.getByLabelText(/Last Name/)).toHaveFocus());
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Last Name/), "O");
    expect(screen.queryByText("Last name is required")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Last Name/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Telephone is required")).toBeInTheDocument();
  });

  test("rejects a telephone number outside the 10 to 15 character rule", async () => {
    const fetchMock = stubRelay(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    const telephone = screen.getByLabelText(/Telephone/);
    await user.clear(telephone);
    await user.type(telephone, "12345");
    await user.click(calculateButton());
    expect(await screen.findByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(telephone).toHaveFocus();
    expect(telephone).toHaveAccessibleDescription(/Error:\s*Please enter a valid phone number/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("rejects an e-mail address that is not one", async () => {
    stubRelay(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.type(screen.getByLabelText(/Email/), "@");
    await user.click(calculateButton());
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  });

  test("a valid Calculate Cost posts the lead once and shows the estimate", async () => {
    const fetchMock = stubRelay(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    await user.click(calculateButton());
    await screen.findByRole("heading", { name: "Your estimate" });
    expect(screen.getByRole("heading", { name: "Your estimate" })).toHaveFocus();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = Object.fromEntries((init.body as FormData).entries());
    expect(body).toMatchObject({
      _subject: "Cost estimate: Ada Obi",
      name: "Ada Obi",
      email: "ada@example.com",
      telephone: "+252904014301",
      clientType: "Business",
      facilityType: "Office",
      frequency: "5 days a week",
      areaSize: "Medium (1,000–3,000 sq ft)",
      costPerCleaning: "£72.00",
      weeklyCost: "£360.00",
      monthlyCost: "£1,548.00",
      yearlyCost: "£18,720.00",
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
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
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
    stubRelay(new Response("{}"));
    const user = renderCalculator();
    await user.click(screen.getByRole("radio", { name: "Business" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Warehouse" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Twice a month" }));
    await user.click(nextButton());
    await user.click(screen.getByRole("radio", { name: "Other (describe it)" }));
    await user.type(screen.getByLabelText(/Please describe the size of the area/), "1,500 sq ft");
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
    stubRelay(new Response("", { status: 500 }));
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

  test("a filled honeypot shows the estimate without sending anything", async () => {
    const fetchMock = stubRelay(new Response("{}"));
    const user = renderCalculator();
    await answerChoices(user);
    await fillContact(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error("The form has no honeypot");
    honeypot.value = "http://spam.example";
    await user.click(calculateButton());
    await screen.findByRole("heading", { name: "Your estimate" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("Back on the estimate returns to step 5 with the details kept", async () => {
    stubRelay(new Response("{}"));
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
