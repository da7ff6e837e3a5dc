import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";

import type { Locale } from "~/content/locale";
import { showToast } from "~/lib/toast";
import { stubLeadEndpoint, sentLead, refusal } from "~/test-utils/lead-endpoint";
import { formTextIn, InLanguage } from "~/test-utils/page-language";

import { contactLeadForm } from "~/contracts/forms/contact-form.schema";
import { schemaOf } from "~/contracts/lead-form";
import { enterText } from "~/test-utils/enter-text";

import { ContactForm } from "./contact-form";

vi.mock("~/lib/toast", () => import("~/test-utils/toast-mock"));

afterEach(() => vi.useRealTimers());

const PAGE = "/contact";

/** The form on the contact page of a language, in a router, with the browser at that page. */
function renderContactForm(user = userEvent.setup({ delay: null }), locale: Locale = "en") {
  const page = locale === "en" ? PAGE : `/ar${PAGE}`;
  function ContactPage() {
    return (
      <InLanguage locale={locale}>
        <ContactForm idPrefix="t" text={formTextIn(locale)} />
      </InLanguage>
    );
  }
  window.history.replaceState(null, "", page);
  const Stub = createRoutesStub([{ path: page, Component: ContactPage }]);
  render(<Stub initialEntries={[page]} />);
  return user;
}

const form = () => screen.getByRole("form", { name: "Contact form" });
const sendButton = () => screen.getByRole("button", { name: "Send Message" });
const REFERENCE = "PS-1WX9-RBJR";
/** The server's answer for a stored lead. */
const stored = () =>
  new Response(
    JSON.stringify({ id: "0f3a9c2e-5b00-4000-8000-000000000001", reference: REFERENCE }),
    {
      status: 201,
    },
  );
/** The confirmation that replaces the form once the lead is stored. */
const confirmationHeading = (name = "Message sent") => screen.findByRole("heading", { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, screen.getByLabelText(/First name/), "Ada");
  await enterText(user, screen.getByLabelText(/Last name/), "Obi");
  await enterText(user, screen.getByLabelText(/Email/), " Ada@Example.com ");
  await enterText(user, screen.getByLabelText(/^Phone/), "+252904014301");
  await enterText(user, screen.getByLabelText(/Message/), "Frozen grouper, 2 tonnes.");
}

