import { describe, expect, test } from "vitest";

import {
  breadcrumbData,
  businessData,
  localBusinessData,
  organizationData,
  productData,
  serviceData,
} from "./structured-data";

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
      }),
    ).toMatchObject({
      "@type": "Product",
      url: "https://www.example.com/products/fresh-fish/grouper",
      image: "https://www.example.com/generated/images/grouper-1200.webp",
      brand: { "@type": "Brand", name: "Puntland Seafood" },
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
