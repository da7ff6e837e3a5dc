import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";

import { ErrorBoundary } from "./root";

test("an unhandled error shows 'Unexpected Application Error!' with the error message", () => {
  const props = { error: new Error("The catalogue could not be read"), params: {} };
  render(<ErrorBoundary {...(props as Parameters<typeof ErrorBoundary>[0])} />);
  expect(
    screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeInTheDocument();
  expect(screen.getByText("The catalogue could not be read")).toBeInTheDocument();
});
