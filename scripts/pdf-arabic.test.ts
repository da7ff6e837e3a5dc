// @vitest-environment node
import { spawnSync } from "node:child_process";

import PDFDocument from "pdfkit";
import { describe, expect, test } from "vitest";

import {
  CAIRO,
  drawRtl,
  isolateLatinRuns,
  layoutRtl,
  mapLigaturesInVisualOrder,
  registerCairo,
  type RtlParagraph,
  type RtlStyle,
} from "./pdf-arabic.ts";

const LRI = "\u2066";
const PDI = "\u2069";
const isolated = (text: string) => `${LRI}${text}${PDI}`;

/** Arabic presentation forms: what a reader gets when glyphs map to shapes instead of letters. */
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u;
/** The direction marks pdftotext puts around right-to-left and left-to-right runs. */
const DIRECTION_MARKS = /[\u202A-\u202E]/gu;

const STYLE: RtlStyle = { faces: CAIRO.regular, size: 11 };
const BOX = { x: 40, y: 60, lineHeight: 16.5, ascent: 10 } as const;

/** One paragraph laid out and drawn, right-aligned, on an A4 page. */
async function paragraphPdf(text: string, width: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 40 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise((resolve) => doc.on("end", resolve));
  registerCairo(doc);
  drawRtl(doc, layoutRtl(text, STYLE, width), STYLE, { ...BOX, width, align: "right" });
  mapLigaturesInVisualOrder(doc);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function pdftotext(pdf: Buffer, ...options: string[]): string {
  const result = spawnSync("pdftotext", [...options, "-enc", "UTF-8", "-", "-"], { input: pdf });
  if (result.error) throw new Error("pdftotext is missing: install Debian's poppler-utils");
  return result.stdout.toString("utf8");
}

/** The words pdftotext finds, with their left edges in points, in the order it lists them. */
function wordBoxes(pdf: Buffer): Array<{ word: string; x: number; y: number }> {
  return [
    ...pdftotext(pdf, "-bbox").matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)</g),
  ].map((match) => ({ x: Number(match[1]), y: Number(match[2]), word: match[3]! }));
}

/** The runs of a line as drawn, left to right. */
const drawn = (paragraph: RtlParagraph, line: number) =>
  paragraph.lines[line]!.runs.map((run) => run.text).join("|");

describe("left-to-right islands in Arabic text", () => {
  test.each([
    ["عند −18 °C أو أقل", `عند ${isolated("−18 °C")} أو أقل`],
    ["كنعد كامل (HS 0302.89)، مبرّد", `كنعد كامل ${isolated("(HS 0302.89)")}، مبرّد`],
    ["الفصيلة: Palinuridae.", `الفصيلة: ${isolated("Palinuridae")}.`],
    ["هامور (Epinephelus spp.)", `هامور ${isolated("(Epinephelus spp.)")}`],
    ["مبرّد عند 0–2 °م في ثلج ذائب", `مبرّد عند ${isolated("0–2")} °م في ثلج ذائب`],
    ["عند −18 °م أو أقل", `عند ${isolated("−18")} °م أو أقل`],
    ["(الاسم العلمي Panulirus homarus)", `(الاسم العلمي ${isolated("Panulirus homarus")})`],
    ["PUNTLAND SEAFOOD · نشرة المواصفات", `${isolated("PUNTLAND SEAFOOD")} · نشرة المواصفات`],
    ["FCA، CPT، CIP", `${isolated("FCA")}، ${isolated("CPT")}، ${isolated("CIP")}`],
    ["الهاتف: +252 9040 14301", `الهاتف: ${isolated("+252 9040 14301")}`],
    ["«GSO 9» للبطاقات", `${isolated("«GSO 9»")} للبطاقات`],
    ["وفق GSO 150».", `وفق ${isolated("GSO 150")}».`],
    ["الأسعار عند الطلب.", "الأسعار عند الطلب."],
  ])("%s", (text, expected) => {
    expect(isolateLatinRuns(text)).toBe(expected);
  });
});

