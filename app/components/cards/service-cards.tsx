import { CardGrid, PictureCard } from "~/components/cards/picture-card";
import type { Resolved } from "~/content/localized";
import type { Service } from "~/content/schema";
import { useUi } from "~/lib/use-ui";

export type ServiceCardData = Resolved<
  Pick<Service, "slug" | "title" | "summary" | "image" | "featured">
>;

/** The seven services as cards, each with "Learn More"; the featured one carries its badge. */
export function ServiceCards({
  services,
  firstPriority = false,
}: {
  services: readonly ServiceCardData[];
  /** The first card's picture loads at once (the list starts near the top of the page). */
  firstPriority?: boolean;
}) {
  const { ui, href } = useUi();
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
            href={href(`/services/${service.slug}`)}
            linkLabel={ui.common.learnMore}
            badge={service.featured ? ui.common.featuredService : undefined}
          />
        </li>
      ))}
    </CardGrid>
  );
}
