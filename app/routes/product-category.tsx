import { data } from "react-router";
import type { Route } from "./+types/product-category";
import { findCategory, productPath, productsIn } from "~/content/catalog";
import { categoryCrumbs } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import { breadcrumbData } from "~/lib/structured-data";
import { lazyAfterStart } from "~/lib/lazy-after-start";

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

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./product-category-page").then((module) => ({ default: module.ProductCategoryPage })),
);

export default function ProductCategory({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
