import { CardGrid, PictureCard } from "~/components/cards/picture-card";
import { type ServiceCardData, ServiceCards } from "~/components/cards/service-cards";
import { Section } from "~/components/ui/section";
import type { Resolved } from "~/content/localized";
import type { Category } from "~/content/schema";
import { useUi } from "~/lib/use-ui";

interface HomeCatalogueProps {
  categories: Array<Resolved<Pick<Category, "slug" | "name" | "description" | "image">>>;
  services: readonly ServiceCardData[];
  copy: {
    categoriesSection: { heading: string; intro: string };
    servicesSection: { heading: string; intro: string };
  };
}

/** The home page's product categories and services, as cards. */
export function HomeCatalogue({ categories, services, copy }: HomeCatalogueProps) {
  const { ui, href } = useUi();
  return (
    <>
      <Section
        id="categories"
        className="render-near-screen"
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
                href={href(`/products/${category.slug}`)}
                linkLabel={ui.common.viewCategory}
              />
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="services"
        tone="ocean"
        className="render-near-screen"
        heading={copy.servicesSection.heading}
        intro={copy.servicesSection.intro}
      >
        <ServiceCards services={services} />
      </Section>
    </>
  );
}
