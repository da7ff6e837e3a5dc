import { CardGrid, PictureCard } from "~/components/cards/picture-card";
import { type ServiceCardData, ServiceCards } from "~/components/cards/service-cards";
import { Section } from "~/components/ui/section";
import type { Category } from "~/content/schema";

interface HomeCatalogueProps {
  categories: Array<Pick<Category, "slug" | "name" | "description" | "image">>;
  services: readonly ServiceCardData[];
  copy: {
    categoriesSection: { heading: string; intro: string };
    servicesSection: { heading: string; intro: string };
  };
}

/** The home page's product categories and services, as cards. */
export function HomeCatalogue({ categories, services, copy }: HomeCatalogueProps) {
  return (
    <>
      <Section
        id="categories"
        heading={copy.categoriesSection.heading}
        intro={copy.categoriesSection.intro}
      >
        <CardGrid>
          {categories.map((category) => (
            <li key={category.slug}>
              <PictureCard
                image={category.image}
                imageAlt=""
                title={category.name.toUpperCase()}
                text={category.description}
                href={`/products/${category.slug}`}
                linkLabel="View Category"
              />
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="services"
        tone="ocean"
        heading={copy.servicesSection.heading}
        intro={copy.servicesSection.intro}
      >
        <ServiceCards services={services} />
      </Section>
    </>
  );
}
