/**
 * Scrolls smoothly to the element with this id (instantly when the visitor prefers reduced motion)
 * and moves focus to it without a second jump. Returns false when there is no such element.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  history.replaceState(history.state, "", `#${id}`);
  return true;
}
