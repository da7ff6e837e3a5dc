import { useMemo } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";

import type { Route } from "./+types/site-layout";
import { Navbar } from "~/components/layout/navbar";
import { SkipLink } from "~/components/layout/skip-link";
import { localeOfPath } from "~/content/locale";
import { navigationIn } from "~/content/navigation";
import { LAYOUT_UI_GROUPS, uiGroups } from "~/content/ui";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { PageLanguageContext } from "~/lib/use-ui";

const Footer = lazyAfterStart(() =>
  import("~/components/layout/footer").then((module) => ({ default: module.Footer })),
);

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, ui: uiGroups(locale, LAYOUT_UI_GROUPS), navigation: navigationIn(locale) };
}

/** The layout's words depend only on the language: fetched again only when it changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/** Every public page: skip link, navigation bar, the page, footer. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { locale, navigation, ui: words } = loaderData;
  // One value for as long as the language is the same: parts of the page that hydrate after the
  // shell must see no change of context while they wait (lib/lazy-after-start).
  const language = useMemo(() => ({ locale, ui: words }), [locale, words]);
  return (
    <PageLanguageContext value={language}>
      <SkipLink />
      <Navbar sections={navigation.sections} />
      <main id="main" tabIndex={-1} className="pt-nav outline-none md:pt-nav-md">
        <Outlet />
      </main>
      <Footer quickLinks={navigation.quickLinks} services={navigation.footerServices} />
    </PageLanguageContext>
  );
}
