import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";

import { formTextIn, InLanguage } from "~/test-utils/page-language";

import { LeadConfirmation } from "./lead-confirmation";

function renderPanel(reference: string | undefined, onSendAnother = vi.fn()) {
  const text = formTextIn("ar");
  render(
    <InLanguage locale="ar">
      <LeadConfirmation
        id="t"
        heading={text.contact.sentHeading}
        text={text.contact.sentText}
        reference={reference}
        words={text.confirmation}
        sendAnotherLabel={text.contact.sendAnother}
        onSendAnother={onSendAnother}
      />
    </InLanguage>,
  );
  return onSendAnother;
}

describe("LeadConfirmation", () => {
  test("takes the focus on its heading and names itself by it", () => {
    renderPanel("PS-1WX9-RBJR");
    const heading = screen.getByRole("heading", { level: 3, name: "أُرسلت رسالتك" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("region", { name: "أُرسلت رسالتك" })).toContainElement(heading);
  });

  test("has the focus on its heading from the moment it is on screen", async () => {
    const text = formTextIn("en");
    function Form() {
      const [sent, setSent] = useState(false);
      // As after a delivery: the panel comes when the answer arrives, not in the click's handler.
      const send = () => setTimeout(() => setSent(true), 0);
      return sent ? (
        <LeadConfirmation
          id="t"
          heading={text.contact.sentHeading}
          text={text.contact.sentText}
          words={text.confirmation}
          sendAnotherLabel={text.contact.sendAnother}
          onSendAnother={() => setSent(false)}
        />
      ) : (
        <button type="button" onClick={send}>
          Send
        </button>
      );
    }
    render(
      <InLanguage locale="en">
        <Form />
      </InLanguage>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    button.focus();
    // What has the focus when the panel is written to the page (an observer runs right after
    // the change, before anything scheduled for later): a test, or a screen reader, that looks
    // then must find the heading.
    const focusAtChange = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.getElementById("t-heading")) return;
        observer.disconnect();
        resolve(document.activeElement?.id ?? "");
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    button.click();
    expect(await focusAtChange).toBe("t-heading");
  });

  test("writes the reference left to right, on one line, inside the Arabic", () => {
    renderPanel("PS-1WX9-RBJR");
    const reference = screen.getByText("PS-1WX9-RBJR");
    expect(reference.tagName).toBe("BDI");
    expect(reference).toHaveAttribute("dir", "ltr");
    expect(reference).toHaveClass("whitespace-nowrap");
    expect(screen.getByRole("link", { name: /راسلنا عبر واتساب/ })).toHaveAttribute(
      "href",
      `https://wa.me/252904014301?text=${encodeURIComponent("مرحبًا Puntland Seafood، أكتب إليكم بخصوص استفساري رقم PS-1WX9-RBJR.")}`,
    );
  });

  test("says what happens next and how to call, and sends another on request", async () => {
    const onSendAnother = renderPanel(undefined);
    expect(screen.queryByText("رقمك المرجعي:")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "الخطوات التالية" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "+252 9040 14301" })).toHaveAttribute(
      "href",
      "tel:+252904014301",
    );
    await userEvent.click(screen.getByRole("button", { name: "أرسل رسالة أخرى" }));
    expect(onSendAnother).toHaveBeenCalledTimes(1);
  });
});
