import { data } from "react-router";
import type { Route } from "./+types/product";
import { findCategory, findProduct, specSheetPath } from "~/content/catalog";
import { formatDataDate, specificationGroups } from "~/content/product-spec";
import { productCrumbs } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import { breadcrumbData, productData } from "~/lib/structured-data";
import { lazyAfterStart } from "~/lib/lazy-after-start";

export function loader({ params }: Route.LoaderArgs) {
  const product = findProduct(params.category, params.product);
  const category = findCategory(params.category);
  if (!product || !category) throw data(null, { status: 404 });
  const path = `/products/${category.slug}/${product.slug}`;
  const breadcrumbs = productCrumbs(category, product.name);
  const specSheet = specSheetPath(product);
  return {
    product: {
      name: product.name,
      summary: product.summary,
      description: product.description,
      images: product.images,
      benefits: product.benefits,
    },
    specification: {
      groups: specificationGroups(product),
      dataDate: formatDataDate(),
      sheet: specSheet,
    },
    breadcrumbs,
    seo: {
      title: product.name,
      description: product.seoDescription,
      path,
      shareImage: "product" as const,
      type: "product" as const,
      structuredData: [
        productData({
          name: product.name,
          description: product.seoDescription,
          path,
          image: product.images[0] ?? "",
          category: category.name,
          trade: product.trade,
          specSheetPath: specSheet,
        }),
        breadcrumbData(breadcrumbs, path),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./product-page").then((module) => ({ default: module.ProductPage })),
);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
