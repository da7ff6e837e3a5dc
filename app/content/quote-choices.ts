/**
 * What a buyer can choose when asking about a product: the product itself, the forms it is sold
 * in (by state, as the specification lists them) and its size grades. Each choice is posted as
 * its English words, so the business reads every lead in English whatever the page's language;
 * people read it in their own.
 *
 * This module reads the whole catalogue: loaders and the server use it. The browser gets one
 * product's choices, or the list of interests, in a page's data.
 */
import { isolateQuantities } from "./bidi";
import { categories } from "./categories";
import type { Localized } from "./localized";
import { STATE_LABELS } from "./product-spec";
import { products } from "./products";
import { requireTranslations } from "./localized";
import type { Product } from "./schema";

/**
 * One option of a choice field: the value a post carries (English) and its words, in both
 * languages in the catalogue, or in the page's language in a page's data.
 */
export interface Choice {
  value: string;
  label: Localized | string;
}

/** A product as an enquiry names it: the product, its category, its forms and size grades. */
export interface ProductChoices {
  product: Choice;
  category: Choice;
  forms: readonly Choice[];
  grades: readonly Choice[];
}

/** What the enquiry's choice fields are checked against and labelled with. */
export interface ProductCatalogue {
  /** "Product of interest": the five categories, then services and other. */
  interests: readonly Choice[];
  /** A product's choices by the product's English name, as posted. */
  product(name: string): ProductChoices | undefined;
}

/** The interests besides the five product categories. */
export const EXTRA_INTERESTS: readonly Choice[] = requireTranslations(
  "app/content/quote-choices.ts",
  [
    { value: "Services", label: { en: "Services", ar: "الخدمات" } },
    { value: "Other", label: { en: "Other", ar: "أخرى" } },
  ],
  ["value"],
);

const choice = (label: Localized) => ({ value: label.en, label });

/** "Chilled: Whole round" / "مبرّد: كاملة غير منظّفة": a form under the state it is sold in. */
function formChoice(state: Product["trade"]["forms"][number]["state"], form: Localized): Choice {
  const stateLabel = STATE_LABELS[state];
  return choice({ en: `${stateLabel.en}: ${form.en}`, ar: `${stateLabel.ar}: ${form.ar}` });
}

/** The separate grades of a list, or the text whole when it is not a list of figures. */
function gradeItems(list: string, separator: string): string[] {
  const items = list.split(separator);
  return items.every((item) => /^(?:\d|over |أكثر من )/.test(item)) ? items : [list];
}

/**
 * Each size grade as its own choice: "Whole: 2–4 kg, 4–7 kg" is two, "Whole: 2–4 kg" and
 * "Whole: 4–7 kg". The Arabic label isolates its figures, since an option cannot hold `<bdi>`.
 */
function gradeChoices(grade: Localized): Choice[] {
  const split = (text: string, separator: string) => {
    const colon = text.indexOf(": ");
    const prefix = colon === -1 ? "" : text.slice(0, colon + 2);
    return gradeItems(text.slice(prefix.length), separator).map((item) => `${prefix}${item}`);
  };
  const en = split(grade.en, ", ");
  const ar = split(grade.ar, "، ");
  if (en.length !== ar.length) {
    throw new Error(
      `Size grade "${grade.en}" lists ${en.length} grades in English, ${ar.length} in Arabic`,
    );
  }
  return en.map((value, index) => ({
    value,
    label: { en: value, ar: isolateQuantities(ar[index]!) },
  }));
}

export function productChoices(product: Product): ProductChoices {
  const category = categories.find((entry) => entry.slug === product.category)!;
  const forms = product.trade.forms.flatMap((entry) =>
    entry.forms.map((form) => formChoice(entry.state, form)),
  );
  return {
    product: choice(product.name),
    category: choice(category.name),
    // A form sold in two packs of one state is listed once.
    forms: forms.filter(
      (entry, index) => forms.findIndex((other) => other.value === entry.value) === index,
    ),
    grades: product.trade.sizeGrades.flatMap(gradeChoices),
  };
}

/** The "Product of interest" choices: the categories in their order, then the extras. */
export function interestChoices(): Choice[] {
  return [...categories.map((category) => choice(category.name)), ...EXTRA_INTERESTS];
}

const byName = new Map(products.map((product) => [product.name.en, productChoices(product)]));

/** The whole catalogue, for the server. */
export const productCatalogue: ProductCatalogue = {
  interests: interestChoices(),
  product: (name) => byName.get(name),
};
