import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { PlaceholderBanner } from "./placeholder-banner";

describe("PlaceholderBanner", () => {
  test("names each placeholder the site still shows and the variable that replaces it", () => {
    render(<PlaceholderBanner variables={["VITE_SITE_EMAIL", "VITE_SITE_ORIGIN"]} />);
    const banner = screen.getByRole("region", { name: /still shows placeholders/ });
    expect(banner).toHaveTextContent(
      "The site still shows placeholders: the e-mail address info@example.com and the web address https://www.example.com.",
    );
    expect(banner).toHaveTextContent("Set VITE_SITE_EMAIL and VITE_SITE_ORIGIN");
  });

  test("is not there once the owner's facts are set", () => {
    const { container } = render(<PlaceholderBanner variables={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
