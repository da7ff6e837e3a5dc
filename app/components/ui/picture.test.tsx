import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { Picture } from "./picture";

function img(props: Partial<React.ComponentProps<typeof Picture>>) {
  const { container } = render(
    <Picture name="king-fish" alt="King fish" sizes="100vw" {...props} />,
  );
  return container.querySelector("img")!;
}

describe("Picture", () => {
  test("a main picture loads at once, at high priority", () => {
    const main = img({ priority: true });
    expect(main.getAttribute("loading")).toBe("eager");
    expect(main.getAttribute("fetchpriority")).toBe("high");
  });

  test("a main picture above the fold only on some screens yields to the first screen elsewhere", () => {
    const main = img({ priority: true, priorityMedia: "(min-width: 1024px)" });
    expect(main.getAttribute("loading")).toBe("eager");
    // Where it is above the fold its preload, limited to those screens, fetches it first.
    expect(main.getAttribute("fetchpriority")).toBe("low");
  });

  test("any other picture loads lazily, at the browser's own priority", () => {
    const other = img({});
    expect(other.getAttribute("loading")).toBe("lazy");
    expect(other.hasAttribute("fetchpriority")).toBe(false);
  });
});
