import type { Route } from "./+types/product-category";
import { CardGrid, PictureCard } from "~/components/cards/picture-card";
import { PageHeader } from "~/components/layout/page-header";
import { Section } from "~/components/ui/section";

import { fill } from "~/lib/fill";
import { useUi } from "~/lib/use-ui";

export function ProductCategoryPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { category, products } = loaderData;
  const { ui } = useUi();
  return (
    <>
      <PageHeader
        eyebrow={loaderData.ui.category.eyebrow}
        title={category.name}
        lead={category.intro[0]}
        breadcrumbs={loaderData.breadcrumbs}
      />
      <Section
        id="products"
        heading={fill(loaderData.ui.category.weSupply, { category: category.name })}
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
                linkLabel={ui.common.viewProduct}
              />
            </li>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
