import { data } from "react-router";

import type { Route } from "./+types/product-category";
import { CardGrid, PictureCard } from "~/components/cards/picture-card";
import { PageHeader } from "~/components/layout/page-header";
import { Section } from "~/components/ui/section";
import { findCategory, productPath, productsIn } from "~/content/catalog";
import { categoryCrumbs } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import { breadcrumbData } from "~/lib/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  const category = findCategory(params.category);
  if (!category) throw data(null, { status: 404 });
  const path = `/products/${category.slug}`;
  const breadcrumbs = category.showBreadcrumbs ? categoryCrumbs(category) : undefined;
  return {
    category,
    breadcrumbs,
    products: productsIn(category.slug).map((product) => ({
      name: product.name,
      summary: product.summary,
      image: product.images[0] ?? "",
      href: productPath(product),
    })),
    seo: {
      title: category.name,
      description: category.seoDescription,
      path,
      shareImage: "product" as const,
      structuredData: breadcrumbs ? [breadcrumbData(breadcrumbs, path)] : [],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
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
