import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";

import { showToast } from "~/lib/toast";
import { stubLeadEndpoint, sentLead, refusal } from "~/test-utils/lead-endpoint";

import type { BookingKind } from "~/contracts/forms/booking-form.schema";
import { BookingForm } from "./booking-form";

vi.mock("~/lib/toast", () => import("~/test-utils/toast-mock"));

afterEach(() => vi.useRealTimers());

const PAGES: Record<BookingKind, string> = { trial: "/offer", package: "/services/business-offer" };

/** The booking form on its offer's page, in a router, with the browser at that page. */
function renderBookingForm(kind: BookingKind) {
  const page = PAGES[kind];
  window.history.replaceState(null, "", page);
  const Stub = createRoutesStub([
    { path: page, Component: () => <BookingForm kind={kind} messagePlaceholder="Preferred day" /> },
  ]);
  render(<Stub initialEntries={[page]} />);
}

const bookingForm = () => screen.getByRole("form", { name: "Booking form" });

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
  test("is a real form that posts its offer's name and page to the lead endpoint", () => {
    renderBookingForm("package");
    expect(bookingForm()).toHaveAttribute("method", "post");
    expect(bookingForm()).toHaveAttribute("action", "/api/leads");
    expect(bookingForm()).toHaveAttribute("novalidate");
    expect(bookingForm()).toHaveFormValues({
      _form: "business-offer",
      _page: "/services/business-offer",
      _submission: "",
    });
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute("required");
    expect(screen.getByLabelText(/^Work email/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute("maxlength", "15");
    expect(screen.getByLabelText(/^Message/)).not.toHaveAttribute("required");
  });

  test("an empty submit shows the messages and focuses the name field", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}"));
    const user = userEvent.setup({ delay: null });
    renderBookingForm("trial");
    await user.click(screen.getByRole("button", { name: "BOOK MY FREE TRIAL CLEAN NOW" }));
    const name = screen.getByLabelText(/^Full name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/Name must be at least 2 characters/);
    expect(screen.getByText("Company name must be at least 2 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("the package form sends once, shows SPOT SECURED! and resets after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    renderBookingForm("package");
    fill();
    fireEvent.submit(bookingForm());
    expect(await screen.findByRole("button", { name: "SPOT SECURED!" })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The e-mail address as the schema returns it: in lower case.
    expect(sentLead(fetchMock).fields).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "02079460958",
      company: "Obi Ltd",
      message: "",
      _form: "business-offer",
      _subject: "Package booking: Ada Obi",
      _page: "/services/business-offer",
      _captcha: "false",
      _honey: "",
      website: "",
    });
    expect(showToast).toHaveBeenCalledWith("success", {
      title: "Thank you!",
      description: "We'll contact you within 2 hours to schedule your package.",
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" })).toBeEnabled();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("");
  });

  test("the trial form sends an offer booking and stays booked", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    renderBookingForm("trial");
    fill();
    fireEvent.submit(bookingForm());
    await screen.findByRole("button", { name: "TRIAL BOOKED!" });
    expect(sentLead(fetchMock).fields).toMatchObject({
      _form: "offer",
      _subject: "Trial booking: Ada Obi",
      _page: "/offer",
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole("button", { name: "TRIAL BOOKED!" })).toBeDisabled();
  });

  test("a second booking within 5 s is not sent and asks the visitor to wait", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    renderBookingForm("package");
    fill();
    fireEvent.submit(bookingForm());
    await screen.findByRole("button", { name: "SPOT SECURED!" });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fill();
    fireEvent.submit(bookingForm());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", {
        title: "Please wait",
        description: "Please wait a moment before submitting again.",
      }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test("a failure toasts Error and keeps the values", async () => {
    stubLeadEndpoint(new Response("", { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderBookingForm("trial");
    fill();
    fireEvent.submit(bookingForm());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", {
        title: "Error",
        description: "Something went wrong. Please try again.",
      }),
    );
    expect(screen.getByLabelText(/^Company/)).toHaveValue("Obi Ltd");
    expect(screen.getByRole("button", { name: "BOOK MY FREE TRIAL CLEAN NOW" })).toBeEnabled();
  });

  test("a filled honeypot still sends the booking, marked by the honeypot, and shows the success", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    renderBookingForm("package");
    fill();
    fireEvent.input(screen.getByLabelText("Website"), { target: { value: "http://spam.example" } });
    fireEvent.submit(bookingForm());
    await screen.findByRole("button", { name: "SPOT SECURED!" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentLead(fetchMock).fields).toMatchObject({
      name: "Ada Obi",
      website: "http://spam.example",
      _honey: "http://spam.example",
    });
  });

  test("a field the server refuses shows the server's message there and takes the focus", async () => {
    stubLeadEndpoint(refusal({ email: "Invalid email address" }));
    renderBookingForm("package");
    fill();
    fireEvent.submit(bookingForm());
    const email = screen.getByLabelText(/^Work email/);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/Error:\s*Invalid email address/);
    expect(screen.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" })).toBeEnabled();
    expect(showToast).not.toHaveBeenCalled();
  });
});
