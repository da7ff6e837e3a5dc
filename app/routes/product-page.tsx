import { MessageSquareText } from "lucide-react";
import type { Route } from "./+types/product";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { ChatLink } from "~/components/ui/external-link";
import { ScrollLink } from "~/components/ui/scroll-link";
import { Picture } from "~/components/ui/picture";
import { SpecificationTable } from "~/components/product/specification-table";
import { QuoteFormSection } from "~/features/quote-form/quote-form-section";

import { MarkedText } from "~/components/ui/marked-text";
import { fill } from "~/lib/fill";
import { useUi } from "~/lib/use-ui";

export function ProductPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { product, specification, quote } = loaderData;
  const words = loaderData.ui.product;
  const { ui } = useUi();
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
              <ScrollLink targetId="quote">
                <MessageSquareText aria-hidden="true" className="size-5" />
                {words.quote}
              </ScrollLink>
              <ChatLink message={fill(words.chatAbout, { name: product.name })} />
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
      <section id="quote" aria-labelledby="quote-heading" className="bg-sand-50 py-14 md:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="quote-heading" className="text-2xl font-bold text-navy-900 md:text-3xl">
              {quote.text.quote.heading}
            </h2>
            <p className="mt-3 text-lg text-muted">{quote.text.quote.intro}</p>
          </div>
          <QuoteFormSection text={quote.text} choices={quote.choices} />
        </div>
      </section>
    </>
  );
}
