import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { EmailText, emailParts } from "./email-text";

describe("emailParts", () => {
  test.each([
    ["ada@example.com", ["ada@", "example", ".com"]],
    ["ada.obi@mail.example.co.uk", ["ada", ".obi@", "mail", ".example", ".co", ".uk"]],
    ["a-very-long-name@x.io", ["a-very-long-name@", "x", ".io"]],
  ])("%s breaks only after @ and before dots", (email, parts) => {
    expect(emailParts(email)).toEqual(parts);
  });
});

describe("EmailText", () => {
  test("keeps the whole address as text, with a break opportunity between the pieces only", () => {
    const { container } = render(<EmailText email="ada.obi@example.com" />);
    const outer = container.firstElementChild!;
    expect(outer.textContent).toBe("ada.obi@example.com");
    expect(outer.getAttribute("title")).toBe("ada.obi@example.com");
    expect(outer.className).toContain("wrap-normal");
    expect(outer.querySelectorAll("wbr")).toHaveLength(3);
    expect([...outer.querySelectorAll("span")].map((span) => span.textContent)).toEqual([
      "ada",
      ".obi@",
      "example",
      ".com",
    ]);
  });
});
