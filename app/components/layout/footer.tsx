import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";

import { Logo } from "~/components/layout/logo";
import type { NavItem } from "~/content/navigation";
import { site } from "~/content/site";
import { useUi } from "~/lib/use-ui";

const headingClass = "text-sm font-bold tracking-wider text-ocean-300 uppercase";
const linkClass = "inline-flex min-h-8 items-center text-sand-100 hover:text-white hover:underline";

export function Footer({ quickLinks, services }: { quickLinks: NavItem[]; services: NavItem[] }) {
  const { ui, href } = useUi();
  const addresses = [
    { label: ui.contactDetails.processingSite, text: ui.contactDetails.processingAddress },
    { label: ui.contactDetails.storageSite, text: ui.contactDetails.storageAddress },
  ];
  return (
    <footer className="bg-navy-950 text-sand-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link
            to={href("/")}
            className="inline-flex items-center gap-3 rounded-md text-xl font-bold text-white"
          >
            <span className="rounded-lg bg-white p-1">
              <Logo className="size-10" />
            </span>
            {site.name}
          </Link>
          <p className="mt-4 max-w-xs text-sand-200">{ui.brand.tagline}.</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {ui.footer.quickLinks}
          </h2>
          <ul className="mt-4 space-y-1">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {ui.footer.seafoodServices}
          </h2>
          <ul className="mt-4 space-y-1">
            {services.map((service) => (
              <li key={service.href}>
                <Link to={service.href} className={linkClass}>
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{ui.footer.contact}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href={site.phone.href} className={`${linkClass} gap-2`}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <bdi dir="ltr">{site.phone.display}</bdi>
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`${linkClass} gap-2 break-all`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <bdi dir="ltr">{site.email}</bdi>
              </a>
            </li>
            {addresses.map((address) => (
              <li key={address.label} className="flex gap-2 text-sand-200">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span>
                  <span className="block font-semibold text-sand-100">{address.label}</span>
                  {address.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-navy-800">
        <p className="container-page py-6 text-sm text-sand-200">
          © {site.copyrightYear} {site.name}. {ui.footer.rights}
        </p>
      </div>
    </footer>
  );
}
