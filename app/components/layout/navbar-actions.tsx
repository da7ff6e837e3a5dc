import { Phone } from "lucide-react";
import { Link } from "react-router";

import { LanguageLink } from "~/components/layout/language-link";
import { MobileMenu } from "~/components/layout/mobile-menu";
import type { NavSection } from "~/content/navigation";
import { site } from "~/content/site";
import { useUi } from "~/lib/use-ui";

/** The bar's right-hand side: the phone number, "Request Quote" and, on small screens, the menu. */
export function NavbarActions({ sections }: { sections: NavSection[] }) {
  const { ui, href } = useUi();
  return (
    <div className="ms-auto flex items-center gap-2">
      <a
        href={site.phone.href}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-semibold text-navy-900 hover:text-ocean-700"
      >
        <Phone aria-hidden="true" className="size-5" />
        <bdi dir="ltr" className="sr-only whitespace-nowrap 2xl:not-sr-only">
          {site.phone.display}
        </bdi>
      </a>
      <LanguageLink className="hidden sm:inline-flex" />
      <Link
        to={href("/contact")}
        className="hidden min-h-11 items-center rounded-md bg-coral-700 px-4 font-semibold whitespace-nowrap text-white hover:bg-coral-800 sm:inline-flex"
      >
        {ui.nav.requestQuote}
      </Link>
      <MobileMenu sections={sections} />
    </div>
  );
}
