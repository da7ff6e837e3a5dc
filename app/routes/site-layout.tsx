import { Outlet } from "react-router";

import type { Route } from "./+types/site-layout";
import { Navbar } from "~/components/layout/navbar";
import { SkipLink } from "~/components/layout/skip-link";
import { navigation } from "~/content/navigation";
import { lazyAfterStart } from "~/lib/lazy-after-start";

const Footer = lazyAfterStart(() =>
  import("~/components/layout/footer").then((module) => ({ default: module.Footer })),
);

export function loader() {
  return { navigation };
}

/** Every public page: skip link, navigation bar, the page, footer. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SkipLink />
      <Navbar sections={loaderData.navigation.sections} />
      <main id="main" tabIndex={-1} className="pt-nav outline-none md:pt-nav-md">
        <Outlet />
      </main>
      <Footer
        quickLinks={loaderData.navigation.quickLinks}
        services={loaderData.navigation.footerServices}
      />
    </>
  );
}
