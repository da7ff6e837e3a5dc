import { data } from "react-router";

import type { Route } from "./+types/product";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { findCategory, findProduct, specSheetPath } from "~/content/catalog";
import { confirmationWords, formWords } from "~/content/forms";
import { formatDataDate, specificationGroups } from "~/content/product-spec";
import { productChoices } from "~/content/quote-choices";
import { productCrumbs } from "~/lib/breadcrumbs";
import { pathIn } from "~/content/locale";
import { localize } from "~/content/localized";
import { uiGroups } from "~/content/ui";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";
import { breadcrumbData, productData } from "~/lib/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const found = findProduct(params.category, params.product);
  const foundCategory = findCategory(params.category);
  if (!found || !foundCategory) throw data(null, { status: 404 });
  const product = localize(found, locale);
  const category = localize(foundCategory, locale);
  const path = `/products/${category.slug}/${product.slug}`;
  const breadcrumbs = productCrumbs(category, product.name, locale);
  const specSheet = specSheetPath(product, locale);
  return {
    ui: uiGroups(locale, ["product"]),
    product: {
      name: product.name,
      summary: product.summary,
      description: product.description,
      images: product.images,
      benefits: product.benefits,
    },
    specification: {
      groups: specificationGroups(found, locale),
      dataDate: formatDataDate(locale),
      sheet: specSheet,
    },
    breadcrumbs,
    quote: localize(
      {
        choices: productChoices(found),
        text: {
          common: formWords.common,
          quote: formWords.quote,
          confirmation: confirmationWords,
        },
      },
      locale,
    ),
    seo: {
      title: product.name,
      description: product.seoDescription,
      path,
      locale,
      shareImage: "product" as const,
      type: "product" as const,
      structuredData: [
        productData({
          name: product.name,
          description: product.seoDescription,
          path: pathIn(locale, path),
          image: product.images[0] ?? "",
          category: category.name,
          trade: found.trade,
          specSheetPath: specSheet,
          locale,
        }),
        breadcrumbData(breadcrumbs, pathIn(locale, path)),
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
