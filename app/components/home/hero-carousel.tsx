import { Pause, Play } from "lucide-react";
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from "react";

import { Picture } from "~/components/ui/picture";
import type { Resolved } from "~/content/localized";
import type { Slide } from "~/content/schema";
import type { ui } from "~/content/ui";
import { fill } from "~/lib/fill";
import { cn } from "~/lib/cn";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";

type CarouselWords = Resolved<(typeof ui)["carousel"]>;

/** The carousel advances every 3 seconds, cycling through the slides. */
export const CAROUSEL_INTERVAL_MS = 3000;

/**
 * Until the page's code starts, the slideshow turns in CSS (`[data-turn]` in app.css, on these
 * times: decision 037), so the page needs no code to show its slides. When the code starts, it
 * carries on from where the CSS has got to: the slide on screen and the time left on it.
 */
function turnedSoFar(carousel: HTMLElement | null, count: number) {
  // Every part of the cycle started with the page. A browser without the Web Animations API
  // (Safari before 13.1) starts again from the first slide.
  const time = carousel?.getAnimations?.({ subtree: true })[0]?.currentTime;
  const elapsed = typeof time === "number" ? time : 0;
  return {
    index: Math.floor(elapsed / CAROUSEL_INTERVAL_MS) % count,
    left: CAROUSEL_INTERVAL_MS - (elapsed % CAROUSEL_INTERVAL_MS),
  };
}

/** A slide's or a dot's part in the CSS turning: what it is, and its place (`--turn`). */
function turn(part: "slide" | "dot", index: number) {
  return { "data-turn": part, style: { "--turn": index } as CSSProperties };
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
  const carousel = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  // Null until the code has taken over from the CSS turning; then the first slide's time left.
  const [firstWait, setFirstWait] = useState<number | null>(null);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const ready = firstWait !== null;
  const rotating = ready && !stopped && !hovered && !focused && !reducedMotion;
  const firstChange = useRef(true);

  // Before the browser paints again, so the slide on screen does not change hands visibly.
  useLayoutEffect(() => {
    const { index, left } = turnedSoFar(carousel.current, slides.length);
    setCurrent(index);
    setFirstWait(left);
  }, [slides.length]);

  // Restarted by every change of slide, so a dot press gives the chosen slide a full interval.
  useEffect(() => {
    if (!rotating) return;
    const wait = firstChange.current ? firstWait : CAROUSEL_INTERVAL_MS;
    firstChange.current = false;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % slides.length), wait);
    return () => window.clearTimeout(timer);
  }, [rotating, current, slides.length, firstWait]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={words.label}
      ref={carousel}
      data-ready={ready}
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
              {...turn("slide", index)}
              className={cn(
                // Opaque: a slide turning in over another covers it, picture or not.
                "absolute inset-0 bg-navy-800 transition-opacity duration-700 motion-reduce:transition-none",
                active ? "opacity-100" : "opacity-0",
              )}
            >
              {/* The others load lazily, once the first paint is on screen (app.css). */}
              <Picture
                name={slide.image}
                alt={slide.alt}
                sizes={SLIDE_SIZES}
                priority={index === 0}
                priorityMedia={ABOVE_THE_FOLD}
              />
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
            <span className="relative block size-3 rounded-full border-2 border-white group-hover:bg-white/50">
              <span
                {...turn("dot", index)}
                className={cn(
                  "absolute -inset-0.5 rounded-full bg-white transition-opacity motion-reduce:transition-none",
                  index === current ? "opacity-100" : "opacity-0",
                )}
              />
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
