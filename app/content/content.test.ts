import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { areas } from "./areas";
import { allPaths, productPath } from "./catalog";
import { categories } from "./categories";
import { navigation } from "./navigation";
import { products } from "./products";
import {
  categorySchema,
  parseContent,
  productSchema,
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_MIN,
  serviceSchema,
} from "./schema";
import { services } from "./services";
import { slides } from "./slides";

const validProduct = products[0]!;

describe("content schemas", () => {
  test("accept the real content", () => {
    expect(categories).toHaveLength(5);
    expect(products).toHaveLength(19);
    expect(services).toHaveLength(7);
    expect(areas).toHaveLength(5);
    expect(slides.map((slide) => slide.caption)).toEqual([
      "Bold Vision",
      "Blue Economy",
      "Better Future",
    ]);
  });

  test("reject a product without a name, naming the file, entry and field", () => {
    const nameless: Partial<typeof validProduct> = { ...validProduct };
    delete nameless.name;
    expect(() => parseContent("app/content/products.ts", productSchema, [nameless])).toThrow(
      `app/content/products.ts: entry 1 ("${validProduct.slug}"), field "name"`,
    );
  });

  test("reject a product with an empty name", () => {
    expect(() =>
      parseContent("app/content/products.ts", productSchema, [
        validProduct,
        { ...validProduct, name: " " },
      ]),
    ).toThrow(/entry 2 \("king-fish"\), field "name": must not be empty/);
  });

  test("reject a product in an unknown category", () => {
    expect(() =>
      parseContent("app/content/products.ts", productSchema, [
        { ...validProduct, category: "canned-fish" },
      ]),
    ).toThrow(/field "category"/);
  });

  test("reject a slug that is not kebab-case and a description that is too short", () => {
    expect(() =>
      parseContent("app/content/services.ts", serviceSchema, [
        { ...services[0], slug: "Fish Processing" },
      ]),
    ).toThrow(/field "slug": must be a lowercase kebab-case slug/);
    expect(() =>
      parseContent("app/content/categories.ts", categorySchema, [
        { ...categories[0], seoDescription: "Too short." },
      ]),
    ).toThrow(/field "seoDescription": must be at least 70 characters/);
  });
});

describe("catalogue", () => {
  test("has 6 fresh, 1 shell, 1 dry, 6 filleted and 5 frozen products", () => {
    const counts = Object.fromEntries(
      categories.map((category) => [
        category.slug,
        products.filter((product) => product.category === category.slug).length,
      ]),
    );
    expect(counts).toEqual({
      "fresh-fish": 6,
      "shell-fish": 1,
      "dry-fish": 1,
      "filleted-fish": 6,
      "frozen-fish": 5,
    });
  });

  test("has the specified product paths", () => {
    expect(products.map(productPath)).toEqual([
      ...["king-fish", "grouper", "red-grouper", "snapper", "red-snapper", "skipjack-tuna"].map(
        (slug) => `/products/fresh-fish/${slug}`,
      ),
      "/products/shell-fish/rock-lobster",
      "/products/dry-fish/goldstripe-sardine",
      ...[
        "filleted-king-fish",
        "filleted-grouper",
        "filleted-red-grouper",
        "filleted-snapper",
        "filleted-red-snapper",
        "filleted-skipjack-tuna",
      ].map((slug) => `/products/filleted-fish/${slug}`),
      ...[
        "frozen-king-fish",
        "frozen-grouper",
        "frozen-red-grouper",
        "frozen-snapper",
        "frozen-red-snapper",
      ].map((slug) => `/products/frozen-fish/${slug}`),
    ]);
  });

  test("has the seven specified services, the first one featured", () => {
    expect(services.map((service) => service.title)).toEqual([
      "Fish Processing and Packaging",
      "Cold Storage and Transportation",
      "Seafood Export Services",
      "Custom Processing",
      "Quality Assurance",
      "Market Analysis & Distribution",
      "Promotional & Marketing Support",
    ]);
    expect(services.map((service) => service.featured)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test("shows breadcrumbs on every category but fresh fish", () => {
    expect(categories.filter((category) => !category.showBreadcrumbs).map((c) => c.slug)).toEqual([
      "fresh-fish",
    ]);
  });

  test("has unique paths, and every navigation link resolves to a pre-rendered path", () => {
    const paths = allPaths();
    expect(new Set(paths).size).toBe(paths.length);
    const links = [
      ...navigation.sections.flatMap((section) => [section, ...section.items]),
      ...navigation.quickLinks,
      ...navigation.footerServices,
    ];
    for (const link of links) expect(paths).toContain(link.href);
  });

  test("gives every product a specifications table with the eight standard rows", () => {
    for (const product of products) {
      expect(
        product.specifications?.map((row) => row.label),
        product.slug,
      ).toEqual([
        "Origin",
        "Scientific Name",
        "Texture",
        "Available Forms",
        "Storage",
        "Shelf Life",
        "Storage Temperature",
        "Packaging",
      ]);
    }
  });

  test("keeps every page description between 70 and 160 characters", () => {
    for (const entry of [...categories, ...products, ...services, ...areas]) {
      expect(entry.seoDescription.length).toBeGreaterThanOrEqual(SEO_DESCRIPTION_MIN);
      expect(entry.seoDescription.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    }
  });

  test("has artwork for every picture the content names", () => {
    const artwork = new Set(
      readdirSync(path.resolve(import.meta.dirname, "../../assets/artwork")).map((file) =>
        file.replace(/\.svg$/, ""),
      ),
    );
    const named = [
      ...categories.map((category) => category.image),
      ...products.flatMap((product) => product.images),
      ...services.map((service) => service.image),
      ...slides.map((slide) => slide.image),
      "fallback",
      "logo",
    ];
    for (const name of named) expect(artwork, name).toContain(name);
  });
});
