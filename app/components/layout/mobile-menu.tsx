import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { useRef, useState } from "react";
import { Link, NavLink } from "react-router";

import { LanguageLink } from "~/components/layout/language-link";
import type { NavSection } from "~/content/navigation";
import { site } from "~/content/site";
import { fill } from "~/lib/fill";
import { useUi } from "~/lib/use-ui";

const rowClass =
  "flex min-h-12 flex-1 items-center rounded-md px-3 font-semibold text-navy-900 hover:bg-ocean-50 aria-[current=page]:bg-ocean-50 aria-[current=page]:text-ocean-700";

/**
 * Below the large breakpoint: a toggle opens the menu; its sections expand one at a time. Its
 * list is rendered only while it is open: it takes the page's code to open it, and every page's
 * HTML is smaller without it (the desktop menu and the footer carry the same links).
 */
export function MobileMenu({ sections }: { sections: NavSection[] }) {
  const [open, setOpen] = useState(false);
  const [openSection, setOpenSection] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { ui, href } = useUi();

  // Navigating to any link closes the menu.
  const close = () => {
    setOpen(false);
    setOpenSection(null);
  };

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => (open ? close() : setOpen(true))}
        className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-ocean-50"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{open ? ui.nav.closeMenu : ui.nav.openMenu}</span>
      </button>
      {/* Escape is handled once for every control inside the menu (event delegation). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        id="mobile-menu"
        aria-label={ui.nav.main}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            close();
            toggleRef.current?.focus();
          }
        }}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-nav))] overflow-y-auto border-b border-line bg-white shadow-raised md:max-h-[calc(100dvh-var(--spacing-nav-md))]"
      >
        {open && (
          <ul className="container-page flex flex-col gap-1 py-4">
            <li>
              <NavLink to={href("/")} end className={rowClass} onClick={close}>
                {ui.nav.home}
              </NavLink>
            </li>
            {sections.map((section) => {
              const expanded = openSection === section.id;
              const panelId = `mobile-menu-${section.id}`;
              return (
                <li key={section.id}>
                  <div className="flex items-center gap-1">
                    <NavLink to={section.href} end className={rowClass} onClick={close}>
                      {section.label}
                    </NavLink>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpenSection(expanded ? null : section.id)}
                      className="inline-flex size-12 items-center justify-center rounded-md text-navy-900 hover:bg-ocean-50"
                    >
                      <ChevronDown
                        aria-hidden="true"
                        className={expanded ? "size-5 rotate-180" : "size-5"}
                      />
                      <span className="sr-only">
                        {fill(ui.nav.sectionMenu, { section: section.label })}
                      </span>
                    </button>
                  </div>
                  <ul
                    id={panelId}
                    hidden={!expanded}
                    className="ms-3 border-s-2 border-ocean-100 ps-2"
                  >
                    {section.items.map((item) => (
                      <li key={item.href}>
                        <NavLink
                          to={item.href}
                          className={`${rowClass} font-normal`}
                          onClick={close}
                        >
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            <li>
              <NavLink to={href("/about")} className={rowClass} onClick={close}>
                {ui.nav.about}
              </NavLink>
            </li>
            <li>
              <NavLink to={href("/contact")} className={rowClass} onClick={close}>
                {ui.nav.contact}
              </NavLink>
            </li>
            <li className="sm:hidden">
              <LanguageLink className="flex min-h-12 px-3" />
            </li>
            <li className="mt-3 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row">
              <Link
                to={href("/contact")}
                onClick={close}
                className="inline-flex min-h-12 flex-1 items-center justify-center rounded-md bg-coral-700 px-4 font-semibold text-white hover:bg-coral-800"
              >
                {ui.nav.requestQuote}
              </Link>
              <a
                href={site.phone.href}
                className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-md border border-navy-900 px-4 font-semibold text-navy-900"
              >
                <Phone aria-hidden="true" className="size-5" />
                <bdi dir="ltr">{site.phone.display}</bdi>
              </a>
            </li>
          </ul>
        )}
      </nav>
    </div>
  );
}
