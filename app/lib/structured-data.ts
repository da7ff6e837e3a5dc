import { listOf, STATE_LABELS } from "~/content/product-spec";
import type { Trade } from "~/content/schema";
import type { Crumb } from "~/lib/breadcrumbs";
import { type Locale, pathIn } from "~/content/locale";
import { localize } from "~/content/localized";
import { site } from "~/content/site";
import { ui } from "~/content/ui";
import { absoluteUrl } from "~/lib/seo";

export type JsonLd = Record<string, unknown>;

/** Both sites' postal addresses, named in the page's language. */
function addresses(locale: Locale): JsonLd[] {
  const names = localize(ui.contactDetails, locale);
  const label = { processing: names.processingSite, storage: names.storageSite };
  return Object.entries(site.addresses).map(([key, address]) => ({
    "@type": "PostalAddress",
    name: label[key as keyof typeof label],
    addressLocality: address.locality,
    addressRegion: address.region,
    addressCountry: address.countryCode,
  }));
}

export function organizationData(locale: Locale = "en"): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/generated/icons/icon-512.png"),
    email: site.email,
    telephone: site.phone.display,
    foundingDate: String(site.foundedYear),
    address: addresses(locale),
  };
}

export function localBusinessData(locale: Locale = "en"): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl("/")}#business`,
    name: site.name,
    url: absoluteUrl("/"),
    image: absoluteUrl("/generated/share/company.png"),
    email: site.email,
    telephone: site.phone.display,
    address: addresses(locale),
    geo: { "@type": "GeoCoordinates", latitude: site.map.latitude, longitude: site.map.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...site.hours.days],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
  };
}

/** A schema.org PropertyValue: one trade fact of a product. */
function property(name: string, value: string | number, extra: JsonLd = {}): JsonLd {
  return { "@type": "PropertyValue", name, value, ...extra };
}

/** The trade data as schema.org `additionalProperty` values (temperatures in °C, UN/CEFACT CEL). */
export function tradeProperties(trade: Trade): JsonLd[] {
  return [
    property("Scientific name", trade.scientificName),
    property("Family", trade.family),
    property("FAO major fishing area", trade.catchArea.faoMajorArea, {
      description: trade.catchArea.waters,
    }),
    property("Fishing method", trade.fishingMethod),
    property("Season", trade.season),
    ...trade.forms.map((form) =>
      property("HS 2022 code", form.hsCode, {
        propertyID: "HS",
        description: `${STATE_LABELS[form.state]}: ${listOf(form.forms)}`,
      }),
    ),
    property("Size grades", trade.sizeGrades.join("; ")),
    ...trade.handling.flatMap(({ state, temperature, shelfLife, basis }) => [
      {
        "@type": "PropertyValue",
        name: `Storage temperature (${state})`,
        ...(temperature.minC === undefined ? {} : { minValue: temperature.minC }),
        maxValue: temperature.maxC,
        unitCode: "CEL",
        unitText: "°C",
      },
      property(`Shelf life (${state})`, shelfLife, { description: basis }),
    ]),
    property("Halal", trade.halal),
  ];
}

export function productData(product: {
  name: string;
  description: string;
  path: string;
  image: string;
  category: string;
  trade: Trade;
  /** The product's PDF specification sheet. */
  specSheetPath: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: absoluteUrl(product.path),
    image: absoluteUrl(`/generated/images/${product.image}-1200.webp`),
    category: product.category,
    brand: { "@type": "Brand", name: site.name },
    countryOfOrigin: { "@type": "Country", name: site.addresses.processing.country },
    additionalProperty: tradeProperties(product.trade),
    subjectOf: {
      "@type": "DigitalDocument",
      name: `${product.name} specification sheet`,
      encodingFormat: "application/pdf",
      url: absoluteUrl(product.specSheetPath),
    },
  };
}

export function serviceData(service: {
  name: string;
  description: string;
  /** The service's English path. */
  path: string;
  locale?: Locale;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: absoluteUrl(pathIn(service.locale ?? "en", service.path)),
    provider: { "@id": `${absoluteUrl("/")}#organization` },
    areaServed: ["Somalia", "Gulf Cooperation Council"],
  };
}

/** The breadcrumbs as shown, with the current page (which has no link) at `currentPath`. */
export function breadcrumbData(crumbs: Crumb[], currentPath: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href ?? currentPath),
    })),
  };
}

/** Organization and LocalBusiness: the home, about and contact pages. */
export function businessData(locale: Locale = "en"): JsonLd[] {
  return [organizationData(locale), localBusinessData(locale)];
}
