import { describe, expect, test } from "vitest";

import { englishLeaks } from "./english-leaks";

const page = (body: string, head = "<title>هامور | Puntland Seafood</title>") =>
  `<!doctype html><html lang="ar" dir="rtl"><head>${head}</head><body>${body}</body></html>`;

describe("English left on an Arabic page", () => {
  test("an Arabic page with only the allowed Latin has none", () => {
    const html = page(
      `<h1>هامور</h1><p>الاسم العلمي: <i lang="la">Epinephelus coioides</i>، رمز HS 0302.89،
       التخزين عند −18 °C، الوزن 20 kg، FCA بوصاصو. راسلنا: <bdi dir="ltr">info@example.com</bdi>
       <a href="/products" lang="en-GB">English</a> <a href="/x.pdf">ورقة المواصفات (PDF)</a></p>
       <script>window.__context = { text: "English in data is not shown" }</script>`,
      `<title>هامور | Puntland Seafood</title><meta name="description" content="هامور طازج من إيل">`,
    );
    expect(englishLeaks(html)).toEqual([]);
  });

  test("finds English in the text, the title, labels, alternative texts and the description", () => {
    const html = page(
      `<h1>هامور</h1><p>Contact Us</p><button aria-label="Open menu"></button>
       <img alt="Grouper on ice" src="/a.webp">`,
      `<title>Grouper | Puntland Seafood</title><meta name="description" content="Fresh fish">`,
    );
    expect(englishLeaks(html).sort()).toEqual(
      ["Grouper", "Contact", "Us", "Fresh", "fish", "Open", "menu", "on", "ice"].sort(),
    );
  });
});