describe("Arabic paragraphs", () => {
  const sentence =
    "كنعد مبرّد كامل (HS 0302.89)، يُحفظ عند 0–2 °C، ومجمّد عند −18 °C أو أقل لمدة 5 أشهر تقريبًا.";

  test("a line is drawn from the left in visual order, the first words on the right", () => {
    const paragraph = layoutRtl("مبرّد عند 0–2 °C في ثلج ذائب", STYLE, 500);
    expect(paragraph.lines).toHaveLength(1);
    // Arabic runs go to fontkit in reading order (it reverses them), Latin ones as they read.
    expect(drawn(paragraph, 0)).toBe(" في ثلج ذائب|0–2 °C|مبرّد عند ");
    expect(paragraph.unprintable).toEqual([]);
  });

  test("a temperature's figure is drawn whole, with °م after it in reading order, to its left", () => {
    const paragraph = layoutRtl("يُحفظ عند −18 °م أو أقل و0–2 °م", STYLE, 500);
    expect(drawn(paragraph, 0)).toBe("م|° |0–2|م أو أقل و|° |−18|يُحفظ عند ");
  });

  test("lines wrap within the width, in reading order from the top, and keep a temperature whole", () => {
    const paragraph = layoutRtl(sentence, STYLE, 160);
    expect(paragraph.lines.length).toBeGreaterThan(2);
    for (const line of paragraph.lines) expect(line.width).toBeLessThanOrEqual(160);
    expect(paragraph.lines[0]!.runs.at(-1)!.text).toMatch(/^كنعد/);
    expect(paragraph.lines.at(-1)!.runs[0]!.text).toBe(".");
    const lines = paragraph.lines.map((_, index) => drawn(paragraph, index));
    expect(lines.some((line) => line.includes("−18 °C"))).toBe(true);
  });

  test("only a paragraph without Arabic letters counts as Latin, to be slanted as a scientific name", () => {
    expect(layoutRtl("Panulirus homarus megasculptus", STYLE, 500).latinOnly).toBe(true);
    expect(layoutRtl("البيانات محدّثة حتى 23 نوفمبر 2026.", STYLE, 500).latinOnly).toBe(false);
  });

  test("a character neither face has is reported; one with a look-alike is replaced", () => {
    expect(layoutRtl("حاوية 20′", STYLE, 500).unprintable).toEqual([]);
    expect(drawn(layoutRtl("حاوية 20′", STYLE, 500), 0)).toBe("20'|حاوية ");
    expect(layoutRtl("سمك 漢", STYLE, 500).unprintable).toEqual(["漢"]);
  });

  test("pdftotext reads the Arabic words in reading order, with the codes and temperatures whole", async () => {
    const pdf = await paragraphPdf(sentence, 515);
    const text = pdftotext(pdf).replace(DIRECTION_MARKS, "").replace(/\s+/g, " ");
    for (const words of ["كنعد مبرد كامل", "يحفظ عند", "ومجمد عند", "أشهر تقريبا"]) {
      expect(text).toContain(words);
    }
    for (const code of ["0302.89", "0–2 °C", "−18 °C"]) expect(text).toContain(code);
    expect(text).not.toMatch(PRESENTATION_FORMS);
    expect(text).not.toMatch(/[?\uFFFD]/u);
  });

  test("on the page, Latin runs read left to right and the sentence right to left", async () => {
    const words = wordBoxes(await paragraphPdf(sentence, 515));
    // pdftotext's boxes list glyphs as drawn, so an Arabic word's letters come reversed, and it
    // cuts words at its own places around punctuation.
    const at = (word: string) => {
      const drawnWord = /\p{Script=Arabic}/u.test(word) ? [...word].reverse().join("") : word;
      const found = words.find((box) => box.word.includes(drawnWord));
      if (!found) {
        throw new Error(`"${word}" is not on the page: ${words.map((box) => box.word).join(" ")}`);
      }
      return found.x;
    };
    expect(at("−18")).toBeLessThan(at("°C"));
    expect(at("°C")).toBeLessThan(at("ومجمد"));
    expect(at("HS")).toBeLessThan(at("0302.89"));
    expect(at("كنعد")).toBeGreaterThan(at("مبرد"));
    expect(Math.max(...words.map((box) => box.x))).toBeGreaterThan(500);
  });
});
