import { render } from "@testing-library/react";
import { expect, test } from "vitest";

import { Logo } from "./logo";

test("the logo is decorative and never competes with the page's text or main picture", () => {
  const { container } = render(<Logo className="size-9" />);
  const img = container.querySelector("img")!;
  expect(img.getAttribute("alt")).toBe("");
  expect(img.getAttribute("fetchpriority")).toBe("low");
  expect(img.getAttribute("loading")).not.toBe("lazy");
});
