/**
 * The owner's facts ship as placeholders so that `npm start` works on a fresh machine. A build or
 * server that still carries them says so (the build's output, the server's start log, the
 * inbox): the site would show a stranger's e-mail address and name another origin in its
 * canonical links and sitemap.
 */

export const PLACEHOLDER_EMAIL = "info@example.com";
export const PLACEHOLDER_ORIGIN = "https://www.example.com";

/** The build-time variables still at their placeholder, in the README's order. */
export function placeholderVariables(facts: { email: string; origin: string }): string[] {
  return [
    ...(facts.email === PLACEHOLDER_EMAIL ? ["VITE_SITE_EMAIL"] : []),
    ...(facts.origin === PLACEHOLDER_ORIGIN ? ["VITE_SITE_ORIGIN"] : []),
  ];
}

/** One sentence naming what to set, or null when the owner's facts are set. */
export function placeholderWarning(variables: readonly string[]): string | null {
  if (variables.length === 0) return null;
  return `The site still shows placeholder facts: set ${variables.join(" and ")} and build again (README, "Operations").`;
}
