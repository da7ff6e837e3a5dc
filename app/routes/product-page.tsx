import { Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/product";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { ChatLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import { SpecificationTable } from "~/components/product/specification-table";

import { MarkedText } from "~/components/ui/marked-text";
import { fill } from "~/lib/fill";
import { useUi } from "~/lib/use-ui";

export function ProductPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { product, specification } = loaderData;
  const words = loaderData.ui.product;
  const { ui, href } = useUi();
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
                  alt={product.name}
                  priority
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
                      alt={fill(words.anotherView, { name: product.name })}
                      sizes="(min-width: 1024px) 300px, 50vw"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div>
            <h2 className="text-2xl font-bold text-navy-900">{words.about}</h2>
            <div className="mt-4 space-y-4 text-lg">
              {product.description.map((paragraph) => (
                <p key={paragraph}>
                  <MarkedText text={paragraph} />
                </p>
              ))}
            </div>
            <h2 className="mt-10 text-2xl font-bold text-navy-900">{ui.common.benefits}</h2>
            <CheckList items={product.benefits} className="mt-4" />
            <div className="mt-10 flex flex-wrap gap-3">
              <Link to={href("/contact")} className={buttonClass("primary")}>
                <Phone aria-hidden="true" className="size-5" />
                {words.quote}
              </Link>
              <ChatLink />
            </div>
          </div>
        </div>
        <section aria-labelledby="specifications-heading" className="container-page mt-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="specifications-heading" className="text-2xl font-bold text-navy-900">
                {words.specifications}
              </h2>
              <p className="mt-1 text-muted">
                {fill(words.dataDate, { date: specification.dataDate })}
              </p>
            </div>
            <a href={specification.sheet} download className={buttonClass("secondary")}>
              {words.downloadSheet}
            </a>
          </div>
          <div className="mt-4">
            <SpecificationTable
              caption={fill(words.specificationsCaption, { name: product.name })}
              groups={specification.groups}
            />
          </div>
        </section>
      </div>
    </>
  );
}
