import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { Picture } from "~/components/ui/picture";

interface PictureCardProps {
  image: string;
  imageAlt: string;
  title: string;
  text: string;
  href: string;
  linkLabel: string;
  badge?: string;
  headingLevel?: "h2" | "h3";
  /** The first card near the top of a list page: its picture is the page's largest paint. */
  priority?: boolean;
}

/** 3 columns on wide screens, 2 on tablets, 1 on phones. */
export const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/** A card whose whole surface follows its one link ("View Category", "Learn More", ...). */
export function PictureCard({
  image,
  imageAlt,
  title,
  text,
  href,
  linkLabel,
  badge,
  headingLevel: Heading = "h3",
  priority = false,
}: PictureCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-card ring-1 ring-line transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <div className="relative overflow-hidden bg-ocean-100">
        <Picture
          name={image}
          alt={imageAlt}
          sizes={CARD_SIZES}
          priority={priority}
          className="aspect-[4/3] transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {badge ? (
          <span className="absolute top-3 left-3 rounded-full bg-coral-700 px-3 py-1 text-xs font-bold tracking-wider text-white">
            {badge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-bold text-navy-900">{title}</Heading>
        <p className="mt-2 flex-1 text-muted">{text}</p>
        <Link
          to={href}
          className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-ocean-700 after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          {linkLabel}
          <span className="sr-only">: {title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** The responsive grid the cards sit in. */
export function CardGrid({ children }: { children: React.ReactNode }) {
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}
