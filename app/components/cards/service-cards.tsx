import { CardGrid, PictureCard } from "~/components/cards/picture-card";
import type { Service } from "~/content/schema";

export type ServiceCardData = Pick<Service, "slug" | "title" | "summary" | "image" | "featured">;

/** The seven services as cards, each with "Learn More"; the featured one carries its badge. */
export function ServiceCards({
  services,
  firstPriority = false,
}: {
  services: readonly ServiceCardData[];
  /** The first card's picture loads at once (the list starts near the top of the page). */
  firstPriority?: boolean;
}) {
  return (
    <CardGrid>
      {services.map((service, index) => (
        <li key={service.slug}>
          <PictureCard
            priority={firstPriority && index === 0}
            image={service.image}
            imageAlt=""
            title={service.title}
            text={service.summary}
            href={`/services/${service.slug}`}
            linkLabel="Learn More"
            badge={service.featured ? "FEATURED SERVICE" : undefined}
          />
        </li>
      ))}
    </CardGrid>
  );
}
