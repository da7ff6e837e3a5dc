import type { Route } from "./+types/product-category";
import { CardGrid, PictureCard } from "~/components/cards/picture-card";
import { PageHeader } from "~/components/layout/page-header";
import { Section } from "~/components/ui/section";

export function ProductCategoryPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { category, products } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Our products"
        title={category.name}
        lead={category.intro[0]}
        breadcrumbs={loaderData.breadcrumbs}
      />
      <Section
        id="products"
        heading={`${category.name} we supply`}
        intro={category.intro.slice(1).join(" ") || undefined}
        className="bg-sand-50"
      >
        <CardGrid>
          {products.map((product, index) => (
            <li key={product.href}>
              <PictureCard
                priority={index === 0}
                image={product.image}
                imageAlt=""
                title={product.name}
                text={product.summary}
                href={product.href}
                linkLabel="View Product"
              />
            </li>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
