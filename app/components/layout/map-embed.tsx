import { ExternalLink, MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { site } from "~/content/site";
import { useUi } from "~/lib/use-ui";

/** How close to the viewport the map must come before the map service is contacted. */
const NEAR_MARGIN = "300px";

/**
 * The map of the storage site. The map service's frame is only created when the visitor scrolls
 * near it, so the page itself loads without it; until then (and without JavaScript) a card with
 * the address stands in its place. The link to the map service's own page is under it.
 */
export function MapEmbed() {
  const { ui } = useUi();
  const [near, setNear] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

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

  // A frame from another site never matches :focus in this page, even while one of its controls
  // has the keyboard: the page only sees its window lose focus with the frame as active element.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const mark = () => frame.toggleAttribute("data-focus-inside", document.activeElement === frame);
    window.addEventListener("blur", mark);
    window.addEventListener("focus", mark);
    return () => {
      window.removeEventListener("blur", mark);
      window.removeEventListener("focus", mark);
    };
  }, [near]);

  return (
    <>
      <div
        ref={boxRef}
        className="relative mt-6 aspect-[4/3] overflow-hidden rounded-xl bg-ocean-100 shadow-card ring-1 ring-line md:aspect-[16/7]"
      >
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <MapPin aria-hidden="true" className="size-10 text-ocean-700" />
          <p className="font-semibold text-navy-900">{ui.contactDetails.storageAddress}</p>
        </div>
        {near ? (
          <iframe
            title={ui.contactDetails.mapTitle}
            src={site.map.embedUrl}
            loading="lazy"
            ref={frameRef}
            referrerPolicy="no-referrer-when-downgrade"
            // While a control of the map has the keyboard, the frame wears the site's focus
            // ring, drawn inside its edge (the box clips what is outside).
            className="absolute inset-0 size-full border-0 data-focus-inside:outline-3 data-focus-inside:-outline-offset-3 data-focus-inside:outline-ocean-600"
          />
        ) : null}
      </div>
      {/* Under the map, not on the card the map covers: a link hidden behind the frame would
          still take a Tab stop that nobody can see. */}
      <a
        href={site.map.linkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-ocean-700 underline"
      >
        {ui.contactDetails.openMap}
        <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <span className="sr-only">{ui.contactDetails.opensInNewTab}</span>
      </a>
    </>
  );
}
