import { useEffect, useState } from "react";
import { Link } from "react-router";

import { Logo } from "~/components/layout/logo";
import type { NavSection } from "~/content/navigation";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/fill";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { useUi } from "~/lib/use-ui";

// The menus work as links until the page is interactive; their code loads right after.
const DesktopMenu = lazyAfterStart(() =>
  import("~/components/layout/desktop-menu").then((module) => ({ default: module.DesktopMenu })),
);
const NavbarActions = lazyAfterStart(() =>
  import("~/components/layout/navbar-actions").then((module) => ({
    default: module.NavbarActions,
  })),
);

/** The bar turns translucent once the page is scrolled more than 20px. */
export const NAV_SCROLL_THRESHOLD = 20;

export function Navbar({ sections }: { sections: NavSection[] }) {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD);
  const { ui, href } = useUi();
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b transition-[background-color,box-shadow] duration-200",
        scrolled
          ? "border-line/70 bg-white/85 shadow-card backdrop-blur-md"
          : "border-transparent bg-white",
      )}
    >
      {/* The menu sits after the logo and the actions are pushed to the end: where nothing
          places the menu by what follows it, a page painted before its parser reaches the
          actions does not move the menu when they arrive. */}
      <div className="container-page flex h-nav items-center gap-3 md:h-nav-md">
        <Link
          to={href("/")}
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-navy-900"
          aria-label={fill(ui.brand.homeLabel, { name: site.name })}
        >
          <Logo className="size-9 shrink-0 md:size-11" />
          {/* Between 1024 and 1280 px the menu and the actions leave the name no room: the logo
              stands alone there (the link's label names the site), rather than a clipped "P…". */}
          <span dir="ltr" className="truncate text-lg md:text-xl lg:max-xl:hidden">
            {site.name}
          </span>
        </Link>
        <DesktopMenu sections={sections} />
        <NavbarActions sections={sections} />
      </div>
    </header>
  );
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
