import { listOf, STATE_LABELS } from "~/content/product-spec";
import type { Trade } from "~/content/schema";
import type { Crumb } from "~/lib/breadcrumbs";
import { type Locale, pathIn } from "~/content/locale";
import { localize, requireTranslations } from "~/content/localized";
import { site } from "~/content/site";
import { ui } from "~/content/ui";
import { fill } from "~/lib/fill";
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

/** The names of the trade properties, in both languages. */
const PROPERTY_NAMES = requireTranslations("app/lib/structured-data.ts", {
  scientificName: { en: "Scientific name", ar: "الاسم العلمي" },
  family: { en: "Family", ar: "الفصيلة" },
  faoArea: {
    en: "FAO major fishing area",
    ar: "منطقة الصيد الرئيسية لمنظمة الأغذية والزراعة (FAO)",
  },
  fishingMethod: { en: "Fishing method", ar: "طريقة الصيد" },
  season: { en: "Season", ar: "الموسم" },
  hsCode: { en: "HS 2022 code", ar: "بند التعرفة (رمز HS 2022)" },
  sizeGrades: { en: "Size grades", ar: "فئات الحجم" },
  storageTemperature: { en: "Storage temperature ({state})", ar: "درجة حرارة التخزين ({state})" },
  shelfLife: { en: "Shelf life ({state})", ar: "فترة الصلاحية ({state})" },
  halal: { en: "Halal", ar: "حلال" },
  specificationSheet: { en: "{name} specification sheet", ar: "نشرة مواصفات {name}" },
});

/** The state in a property's name: the English code word as before, the Arabic state name. */
function stateName(state: Trade["handling"][number]["state"], locale: Locale): string {
  return locale === "en" ? state : STATE_LABELS[state][locale];
}

/**
 * The trade data as schema.org `additionalProperty` values (temperatures in °C, UN/CEFACT CEL),
 * named and written in the page's language.
 */
export function tradeProperties(trade: Trade, locale: Locale = "en"): JsonLd[] {
  const names = localize(PROPERTY_NAMES, locale);
  const text = localize(trade, locale);
  return [
    property(names.scientificName, text.scientificName),
    property(names.family, trade.family),
    property(names.faoArea, trade.catchArea.faoMajorArea, {
      description: text.catchArea.waters,
    }),
    property(names.fishingMethod, text.fishingMethod),
    property(names.season, text.season),
    ...text.forms.map((form) =>
      property(names.hsCode, form.hsCode, {
        propertyID: "HS",
        description: `${STATE_LABELS[form.state][locale]}: ${listOf(form.forms, locale)}`,
      }),
    ),
    property(names.sizeGrades, text.sizeGrades.join(locale === "ar" ? "؛ " : "; ")),
    ...text.handling.flatMap(({ state, temperature, shelfLife, basis }) => [
      {
        "@type": "PropertyValue",
        name: fill(names.storageTemperature, { state: stateName(state, locale) }),
        ...(temperature.minC === undefined ? {} : { minValue: temperature.minC }),
        maxValue: temperature.maxC,
        unitCode: "CEL",
        unitText: "°C",
      },
      property(fill(names.shelfLife, { state: stateName(state, locale) }), shelfLife, {
        description: basis,
      }),
    ]),
    property(names.halal, text.halal),
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
  /** The page's language: the property names and texts follow it. */
  locale?: Locale;
}): JsonLd {
  const locale = product.locale ?? "en";
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
    additionalProperty: tradeProperties(product.trade, locale),
    subjectOf: {
      "@type": "DigitalDocument",
      name: fill(PROPERTY_NAMES.specificationSheet[locale], { name: product.name }),
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
