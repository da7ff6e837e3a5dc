import { describe, expect, test } from "vitest";

import { productCatalogue } from "~/content/quote-choices";
import { type FormContext, parseLead, type ParseResult } from "~/contracts/lead-form";

import { enquiryLeadForm } from "./enquiry.schema";

const ada = {
  fullName: "Ada Obi",
  email: "ada@example.com",
  phone: "+252904014301",
  interest: "Fresh Fish",
  message: "Two tonnes a week to Dubai.",
};
/** A quote request from the grouper's page: the page sets the product and its category. */
const grouperQuote = {
  ...ada,
  product: "Grouper",
  productForm: "Chilled: Whole gutted",
  grade: "2–4 kg",
};

const withCatalogue = (locale: FormContext["locale"]): FormContext => ({
  locale,
  catalogue: productCatalogue,
});

function accepted(result: ParseResult) {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.errors)}`);
  return result.lead;
}

function refused(result: ParseResult) {
  if (result.ok) throw new Error("The post was accepted");
  return result.errors;
}

describe("the enquiry's messages in Arabic", () => {
  test("each empty field has its own Arabic message", () => {
    expect(refused(parseLead(enquiryLeadForm, {}, { locale: "ar" }))).toEqual({
      fullName: "الاسم الكامل مطلوب",
      email: "البريد الإلكتروني مطلوب",
      phone: "رقم الهاتف مطلوب",
      interest: "يُرجى اختيار المنتج الذي يهمك",
      message: "الرسالة مطلوبة",
    });
  });

  test.each([
    ["email", "ada@", "يُرجى إدخال عنوان بريد إلكتروني صحيح"],
    ["phone", "12 34", "يُرجى إدخال رقم هاتف صحيح"],
    ["message", "a".repeat(501), "يجب أن تقل الرسالة عن 500 حرف"],
  ])("%s %j is refused in Arabic: %s", (field, value, message) => {
    expect(
      refused(parseLead(enquiryLeadForm, { ...ada, [field]: value }, { locale: "ar" })),
    ).toEqual({ [field]: message });
  });
});

describe("a quote request about a product", () => {
  test("names the product in the subject and the product, its form and grade in the lead's lines", () => {
    const lead = accepted(parseLead(enquiryLeadForm, grouperQuote, withCatalogue("ar")));
    expect(lead.subject).toBe("Enquiry: Ada Obi (Grouper)");
    expect(lead.rows.slice(3, 7)).toEqual([
      { key: "interest", label: "Product of interest", value: "Fresh Fish" },
      { key: "product", label: "Product", value: "Grouper" },
      { key: "productForm", label: "Product form", value: "Chilled: Whole gutted" },
      { key: "grade", label: "Size grade", value: "2–4 kg" },
    ]);
  });

  test("the form and the grade are optional", () => {
    const bare = { ...grouperQuote, productForm: "", grade: "" };
    expect(parseLead(enquiryLeadForm, bare, withCatalogue("en")).ok).toBe(true);
  });

  test.each([
    [
      "product",
      "Whale",
      "This product is not in our catalogue",
      "هذا المنتج غير موجود في قائمة منتجاتنا",
    ],
    [
      "productForm",
      "Frozen: Whole round",
      "Please choose one of the forms listed",
      "يُرجى اختيار أحد الأشكال المدرجة",
    ],
    [
      "grade",
      "8–12 kg",
      "Please choose one of the size grades listed",
      "يُرجى اختيار إحدى فئات الحجم المدرجة",
    ],
  ])("with the catalogue, a %s of %j is refused", (field, value, english, arabic) => {
    const post = { ...grouperQuote, [field]: value };
    expect(refused(parseLead(enquiryLeadForm, post, withCatalogue("en")))).toMatchObject({
      [field]: english,
    });
    expect(refused(parseLead(enquiryLeadForm, post, withCatalogue("ar")))).toMatchObject({
      [field]: arabic,
    });
  });

  test("without a catalogue, a form or a grade needs a product, and every choice is short text", () => {
    const noProduct = { ...grouperQuote, product: "" };
    expect(refused(parseLead(enquiryLeadForm, noProduct))).toEqual({
      productForm: "Please choose one of the forms listed",
      grade: "Please choose one of the size grades listed",
    });
    expect(
      refused(parseLead(enquiryLeadForm, { ...grouperQuote, grade: "x".repeat(121) })),
    ).toEqual({
      grade: "Please choose one of the size grades listed",
    });
  });
});

describe("the enquiry's fields as people read them", () => {
  test("on a product page: the product and its category set by the page, the product's own forms and grades to choose", () => {
    const fields = enquiryLeadForm.fieldsIn!(withCatalogue("ar"), { product: "Grouper" });
    expect(fields.product).toEqual({
      label: "المنتج",
      input: "hidden",
      options: [{ value: "Grouper", label: "هامور" }],
    });
    expect(fields.interest).toMatchObject({
      input: "hidden",
      options: [{ value: "Fresh Fish", label: "أسماك طازجة" }],
    });
    expect(fields.productForm).toEqual({
      label: "الشكل",
      input: "select",
      options: [
        { value: "Chilled: Whole round", label: "مبرّد: كاملة غير منظّفة" },
        { value: "Chilled: Whole gutted", label: "مبرّد: كاملة منزوعة الأحشاء" },
        { value: "Chilled: Gutted and scaled", label: "مبرّد: منزوعة الأحشاء والقشور" },
      ],
    });
    expect(fields.grade.options?.map((option) => option.value)).toEqual([
      "1–2 kg",
      "2–4 kg",
      "4–8 kg",
    ]);
  });

  test("offers each size grade as its own choice, its figures isolated in Arabic, and keeps the one chosen", () => {
    const fields = enquiryLeadForm.fieldsIn!(withCatalogue("ar"), { product: "Frozen King Fish" });
    expect(fields.grade.options).toEqual([
      { value: "Whole: 2–4 kg", label: "الكامل: \u20662–4 kg\u2069" },
      { value: "Whole: 4–7 kg", label: "الكامل: \u20664–7 kg\u2069" },
      { value: "Whole: over 7 kg", label: "الكامل: أكثر من \u20667 kg\u2069" },
      { value: "Steaks: 2–3 cm thick", label: "الشرائح: بسماكة \u20662–3 cm\u2069" },
      { value: "Fillets: 0.5–1 kg", label: "الفيليه: \u20660.5–1 kg\u2069" },
      { value: "Fillets: over 1 kg", label: "الفيليه: أكثر من \u20661 kg\u2069" },
    ]);
    const quote = { ...ada, interest: "Frozen Fish", product: "Frozen King Fish", productForm: "" };
    const lead = accepted(
      parseLead(enquiryLeadForm, { ...quote, grade: "Whole: 4–7 kg" }, withCatalogue("ar")),
    );
    expect(JSON.stringify(lead)).toContain("Whole: 4–7 kg");
    expect(
      refused(
        parseLead(
          enquiryLeadForm,
          { ...quote, grade: "Whole: 2–4 kg, 4–7 kg, over 7 kg" },
          withCatalogue("en"),
        ),
      ),
    ).toMatchObject({ grade: "Please choose one of the size grades listed" });
    const portions = enquiryLeadForm.fieldsIn!(withCatalogue("en"), {
      product: "Filleted King Fish",
    });
    expect(portions.grade.options?.map((option) => option.value)).toContain(
      "Portions: to your weight, e.g. 150 g",
    );
  });

  test("elsewhere: the interest chosen from the categories and the extras, with no product", () => {
    const fields = enquiryLeadForm.fieldsIn!(withCatalogue("ar"), {});
    expect(fields.interest.options?.map((option) => option.label)).toEqual([
      "أسماك طازجة",
      "قشريات",
      "أسماك مجففة",
      "شرائح الأسماك (فيليه)",
      "أسماك مجمدة",
      "الخدمات",
      "أخرى",
    ]);
    expect(fields.interest.options?.map((option) => option.value)).toEqual([
      "Fresh Fish",
      "Shell Fish",
      "Dry Fish",
      "Filleted Fish",
      "Frozen Fish",
      "Services",
      "Other",
    ]);
    expect(fields.productForm.input).toBe("hidden");
  });
});
