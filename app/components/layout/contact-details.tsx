import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { ChatLink } from "~/components/ui/external-link";
import { formatAddress, site } from "~/content/site";

const itemClass = "flex gap-3";
const iconClass = "mt-1 size-5 shrink-0 text-ocean-700";

/** Phone, e-mail, chat, both sites and opening hours: the ways to reach the business. */
export function ContactDetails() {
  return (
    <div>
      <ul className="grid gap-5">
        <li className={itemClass}>
          <Phone aria-hidden="true" className={iconClass} />
          <div>
            <p className="font-semibold text-navy-900">Phone</p>
            <a href={site.phone.href} className="text-ocean-700 underline-offset-4 hover:underline">
              {site.phone.display}
            </a>
          </div>
        </li>
        <li className={itemClass}>
          <Mail aria-hidden="true" className={iconClass} />
          <div>
            <p className="font-semibold text-navy-900">E-mail</p>
            <a
              href={`mailto:${site.email}`}
              className="break-all text-ocean-700 underline-offset-4 hover:underline"
            >
              {site.email}
            </a>
          </div>
        </li>
        {Object.values(site.addresses).map((address) => (
          <li key={address.label} className={itemClass}>
            <MapPin aria-hidden="true" className={iconClass} />
            <div>
              <p className="font-semibold text-navy-900">{address.label}</p>
              <address className="text-muted not-italic">{formatAddress(address)}</address>
            </div>
          </li>
        ))}
        <li className={itemClass}>
          <Clock aria-hidden="true" className={iconClass} />
          <div>
            <p className="font-semibold text-navy-900">Business hours</p>
            <p className="text-muted">{site.hours.text}</p>
          </div>
        </li>
      </ul>
      <ChatLink className="mt-6" />
    </div>
  );
}
