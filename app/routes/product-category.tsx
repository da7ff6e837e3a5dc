import { data } from "react-router";

import type { Route } from "./+types/product-category";
import { CardGrid, PictureCard } from "~/components/cards/picture-card";
import { PageHeader } from "~/components/layout/page-header";
import { Section } from "~/components/ui/section";
import { findCategory, productPath, productsIn } from "~/content/catalog";
import { categoryCrumbs } from "~/lib/breadcrumbs";
import { pathIn } from "~/content/locale";
import { localize } from "~/content/localized";
import { fill } from "~/lib/fill";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";
import { useUi } from "~/lib/use-ui";
import { breadcrumbData } from "~/lib/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const found = findCategory(params.category);
  if (!found) throw data(null, { status: 404 });
  const category = localize(found, locale);
  const path = `/products/${category.slug}`;
  const breadcrumbs = category.showBreadcrumbs ? categoryCrumbs(category, locale) : undefined;
  return {
    category,
    breadcrumbs,
    products: productsIn(category.slug).map((product) => ({
      name: localize(product.name, locale),
      summary: localize(product.summary, locale),
      image: product.images[0] ?? "",
      href: pathIn(locale, productPath(product)),
    })),
    seo: {
      title: category.name,
      description: category.seoDescription,
      path,
      locale,
      shareImage: "product" as const,
      structuredData: breadcrumbs ? [breadcrumbData(breadcrumbs, pathIn(locale, path))] : [],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
  const { category, products } = loaderData;
  const { ui } = useUi();
  return (
    <>
      <PageHeader
        eyebrow={ui.category.eyebrow}
        title={category.name}
        lead={category.intro[0]}
        breadcrumbs={loaderData.breadcrumbs}
      />
      <Section
        id="products"
        heading={fill(ui.category.weSupply, { category: category.name })}
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
