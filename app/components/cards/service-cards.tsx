import { CardGrid, FIRST_ROW, PictureCard } from "~/components/cards/picture-card";
import type { Service } from "~/content/schema";

export type ServiceCardData = Pick<Service, "slug" | "title" | "summary" | "image" | "featured">;

/** The seven services as cards, each with "Learn More"; the featured one carries its badge. */
export function ServiceCards({
  services,
  firstPriority = false,
}: {
  services: readonly ServiceCardData[];
  /** The first row's pictures load at once, the first one first (the list starts near the top). */
  firstPriority?: boolean;
}) {
  return (
    <CardGrid>
      {services.map((service, index) => (
        <li key={service.slug}>
          <PictureCard
            priority={firstPriority && index === 0}
            eager={firstPriority && index < FIRST_ROW}
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
