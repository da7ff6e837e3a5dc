import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { expect, test } from "vitest";

import { useStepFocus } from "./use-step-focus";

function Steps() {
  const [step, setStep] = useState(1);
  const heading = useStepFocus(step);
  // As after a delivery: the step changes when an answer arrives, not in the click's handler.
  const next = () => setTimeout(() => setStep((current) => current + 1), 0);
  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>{`Step ${step}`}</h3>
      <button type="button" onClick={next}>
        Next
      </button>
    </div>
  );
}

test("the new step's heading has the focus from the moment it is on screen", async () => {
  render(<Steps />);
  const button = screen.getByRole("button", { name: "Next" });
  button.focus();
  // What has the focus when the new heading's text is written to the page (an observer runs
  // right after the change, before anything scheduled for later).
  const focusAtChange = new Promise<string>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve(document.activeElement?.textContent ?? "");
    });
    observer.observe(document.body, { subtree: true, characterData: true, childList: true });
  });
  button.click();
  expect(await focusAtChange).toBe("Step 2");
  expect(screen.getByRole("heading", { name: "Step 2" })).toHaveFocus();
});
