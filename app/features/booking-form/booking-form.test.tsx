import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";

import { BookingForm } from "./booking-form";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ showToast, ensureToaster: () => {} }));

function stubRelay(status = 200) {
  const fetchMock = vi.fn(async () => new Response("{}", { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function fill() {
  for (const [label, value] of [
    ["Full name", "Ada Obi"],
    ["Work email", "ADA@example.com"],
    ["Phone", "02079460958"],
    ["Company", "Obi Ltd"],
  ]) {
    fireEvent.input(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

describe("BookingForm", () => {
  test("an empty submit shows the messages and focuses the name field", async () => {
    const fetchMock = stubRelay();
    const user = userEvent.setup();
    render(<BookingForm kind="trial" messagePlaceholder="Preferred day" />);
    await user.click(screen.getByRole("button", { name: "BOOK MY FREE TRIAL CLEAN NOW" }));
    const name = screen.getByLabelText(/^Full name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/Name must be at least 2 characters/);
    expect(screen.getByText("Company name must be at least 2 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("the package form sends once, shows SPOT SECURED! and resets after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubRelay();
    render(<BookingForm kind="package" messagePlaceholder="Preferred day" />);
    fill();
    fireEvent.submit(screen.getByRole("form", { name: "Booking form" }));
    expect(await screen.findByRole("button", { name: "SPOT SECURED!" })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith("success", {
      title: "Thank you!",
      description: "We'll contact you within 2 hours to schedule your package.",
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" })).toBeEnabled();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("");
  });

  test("a failure toasts Error and keeps the values", async () => {
    stubRelay(500);
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<BookingForm kind="trial" messagePlaceholder="Preferred day" />);
    fill();
    fireEvent.submit(screen.getByRole("form", { name: "Booking form" }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", {
        title: "Error",
        description: "Something went wrong. Please try again.",
      }),
    );
    expect(screen.getByLabelText(/^Company/)).toHaveValue("Obi Ltd");
  });
});