// Typing a whole enquiry takes several seconds on a busy machine.
describe("ContactForm", { timeout: 20_000 }, () => {
  test("is a real form that posts to the lead endpoint, with its name, page and submission id", () => {
    renderContactForm();
    expect(form()).toHaveAttribute("method", "post");
    expect(form()).toHaveAttribute("action", "/api/leads");
    expect(form()).toHaveFormValues({ _form: "contact", _page: PAGE, _submission: "" });
  });

  test("checks the fields itself once its code runs", () => {
    renderContactForm();
    expect(form()).toHaveAttribute("novalidate");
    expect(form()).toHaveAttribute("data-ready", "true");
  });

  test("carries the browser's own checks for when its code has not loaded", () => {
    renderContactForm();
    for (const label of [/First name/, /Last name/, /Email/, /^Phone/, /Message/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("required");
    }
    expect(screen.getByLabelText(/First name/)).toHaveAttribute("maxlength", "50");
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute("maxlength", "50");
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("maxlength", "100");
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText(/Message/)).toHaveAttribute("maxlength", "2000");
  });

  test("an empty submit shows every message, ties them to the fields and focuses the first", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}"));
    const user = renderContactForm();
    await user.click(sendButton());
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
    stubLeadEndpoint(new Response("{}"));
    const user = renderContactForm();
    await user.click(sendButton());
    await screen.findByText("Last name is required");
    await enterText(user, screen.getByLabelText(/Last name/), "O");
    expect(screen.queryByText("Last name is required")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Last name/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("First name is required")).toBeInTheDocument();
  });

  test("a valid submit posts the specification's payload once, replaces the form with the confirmation and toasts the success", async () => {
    const fetchMock = stubLeadEndpoint(stored());
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    expect(await confirmationHeading()).toHaveFocus();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, headers, fields } = sentLead(fetchMock);
    expect(url).toBe("/api/leads");
    expect(headers.get("Accept")).toBe("application/json");
    expect(headers.get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
    // The schema's output (the e-mail address trimmed and in lower case) and the whole name.
    expect(fields).toEqual({
      firstName: "Ada",
      lastName: "Obi",
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "+252904014301",
      message: "Frozen grouper, 2 tonnes.",
      _form: "contact",
      _subject: "Contact Form: Ada Obi",
      _page: PAGE,
      _captcha: "false",
      _honey: "",
      website: "",
    });
    expect(showToast).toHaveBeenCalledWith("success", {
      title: "Message sent!",
      description: "Thank you for contacting us. We'll get back to you shortly!",
    });
  });

  test("a valid submit checks the form's rules once: what it checked is what it posts", async () => {
    stubLeadEndpoint(stored());
    const run = vi.spyOn(schemaOf(contactLeadForm)._zod, "run");
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    await confirmationHeading();
    expect(run).toHaveBeenCalledTimes(1);
  });

  test("a failed delivery keeps every value and toasts the error", async () => {
    stubLeadEndpoint(new Response("", { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", {
        title: "Something went wrong",
        description: "Please try again later or contact us directly.",
      }),
    );
    expect(sendButton()).toBeEnabled();
    expect(screen.getByLabelText(/First name/)).toHaveValue("Ada");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Frozen grouper, 2 tonnes.");
  });

  test("a retry after a failed delivery is the same submission, with the same Idempotency-Key", async () => {
    const fetchMock = stubLeadEndpoint(
      new Response("", { status: 500 }),
      new Response("{}", { status: 201 }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("error", expect.anything()));
    await user.click(sendButton());
    await confirmationHeading();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = sentLead(fetchMock, 0).headers.get("Idempotency-Key");
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(sentLead(fetchMock, 1).headers.get("Idempotency-Key")).toBe(first);
  });

  test("details edited after a failed delivery are a new submission, with a new Idempotency-Key", async () => {
    const fetchMock = stubLeadEndpoint(
      new Response("", { status: 500 }),
      new Response("{}", { status: 201 }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("error", expect.anything()));
    await enterText(user, screen.getByLabelText(/Message/), " Make it 3.");
    await user.click(sendButton());
    await confirmationHeading();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = sentLead(fetchMock, 0).headers.get("Idempotency-Key");
    const second = sentLead(fetchMock, 1).headers.get("Idempotency-Key");
    expect(sentLead(fetchMock, 1).fields.message).toBe("Frozen grouper, 2 tonnes. Make it 3.");
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  test("a field the server refused, once corrected, is sent as a new submission", async () => {
    const fetchMock = stubLeadEndpoint(
      refusal({ phone: "Valid phone number is required" }),
      new Response("{}", { status: 201 }),
    );
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveFocus());
    await user.click(sendButton());
    await confirmationHeading();
    const first = sentLead(fetchMock, 0).headers.get("Idempotency-Key");
    expect(sentLead(fetchMock, 1).headers.get("Idempotency-Key")).not.toBe(first);
  });

  test("the confirmation stays, whatever the time, until the visitor chooses to send another", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubLeadEndpoint(stored());
    const user = renderContactForm(
      userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }),
    );
    await fillValid(user);
    await user.click(sendButton());
    await confirmationHeading();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByRole("heading", { name: "Message sent" })).toBeInTheDocument();
    expect(screen.getByText(REFERENCE)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByLabelText(/First name/)).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("");
    expect(sendButton()).toBeEnabled();
  });

  test("the next message after a success is a new submission, with a new Idempotency-Key", async () => {
    const fetchMock = stubLeadEndpoint(stored());
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    await confirmationHeading();
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByLabelText(/First name/)).toHaveValue("");
    await fillValid(user);
    await user.click(sendButton());
    await confirmationHeading();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = sentLead(fetchMock, 0).headers.get("Idempotency-Key");
    const second = sentLead(fetchMock, 1).headers.get("Idempotency-Key");
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  test("while the server restarts the button keeps saying Sending... and the same submission is confirmed without a second click", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubLeadEndpoint(
      new TypeError("Failed to fetch"),
      new Promise<Response>((resolve) => (answer = resolve)),
    );
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(showToast).not.toHaveBeenCalledWith("error", expect.anything());
    answer(new Response("{}", { status: 201 }));
    await confirmationHeading();
    const first = sentLead(fetchMock, 0).headers.get("Idempotency-Key");
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(sentLead(fetchMock, 1).headers.get("Idempotency-Key")).toBe(first);
  });

  test("a double submit sends one lead", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubLeadEndpoint(new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderContactForm();
    await fillValid(user);
    fireEvent.submit(form());
    fireEvent.submit(form());
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    answer(new Response("{}", { status: 201 }));
    await confirmationHeading();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test("a filled honeypot still sends the lead, marked by the honeypot, and shows the confirmation", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    const user = renderContactForm();
    await fillValid(user);
    await enterText(user, screen.getByLabelText("Website"), "http://spam.example");
    await user.click(sendButton());
    await confirmationHeading();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentLead(fetchMock).fields).toMatchObject({
      firstName: "Ada",
      website: "http://spam.example",
      _honey: "http://spam.example",
    });
    expect(showToast).toHaveBeenCalledWith("success", expect.anything());
  });

  test("a field the server refuses shows the server's message there and takes the focus", async () => {
    stubLeadEndpoint(refusal({ email: "Invalid email address" }));
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/^Error:\s*Invalid email address$/);
    expect(email).toHaveValue("Ada@Example.com");
    expect(sendButton()).toBeEnabled();
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe("the confirmation", { timeout: 20_000 }, () => {
  test("gives the reference, what happens next, and the phone and WhatsApp with the reference", async () => {
    stubLeadEndpoint(stored());
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    const panel = (await confirmationHeading()).closest("section")!;
    expect(panel).toHaveTextContent(`Your reference: ${REFERENCE}`);
    expect(panel).toHaveTextContent("Thank you for contacting us. We'll get back to you shortly!");
    expect(screen.getByRole("heading", { name: "What happens next" })).toBeInTheDocument();
    expect(screen.getByText(/aim to contact you within 2 hours/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+252 9040 14301" })).toHaveAttribute(
      "href",
      "tel:+252904014301",
    );
    expect(screen.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/252904014301?text=${encodeURIComponent(`Hello Puntland Seafood, I am writing about my enquiry ${REFERENCE}.`)}`,
    );
  });

  test("after a relay's answer, which has no reference, says the rest without one", async () => {
    stubLeadEndpoint(new Response('{"success":"true"}', { status: 200 }));
    const user = renderContactForm();
    await fillValid(user);
    await user.click(sendButton());
    await confirmationHeading();
    expect(screen.queryByText(/Your reference/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/252904014301",
    );
  });
});

describe("ContactForm on an Arabic page", { timeout: 20_000 }, () => {
  test("labels, hints, button and every message in Arabic; an empty submit posts nothing", async () => {
    const fetchMock = stubLeadEndpoint(stored());
    const user = renderContactForm(undefined, "ar");
    expect(screen.getByRole("form", { name: "نموذج التواصل" })).toBeInTheDocument();
    expect(screen.getByLabelText(/الهاتف/)).toHaveAccessibleDescription(
      "10 أرقام على الأقل، مع رمز الدولة",
    );
    await user.click(screen.getByRole("button", { name: "أرسل الرسالة" }));
    const firstName = screen.getByLabelText(/الاسم الأول/);
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription(/^خطأ:\s*الاسم الأول مطلوب$/);
    for (const message of [
      "اسم العائلة مطلوب",
      "عنوان البريد الإلكتروني غير صحيح",
      "يلزم إدخال رقم هاتف صحيح",
      "يُرجى كتابة استفسارك",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("an e-mail address and a phone number run left to right; names and the message follow what is typed", () => {
    renderContactForm(undefined, "ar");
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAttribute("dir", "ltr");
    expect(screen.getByLabelText(/الهاتف/)).toHaveAttribute("dir", "ltr");
    for (const label of [/الاسم الأول/, /اسم العائلة/, /الرسالة/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("dir", "auto");
    }
  });

  test("posts its language, toasts in Arabic and confirms in Arabic with the reference", async () => {
    const fetchMock = stubLeadEndpoint(stored());
    const user = renderContactForm(undefined, "ar");
    await enterText(user, screen.getByLabelText(/الاسم الأول/), "زينب");
    await enterText(user, screen.getByLabelText(/اسم العائلة/), "علي");
    await enterText(user, screen.getByLabelText(/البريد الإلكتروني/), "zainab@example.com");
    await enterText(user, screen.getByLabelText(/الهاتف/), "+971501234567");
    await enterText(user, screen.getByLabelText(/الرسالة/), "هامور مبرّد، 2 طن");
    await user.click(screen.getByRole("button", { name: "أرسل الرسالة" }));
    expect(await confirmationHeading("أُرسلت رسالتك")).toHaveFocus();
    expect(sentLead(fetchMock).fields).toMatchObject({
      firstName: "زينب",
      _page: "/ar/contact",
      _lang: "ar",
      _subject: "Contact Form: زينب علي",
    });
    expect(showToast).toHaveBeenCalledWith("success", {
      title: "أُرسلت رسالتك!",
      description: "شكرًا لتواصلك معنا. سنرد عليك قريبًا!",
    });
    expect(screen.getByText("رقمك المرجعي:").closest("p")).toHaveTextContent(REFERENCE);
    expect(screen.getByRole("button", { name: "أرسل رسالة أخرى" })).toBeInTheDocument();
  });

  test("a failed delivery toasts in Arabic and keeps every value", async () => {
    stubLeadEndpoint(new Response("", { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = renderContactForm(undefined, "ar");
    await enterText(user, screen.getByLabelText(/الاسم الأول/), "زينب");
    await enterText(user, screen.getByLabelText(/اسم العائلة/), "علي");
    await enterText(user, screen.getByLabelText(/البريد الإلكتروني/), "zainab@example.com");
    await enterText(user, screen.getByLabelText(/الهاتف/), "+971501234567");
    await enterText(user, screen.getByLabelText(/الرسالة/), "هامور مبرّد");
    await user.click(screen.getByRole("button", { name: "أرسل الرسالة" }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", {
        title: "حدث خطأ ما",
        description: "يُرجى المحاولة لاحقًا أو التواصل معنا مباشرة.",
      }),
    );
    expect(screen.getByLabelText(/الاسم الأول/)).toHaveValue("زينب");
  });
});
