import { data } from "react-router";

import type { Route } from "./+types/product-category";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { findCategory, productPath, productsIn } from "~/content/catalog";
import { categoryCrumbs } from "~/lib/breadcrumbs";
import { pathIn } from "~/content/locale";
import { localize } from "~/content/localized";
import { uiGroups } from "~/content/ui";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";
import { breadcrumbData } from "~/lib/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const found = findCategory(params.category);
  if (!found) throw data(null, { status: 404 });
  const category = localize(found, locale);
  const path = `/products/${category.slug}`;
  const breadcrumbs = category.showBreadcrumbs ? categoryCrumbs(category, locale) : undefined;
  return {
    ui: uiGroups(locale, ["category"]),
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

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./product-category-page").then((module) => ({ default: module.ProductCategoryPage })),
);

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
