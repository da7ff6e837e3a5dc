import { describe, expect, test } from "vitest";

import { products } from "~/content/products";

import {
  breadcrumbData,
  businessData,
  localBusinessData,
  organizationData,
  productData,
  serviceData,
  tradeProperties,
} from "./structured-data";

const grouper = products.find((product) => product.slug === "grouper")!;
const filleted = products.find((product) => product.slug === "filleted-skipjack-tuna")!;

describe("structured data", () => {
  test("the organization carries the name, phone and both addresses", () => {
    expect(organizationData()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Puntland Seafood",
      telephone: "+252 9040 14301",
      url: "https://www.example.com/",
      foundingDate: "2022",
      address: [
        { "@type": "PostalAddress", addressLocality: "Badey, Eyl", addressCountry: "SO" },
        { "@type": "PostalAddress", addressLocality: "Garowe", addressCountry: "SO" },
      ],
    });
  });

  test("the local business opens Monday to Friday, 8am to 5pm", () => {
    const business = localBusinessData();
    expect(business["@type"]).toBe("LocalBusiness");
    expect(business.address).toHaveLength(2);
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "17:00",
      },
    ]);
    expect(businessData().map((block) => block["@type"])).toEqual([
      "Organization",
      "LocalBusiness",
    ]);
  });

  test("a product and a service point at their canonical pages", () => {
    expect(
      productData({
        name: "Grouper",
        description: "Whole grouper.",
        path: "/products/fresh-fish/grouper",
        image: "grouper",
        category: "Fresh Fish",
        trade: grouper.trade,
        specSheetPath: "/assets/spec-sheets/grouper.pdf",
      }),
    ).toMatchObject({
      "@type": "Product",
      url: "https://www.example.com/products/fresh-fish/grouper",
      image: "https://www.example.com/generated/images/grouper-1200.webp",
      brand: { "@type": "Brand", name: "Puntland Seafood" },
      countryOfOrigin: { "@type": "Country", name: "Somalia" },
      subjectOf: {
        "@type": "DigitalDocument",
        encodingFormat: "application/pdf",
        url: "https://www.example.com/assets/spec-sheets/grouper.pdf",
      },
    });
    expect(
      serviceData({
        name: "Cold Storage",
        description: "Storage.",
        path: "/services/cold-storage",
      }),
    ).toMatchObject({
      "@type": "Service",
      url: "https://www.example.com/services/cold-storage",
      provider: { "@id": "https://www.example.com/#organization" },
    });
  });

  test("a product's trade data becomes schema.org property values", () => {
    const properties = tradeProperties(filleted.trade);
    for (const property of properties) expect(property["@type"]).toBe("PropertyValue");
    expect(properties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: "Scientific name",
          value: "Katsuwonus pelamis (skipjack tuna)",
        }),
        expect.objectContaining({ name: "FAO major fishing area", value: 51 }),
        expect.objectContaining({ name: "HS 2022 code", value: "0304.49", propertyID: "HS" }),
        expect.objectContaining({ name: "HS 2022 code", value: "0304.87", propertyID: "HS" }),
        {
          "@type": "PropertyValue",
          name: "Storage temperature (chilled)",
          minValue: 0,
          maxValue: 2,
          unitCode: "CEL",
          unitText: "°C",
        },
        {
          "@type": "PropertyValue",
          name: "Storage temperature (frozen)",
          maxValue: -18,
          unitCode: "CEL",
          unitText: "°C",
        },
        expect.objectContaining({
          name: "Shelf life (frozen)",
          value: "5 months of storage life at −18 °C, not the label's shelf life",
        }),
      ]),
    );
  });

  test("an Arabic page's product data names and writes its trade facts in Arabic", () => {
    const properties = tradeProperties(filleted.trade, "ar");
    const byName = (name: string) => properties.filter((property) => property.name === name);
    expect(byName("الاسم العلمي")).toEqual([
      expect.objectContaining({ value: "Katsuwonus pelamis (التونة الوثّابة)" }),
    ]);
    expect(byName("بند التعرفة (رمز HS 2022)").map((property) => property.value)).toEqual([
      "0304.49",
      "0304.87",
    ]);
    expect(byName("بند التعرفة (رمز HS 2022)")[0]).toMatchObject({
      propertyID: "HS",
      description: expect.stringMatching(/^مبرّد: قطع طولية \(لوين\) منزوعة الجلد/),
    });
    expect(byName("درجة حرارة التخزين (مجمّد)")).toEqual([
      expect.objectContaining({ maxValue: -18, unitCode: "CEL" }),
    ]);
    expect(byName("فترة الصلاحية (مجمّد)")).toEqual([
      expect.objectContaining({
        value: "5 أشهر مدةَ تخزين عند −18 °م، لا فترة الصلاحية المدوّنة على البطاقة",
      }),
    ]);
    expect(JSON.stringify(properties)).not.toMatch(/months|Scientific|Storage|Halal|Season/);
    const data = productData({
      name: "فيليه تونة وثّابة",
      description: "وصف.",
      path: "/ar/products/filleted-fish/filleted-skipjack-tuna",
      image: "filleted-skipjack-tuna",
      category: "شرائح الأسماك (فيليه)",
      trade: filleted.trade,
      specSheetPath: "/assets/spec-sheets/filleted-skipjack-tuna.pdf",
      locale: "ar",
    });
    expect(data.subjectOf).toMatchObject({ name: "نشرة مواصفات فيليه تونة وثّابة" });
  });

  test("breadcrumbs are numbered and the last one is the current page", () => {
    expect(
      breadcrumbData(
        [
          { label: "Home", href: "/" },
          { label: "Products", href: "/products/fresh-fish" },
          { label: "Dry Fish" },
        ],
        "/products/dry-fish",
      ).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Products",
        item: "https://www.example.com/products/fresh-fish",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Dry Fish",
        item: "https://www.example.com/products/dry-fish",
      },
    ]);
  });
});
