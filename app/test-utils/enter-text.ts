import type { UserEvent } from "@testing-library/user-event";

/**
 * Puts text into a field as a person pasting it, or the browser filling it in, does: a click,
 * then one input. The forms check their rules on every change, so typing the same text a
 * character at a time (`user.type`) asks nothing more of them, and renders the form once per
 * character: in jsdom that was half of the form tests' time.
 */
export async function enterText(user: UserEvent, field: Element, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
