import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";

import type { Locale } from "~/content/locale";
import { localize } from "~/content/localized";
import { interestChoices } from "~/content/quote-choices";
import { sentLead, stubLeadEndpoint } from "~/test-utils/lead-endpoint";
import { formTextIn, InLanguage } from "~/test-utils/page-language";
import { enterText } from "~/test-utils/enter-text";

import EnquiryDialog from "./enquiry-dialog";

vi.mock("~/lib/toast", () => import("~/test-utils/toast-mock"));

const REFERENCE = "PS-1WX9-RBJR";

/** The home page's enquiry dialog in a language, with a button that opens it again. */
function renderEnquiry(locale: Locale) {
  window.history.replaceState(null, "", locale === "ar" ? "/ar" : "/");
  function Home() {
    const [open, setOpen] = useState(true);
    return (
      <InLanguage locale={locale}>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <EnquiryDialog
          open={open}
          onOpenChange={setOpen}
          text={formTextIn(locale)}
          interests={localize(interestChoices(), locale)}
        />
      </InLanguage>
    );
  }
  render(<Home />);
  return userEvent.setup({ delay: null });
}

describe("EnquiryDialog", { timeout: 20_000 }, () => {
  test("in Arabic: its title, the interests by their Arabic names posted in English, the messages", async () => {
    stubLeadEndpoint(new Response("{}", { status: 201 }));
    const user = renderEnquiry("ar");
    const dialog = screen.getByRole("dialog", { name: "أرسل استفسارًا" });
    const options = within(within(dialog).getByLabelText(/المنتج الذي يهمك/)).getAllByRole(
      "option",
    );
    expect(options.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["", "اختر واحدًا"],
      ["Fresh Fish", "أسماك طازجة"],
      ["Shell Fish", "قشريات"],
      ["Dry Fish", "أسماك مجففة"],
      ["Filleted Fish", "شرائح الأسماك (فيليه)"],
      ["Frozen Fish", "أسماك مجمدة"],
      ["Services", "الخدمات"],
      ["Other", "أخرى"],
    ]);
    await user.click(within(dialog).getByRole("button", { name: "أرسل الاستفسار" }));
    expect(await within(dialog).findByText("يُرجى اختيار المنتج الذي يهمك")).toBeInTheDocument();
    expect(within(dialog).getByText("الاسم الكامل مطلوب")).toBeInTheDocument();
  });

  test("once sent, shows the confirmation in the dialog, also after closing and opening it, until another is chosen", async () => {
    const fetchMock = stubLeadEndpoint(
      new Response(JSON.stringify({ id: "x", reference: REFERENCE }), { status: 201 }),
    );
    const user = renderEnquiry("en");
    const dialog = screen.getByRole("dialog", { name: "Send an Enquiry" });
    await enterText(user, within(dialog).getByLabelText(/Full name/), "Ada Obi");
    await enterText(user, within(dialog).getByLabelText(/Email/), "ada@example.com");
    await enterText(user, within(dialog).getByLabelText(/Phone/), "+252904014301");
    await user.selectOptions(within(dialog).getByLabelText(/Product of interest/), "Frozen Fish");
    await enterText(user, within(dialog).getByLabelText(/Message/), "Monthly frozen snapper.");
    await user.click(within(dialog).getByRole("button", { name: "Send Enquiry" }));
    const heading = await within(dialog).findByRole("heading", { name: "Enquiry sent" });
    expect(heading).toHaveFocus();
    expect(dialog).toHaveTextContent(
      "Thank you! Your inquiry has been submitted. We will get back to you shortly.",
    );
    expect(within(dialog).getByText(REFERENCE)).toBeInTheDocument();
    expect(sentLead(fetchMock).fields).toMatchObject({ interest: "Frozen Fish", product: "" });
    expect(sentLead(fetchMock).fields).not.toHaveProperty("_lang");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "open" }));
    const again = await screen.findByRole("dialog");
    expect(within(again).getByRole("heading", { name: "Enquiry sent" })).toBeInTheDocument();
    await user.click(within(again).getByRole("button", { name: "Send another enquiry" }));
    expect(within(again).getByLabelText(/Full name/)).toHaveValue("");
  });
});
