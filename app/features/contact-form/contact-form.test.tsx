import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";

import { ContactForm } from "./contact-form";

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

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), "Ada");
  await user.type(screen.getByLabelText(/Last name/), "Obi");
  await user.type(screen.getByLabelText(/Email/), "ada@example.com");
  await user.type(screen.getByLabelText(/^Phone/), "+252904014301");
  await user.type(screen.getByLabelText(/Message/), "Frozen grouper, 2 tonnes.");
}

describe("ContactForm", () => {
  test("an empty submit shows every message, ties them to the fields and focuses the first", async () => {
    const fetchMock = stubRelay(new Response("{}"));
    const user = userEvent.setup();
    render(<ContactForm idPrefix="t" />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const firstName = screen.getByLabelText(/First name/);
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(firstName).toHaveAccessibleDescription(/^Error:\s*First name is required$/);
    for (const message of [
      "Last name is required",
      "Invalid email address",
      "Valid phone number is required",
      "Please provide your enquiry",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("clears a field's error as soon as it is edited", async () => {
    stubRelay(new Response("{}"));
    const user = userEvent.setup();
    render(<ContactForm idPrefix="t" />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("Last name is required");
    await user.type(screen.getByLabelText(/Last name/), "O");
    expect(screen.queryByText("Last name is required")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Last name/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("First name is required")).toBeInTheDocument();
  });

  test("a valid submit posts once, says Message Sent and toasts the success", async () => {
    const fetchMock = stubRelay(new Response("{}"));
    const user = userEvent.setup();
    render(<ContactForm idPrefix="t" />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByRole("button", { name: "Message Sent" });
    expect(screen.getByRole("button", { name: "Message Sent" })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith("success", {
      title: "Message sent!",
      description: "Thank you for contacting us. We'll get back to you shortly!",
    });
  });

  test("a failed delivery keeps every value and toasts the error", async () => {
    stubRelay(new Response("", { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    render(<ContactForm idPrefix="t" />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", {
        title: "Something went wrong",
        description: "Please try again later or contact us directly.",
      }),
    );
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(screen.getByLabelText(/First name/)).toHaveValue("Ada");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Frozen grouper, 2 tonnes.");
  });
});
