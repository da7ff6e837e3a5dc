import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";

import { basePath } from "~/content/locale";
import type { NavSection } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/fill";
import { useUi } from "~/lib/use-ui";

const linkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 whitespace-nowrap font-semibold text-navy-900 hover:text-ocean-700 aria-[current=page]:text-ocean-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

/** How long the pointer may leave a dropdown before it closes (ms), so a diagonal move survives. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Desktop navigation: the disclosure pattern. Each dropdown opens on hover, and on its chevron
 * button by click, Enter or Space; Escape, a click elsewhere or focus leaving it closes it.
 */
export function DesktopMenu({ sections }: { sections: NavSection[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { ui, href } = useUi();
  const topLinks = [
    { label: ui.nav.about, href: href("/about") },
    { label: ui.nav.contact, href: href("/contact") },
  ];

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), HOVER_CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => cancelClose, []);

  return (
    <nav ref={navRef} aria-label={ui.nav.main} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={href("/")} end className={linkClass}>
            {ui.nav.home}
          </NavLink>
        </li>
        {sections.map((section) => {
          const expanded = open === section.id;
          const panelId = `nav-${section.id}`;
          const buttonId = `nav-${section.id}-button`;
          return (
            // Hover, focus-leave and Escape are handled once for the link, button and panel inside.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={section.id}
              className="relative flex items-center"
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse") return;
                cancelClose();
                setOpen(section.id);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === "mouse") closeSoon();
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) {
                  setOpen((current) => (current === section.id ? null : current));
                }
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape" && expanded) {
                  setOpen(null);
                  document.getElementById(buttonId)?.focus();
                }
              }}
            >
              <NavLink
                to={section.href}
                end
                className={cn(
                  linkClass,
                  "pe-1",
                  basePath(pathname).startsWith(`/${section.id}`) && "text-ocean-700",
                )}
                onClick={() => setOpen(null)}
              >
                {section.label}
              </NavLink>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : section.id)}
                className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:text-ocean-700"
              >
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-4 transition-transform", expanded && "rotate-180")}
                />
                <span className="sr-only">
                  {fill(ui.nav.sectionMenu, { section: section.label })}
                </span>
              </button>
              <div id={panelId} hidden={!expanded} className="absolute start-0 top-full w-72 pt-2">
                <ul className="rounded-lg border border-line bg-white p-2 shadow-raised">
                  {section.items.map((item) => (
                    <li key={item.href}>
                      <NavLink
                        to={item.href}
                        className="flex min-h-11 items-center rounded-md px-3 text-ink hover:bg-ocean-50 hover:text-ocean-700 aria-[current=page]:bg-ocean-50 aria-[current=page]:font-semibold aria-[current=page]:text-ocean-700"
                        onClick={() => setOpen(null)}
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
        {topLinks.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
