import { ExternalLink, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { site } from "~/content/site";
import { useUi } from "~/lib/use-ui";

/** How close to the viewport the map must come before the map service is contacted. */
const NEAR_MARGIN = "300px";

/**
 * The map of the storage site. The map service's frame is only created when the visitor scrolls
 * near it, so the page itself loads without it; until then (and without JavaScript) a card with
 * the address and a link to the map stands in its place.
 */
export function MapEmbed() {
  const { ui } = useUi();
  const [near, setNear] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${NEAR_MARGIN} 0px` },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={boxRef}
      className="relative mt-6 aspect-[4/3] overflow-hidden rounded-xl bg-ocean-100 shadow-card ring-1 ring-line md:aspect-[16/7]"
    >
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
        <MapPin aria-hidden="true" className="size-10 text-ocean-700" />
        <p className="font-semibold text-navy-900">{ui.contactDetails.storageAddress}</p>
        <a
          href={site.map.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-ocean-700 underline"
        >
          {ui.contactDetails.openMap}
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <span className="sr-only">{ui.contactDetails.opensInNewTab}</span>
        </a>
      </div>
      {near ? (
        <iframe
          title={ui.contactDetails.mapTitle}
          src={site.map.embedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0"
        />
      ) : null}
    </div>
  );
}
