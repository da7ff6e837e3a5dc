import { useLayoutEffect, useRef } from "react";

/**
 * Moves focus to the current step's heading whenever the step changes (not when the first step
 * appears), so keyboard and screen-reader users start at the new question. In the same commit as
 * the new step (a layout effect): there is no moment in which the new step is on screen and the
 * focus is elsewhere (the dialog, once the button it had is gone).
 */
export function useStepFocus(step: number) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const shown = useRef(step);
  useLayoutEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

/**
 * A button disabled while its action runs loses focus; this gives it back when the action ends
 * with the button still there (a failed delivery), and does nothing when it has gone.
 */
export function useRefocusWhenDone<T extends HTMLElement>(busy: boolean) {
  const target = useRef<T | null>(null);
  const wasBusy = useRef(false);
  useLayoutEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (wasBusy.current) target.current?.focus();
    wasBusy.current = false;
  }, [busy]);
  return target;
}

/**
 * A ref for the heading of what replaces a form (its confirmation): the heading takes the focus
 * as it appears, in the same commit (a layout effect; a passive one ran a moment later, and
 * whatever looked in that moment found the focus on the page's body).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const target = useRef<T | null>(null);
  useLayoutEffect(() => target.current?.focus(), []);
  return target;
}
