import { Phone } from "lucide-react";
import { data, Link } from "react-router";

import type { Route } from "./+types/product";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { ChatLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import { findCategory, findProduct } from "~/content/catalog";
import { productCrumbs } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import { breadcrumbData, productData } from "~/lib/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  const product = findProduct(params.category, params.product);
  const category = findCategory(params.category);
  if (!product || !category) throw data(null, { status: 404 });
  const path = `/products/${category.slug}/${product.slug}`;
  const breadcrumbs = productCrumbs(category, product.name);
  return {
    product,
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
        }),
        breadcrumbData(breadcrumbs, path),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const [mainImage, ...moreImages] = product.images;
  return (
    <>
      <PageHeader
        title={product.name}
        lead={product.summary}
        breadcrumbs={loaderData.breadcrumbs}
      />
      <div className="bg-white py-12 md:py-16">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <div className="grid content-start gap-4">
            {mainImage ? (
              <div className="overflow-hidden rounded-xl shadow-card">
                <Picture
                  name={mainImage}
                  alt={`${product.name}`}
                  priority
                  preloadInHead
                  sizes="(min-width: 1024px) 600px, 100vw"
                />
              </div>
            ) : null}
            {moreImages.length > 0 ? (
              <ul className="grid grid-cols-2 gap-4">
                {moreImages.map((image) => (
                  <li key={image} className="overflow-hidden rounded-lg shadow-card">
                    <Picture
                      name={image}
                      alt={`${product.name}, another view`}
                      sizes="(min-width: 1024px) 300px, 50vw"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div>
            <h2 className="text-2xl font-bold text-navy-900">About this product</h2>
            <div className="mt-4 space-y-4 text-lg">
              {product.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h2 className="mt-10 text-2xl font-bold text-navy-900">Benefits</h2>
            <CheckList items={product.benefits} className="mt-4" />
            <div className="mt-10 flex flex-wrap gap-3">
              <Link to="/contact" className={buttonClass("primary")}>
                <Phone aria-hidden="true" className="size-5" />
                Contact Us for a Quote
              </Link>
              <ChatLink />
            </div>
          </div>
        </div>
        {product.specifications ? (
          <section aria-labelledby="specifications-heading" className="container-page mt-14">
            <h2 id="specifications-heading" className="text-2xl font-bold text-navy-900">
              Specifications
            </h2>
            <div className="mt-4 overflow-hidden rounded-lg ring-1 ring-line">
              <table className="w-full text-left">
                <caption className="sr-only">{`${product.name} specifications`}</caption>
                <tbody>
                  {product.specifications.map((row) => (
                    <tr
                      key={row.label}
                      className="border-b border-line last:border-0 odd:bg-sand-50"
                    >
                      <th
                        scope="row"
                        className="w-2/5 px-4 py-3 align-top font-semibold text-navy-900 sm:w-1/3"
                      >
                        {row.label}
                      </th>
                      <td className="px-4 py-3">{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
