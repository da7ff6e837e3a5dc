import { Phone } from "lucide-react";
import { Link } from "react-router";

import { MobileMenu } from "~/components/layout/mobile-menu";
import type { NavSection } from "~/content/navigation";
import { site } from "~/content/site";

/** The bar's right-hand side: the phone number, "Request Quote" and, on small screens, the menu. */
export function NavbarActions({ sections }: { sections: NavSection[] }) {
  return (
    <div className="flex items-center gap-2">
      <a
        href={site.phone.href}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-semibold text-navy-900 hover:text-ocean-700"
      >
        <Phone aria-hidden="true" className="size-5" />
        <span className="sr-only xl:not-sr-only">{site.phone.display}</span>
      </a>
      <Link
        to="/contact"
        className="hidden min-h-11 items-center rounded-md bg-coral-700 px-4 font-semibold text-white hover:bg-coral-800 sm:inline-flex"
      >
        Request Quote
      </Link>
      <MobileMenu sections={sections} />
    </div>
  );
}
