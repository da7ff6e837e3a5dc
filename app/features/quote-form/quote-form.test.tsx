import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, test, vi } from "vitest";

import { findProduct } from "~/content/catalog";
import type { Locale } from "~/content/locale";
import { localize } from "~/content/localized";
import { productChoices } from "~/content/quote-choices";
import { sentLead, stubLeadEndpoint } from "~/test-utils/lead-endpoint";
import { formTextIn, InLanguage } from "~/test-utils/page-language";
import { enterText } from "~/test-utils/enter-text";

import { QuoteForm } from "./quote-form";

vi.mock("~/lib/toast", () => import("~/test-utils/toast-mock"));

const REFERENCE = "PS-1WX9-RBJR";
const stored = () =>
  new Response(
    JSON.stringify({ id: "0f3a9c2e-5b00-4000-8000-000000000001", reference: REFERENCE }),
    {
      status: 201,
    },
  );

/** The quote request of the grouper's page in a language, as its loader hands it the data. */
function renderQuoteForm(locale: Locale) {
  const page = `${locale === "ar" ? "/ar" : ""}/products/fresh-fish/grouper`;
  const choices = localize(productChoices(findProduct("fresh-fish", "grouper")!), locale);
  function ProductPage() {
    return (
      <InLanguage locale={locale}>
        <QuoteForm text={formTextIn(locale)} choices={choices} />
      </InLanguage>
    );
  }
  window.history.replaceState(null, "", page);
  const Stub = createRoutesStub([{ path: page, Component: ProductPage }]);
  render(<Stub initialEntries={[page]} />);
  return userEvent.setup({ delay: null });
}

describe("QuoteForm", { timeout: 20_000 }, () => {
  test("is a real form: the enquiry, with the product and its category set by the page", () => {
    renderQuoteForm("en");
    const form = screen.getByRole("form", { name: "Quote request form" });
    expect(form).toHaveAttribute("action", "/api/leads");
    expect(form).toHaveFormValues({ _form: "enquiry", interest: "Fresh Fish", product: "Grouper" });
    expect(form).toHaveTextContent("Product: Grouper");
    expect(screen.getByLabelText("Product form")).not.toHaveAttribute("required");
    expect(
      within(screen.getByLabelText("Product form"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Any form",
      "Chilled: Whole round",
      "Chilled: Whole gutted",
      "Chilled: Gutted and scaled",
    ]);
  });

  test("in Arabic: the product, its forms and grades, the labels and the messages", async () => {
    const fetchMock = stubLeadEndpoint(stored());
    const user = renderQuoteForm("ar");
    const form = screen.getByRole("form", { name: "نموذج طلب عرض السعر" });
    expect(form).toHaveTextContent("المنتج: هامور");
    expect(form).toHaveFormValues({ _lang: "ar" });
    expect(
      within(screen.getByLabelText("الشكل"))
        .getAllByRole("option")
        .map((option) => [option.getAttribute("value"), option.textContent]),
    ).toEqual([
      ["", "أي شكل"],
      ["Chilled: Whole round", "مبرّد: كاملة غير منظّفة"],
      ["Chilled: Whole gutted", "مبرّد: كاملة منزوعة الأحشاء"],
      ["Chilled: Gutted and scaled", "مبرّد: منزوعة الأحشاء والقشور"],
    ]);
    await user.click(screen.getByRole("button", { name: "اطلب عرض السعر" }));
    await waitFor(() => expect(screen.getByLabelText(/الاسم الكامل/)).toHaveFocus());
    for (const message of [
      "الاسم الكامل مطلوب",
      "البريد الإلكتروني مطلوب",
      "رقم الهاتف مطلوب",
      "الرسالة مطلوبة",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("sends the product with the chosen form and grade, then confirms with the reference until the buyer sends another", async () => {
    const fetchMock = stubLeadEndpoint(stored());
    const user = renderQuoteForm("ar");
    await enterText(user, screen.getByLabelText(/الاسم الكامل/), "زينب علي");
    await enterText(user, screen.getByLabelText(/البريد الإلكتروني/), "zainab@example.com");
    await enterText(user, screen.getByLabelText(/الهاتف/), "+971501234567");
    await user.selectOptions(screen.getByLabelText("الشكل"), "Chilled: Whole gutted");
    await user.selectOptions(screen.getByLabelText("فئة الحجم"), "2–4 kg");
    await enterText(user, screen.getByLabelText(/الرسالة/), "2 طن أسبوعيًا");
    await user.click(screen.getByRole("button", { name: "اطلب عرض السعر" }));
    expect(await screen.findByRole("heading", { name: "أُرسل طلب عرض السعر" })).toHaveFocus();
    expect(sentLead(fetchMock).fields).toMatchObject({
      _form: "enquiry",
      _lang: "ar",
      _subject: "Enquiry: زينب علي (Grouper)",
      interest: "Fresh Fish",
      product: "Grouper",
      productForm: "Chilled: Whole gutted",
      grade: "2–4 kg",
    });
    expect(screen.getByText(REFERENCE)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "أرسل طلبًا آخر" }));
    expect(screen.getByRole("form")).toHaveFormValues({
      fullName: "",
      interest: "Fresh Fish",
      product: "Grouper",
      productForm: "",
    });
  });
});
