import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { PlaceholderBanner } from "./placeholder-banner";

describe("PlaceholderBanner", () => {
  test("names each placeholder the site still shows and the variable that replaces it", () => {
    render(<PlaceholderBanner variables={["VITE_SITE_EMAIL", "VITE_SITE_ORIGIN"]} />);
    const banner = screen.getByRole("region", {
      name: "The site still shows a placeholder e-mail address and web address",
    });
    expect(banner).toHaveTextContent(
      "It shows info@example.com and https://www.example.com. Set VITE_SITE_EMAIL and VITE_SITE_ORIGIN",
    );
  });

  test("names only what is still a placeholder", () => {
    render(<PlaceholderBanner variables={["VITE_SITE_ORIGIN"]} />);
    const banner = screen.getByRole("region", {
      name: "The site still shows a placeholder web address",
    });
    expect(banner).toHaveTextContent("It shows https://www.example.com. Set VITE_SITE_ORIGIN to");
  });

  test("is not there once the owner's facts are set", () => {
    const { container } = render(<PlaceholderBanner variables={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
