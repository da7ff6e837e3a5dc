import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Picture } from "~/components/ui/picture";
import type { Resolved } from "~/content/localized";
import type { Slide } from "~/content/schema";
import type { ui } from "~/content/ui";
import { fill } from "~/lib/fill";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";

type CarouselWords = Resolved<(typeof ui)["carousel"]>;

/** The carousel advances every 3 seconds, cycling through the slides. */
export const CAROUSEL_INTERVAL_MS = 3000;

/**
 * The page's code starts this long before the first change when the visitor has not reached for
 * the page by then (decision 035): time for a slow phone to start it and fetch the next picture.
 */
const START_BEFORE_CHANGE_MS = 1000;

/** How long ago the page was first painted (`<html data-painted-at>`, set by its start), or 0. */
function sincePaint(): number {
  const painted = document.documentElement.dataset.paintedAt;
  return painted ? Math.max(0, performance.now() - Number(painted)) : 0;
}

const SLIDE_SIZES = "(min-width: 1024px) 600px, 100vw";
/** Beside the hero text from the large breakpoint; below it (and the fold) on smaller screens. */
const ABOVE_THE_FOLD = "(min-width: 1024px)";

export function HeroCarousel({
  slides,
  words,
}: {
  slides: Resolved<Slide>[];
  /** The page's carousel words (its loader's `uiGroups`). */
  words: CarouselWords;
}) {
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !stopped && !hovered && !focused && !reducedMotion;
  // The first slide's time counts from the paint, not from the start that may come later.
  const firstChange = useRef(true);

  // Restarted by every change of slide, so a dot press gives the chosen slide a full interval.
  useEffect(() => {
    if (!rotating) return;
    const wait = firstChange.current
      ? Math.max(0, CAROUSEL_INTERVAL_MS - sincePaint())
      : CAROUSEL_INTERVAL_MS;
    firstChange.current = false;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % slides.length), wait);
    return () => window.clearTimeout(timer);
  }, [rotating, current, slides.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={words.label}
      data-ready={hydrated}
      data-start-after={CAROUSEL_INTERVAL_MS - START_BEFORE_CHANGE_MS}
      className="relative"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-xl bg-navy-800 shadow-raised"
        aria-live={rotating ? "off" : "polite"}
      >
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={slide.caption}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(words.slide, {
                number: index + 1,
                count: slides.length,
                caption: slide.caption,
              })}
              aria-hidden={!active}
              data-active={active}
              className={cn(
                "absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none",
                active ? "opacity-100" : "opacity-0",
              )}
            >
              {/* Only the first picture is in the pre-rendered page; the rest load after start-up. */}
              {index === 0 || hydrated ? (
                <Picture
                  name={slide.image}
                  alt={slide.alt}
                  sizes={SLIDE_SIZES}
                  priority={index === 0}
                  priorityMedia={ABOVE_THE_FOLD}
                />
              ) : null}
              <p className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950/90 to-transparent px-6 pt-16 pb-14 text-2xl font-bold text-white md:text-3xl">
                {slide.caption}
              </p>
            </div>
          );
        })}
      </div>
      {/* At the start, under the caption, not centred: a row centred by its width moves the
          controls already painted when a page painted before its parser reached the rest. */}
      <div className="absolute inset-x-0 bottom-3 flex items-center gap-1 px-3">
        <button
          type="button"
          onClick={() => setStopped((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
        >
          {stopped ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{stopped ? words.play : words.pause}</span>
        </button>
        {slides.map((slide, index) => (
          <button
            key={slide.caption}
            type="button"
            aria-label={fill(words.showSlide, { number: index + 1, caption: slide.caption })}
            aria-current={index === current}
            onClick={() => setCurrent(index)}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              className={cn(
                "block size-3 rounded-full border-2 border-white transition-colors",
                index === current ? "bg-white" : "bg-transparent group-hover:bg-white/50",
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
