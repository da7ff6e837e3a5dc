import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { ChatLink } from "~/components/ui/external-link";
import { site } from "~/content/site";
import { useUi } from "~/lib/use-ui";

const itemClass = "flex gap-3";
const iconClass = "mt-1 size-5 shrink-0 text-ocean-700";

/** Phone, e-mail, chat, both sites and opening hours: the ways to reach the business. */
export function ContactDetails() {
  const { ui } = useUi();
  const text = ui.contactDetails;
  const addresses = [
    { label: text.processingSite, text: text.processingAddress },
    { label: text.storageSite, text: text.storageAddress },
  ];
  return (
    <div>
      <ul className="grid gap-5">
        <li className={itemClass}>
          <Phone aria-hidden="true" className={iconClass} />
          <div>
            <p className="font-semibold text-navy-900">{text.phone}</p>
            <a href={site.phone.href} className="text-ocean-700 underline-offset-4 hover:underline">
              <bdi dir="ltr">{site.phone.display}</bdi>
            </a>
          </div>
        </li>
        <li className={itemClass}>
          <Mail aria-hidden="true" className={iconClass} />
          <div>
            <p className="font-semibold text-navy-900">{text.email}</p>
            <a
              href={`mailto:${site.email}`}
              className="break-all text-ocean-700 underline-offset-4 hover:underline"
            >
              <bdi dir="ltr">{site.email}</bdi>
            </a>
          </div>
        </li>
        {addresses.map((address) => (
          <li key={address.label} className={itemClass}>
            <MapPin aria-hidden="true" className={iconClass} />
            <div>
              <p className="font-semibold text-navy-900">{address.label}</p>
              <address className="text-muted not-italic">{address.text}</address>
            </div>
          </li>
        ))}
        <li className={itemClass}>
          <Clock aria-hidden="true" className={iconClass} />
          <div>
            <p className="font-semibold text-navy-900">{text.hours}</p>
            <p className="text-muted">{text.hoursText}</p>
          </div>
        </li>
      </ul>
      <ChatLink className="mt-6" />
    </div>
  );
}
