import PDFDocument from "pdfkit";
import { describe, expect, test } from "vitest";

import {
  contactBoxHeight,
  type ContactBoxStyle,
  type ContactRow,
  drawContactBox,
  type TextBlock,
  type TextSetter,
} from "./pdf";

/** A setter whose every line is 10 points high and whose text wraps at one line per 40 points of it. */
function fakeSetter(rtl: boolean) {
  const writes: Array<{ text: string; x: number; y: number; width: number }> = [];
  const height = (text: string, block: TextBlock) =>
    10 * Math.max(1, Math.ceil((text.length * 4) / block.width));
  const setter: TextSetter = {
    rtl,
    font: () => {},
    write: (text, x, y, block) => writes.push({ text, x, y, width: block.width }),
    height,
  };
  return { setter, writes };
}

const rows: ContactRow[] = [
  { label: "Phone", value: "+252 9040 14301" },
  { label: "Email", value: "sales@example.com" },
  { label: "Site", value: "A long address that needs a second line in its column" },
];

const style: ContactBoxStyle = {
  columns: 2,
  columnGap: 12,
  padding: 10,
  paddingBottom: 13,
  bar: 3,
  heading: "Contact us",
  headingSize: 10,
  headingHeight: 16,
  labelWidth: 60,
  labelGap: 6,
  label: { size: 8, drop: 0.5 },
  value: { size: 8.6, lineGap: 1.5 },
  rowGap: 3,
};

describe("the contact box", () => {
  test("is as tall as its heading and its tallest column, the first column filled first", () => {
    const { setter } = fakeSetter(false);
    // Two columns of (400 - 20 - 12) / 2 = 184 points, values of 124: rows 1 and 2 in the first
    // (10 + 3 + 10), row 3 alone in the second (its value wraps to 2 lines: 20). One column's
    // values have 320 points: no value wraps.
    expect(contactBoxHeight(setter, 400, rows, style)).toBe(10 + 16 + 23 + 13);
    expect(contactBoxHeight(setter, 400, rows, { ...style, columns: 1, columnGap: 0 })).toBe(
      10 + 16 + (10 + 3 + 10 + 3 + 10) + 13,
    );
  });

  test("a row is as tall as its label when the label wraps further than its value", () => {
    const { setter } = fakeSetter(false);
    const wrapping = [{ label: "A label long enough to wrap", value: "+252" }];
    expect(contactBoxHeight(setter, 400, wrapping, { ...style, columns: 1 })).toBe(
      10 + 16 + 20 + 13,
    );
  });

  test("writes each label and value in its column, mirrored on the page for right-to-left text", () => {
    const doc = new PDFDocument({ size: "A4", margin: 40 });
    const left = 40;
    const width = doc.page.width - 80;
    const ltr = fakeSetter(false);
    drawContactBox(doc, ltr.setter, { left, top: 100, width }, rows, style);
    const rtl = fakeSetter(true);
    drawContactBox(doc, rtl.setter, { left, top: 100, width }, rows, style);
    doc.end();

    const columnWidth = (width - 2 * style.padding - style.columnGap) / 2;
    const phone = ltr.writes.find((write) => write.text === "Phone")!;
    const site = ltr.writes.find((write) => write.text === "Site")!;
    expect(phone).toMatchObject({ x: left + 10, y: 100 + 10 + 16 + 0.5 });
    expect(site).toMatchObject({ x: left + 10 + columnWidth + 12, y: 100 + 10 + 16 + 0.5 });
    expect(ltr.writes.find((write) => write.text === "sales@example.com")).toMatchObject({
      x: left + 10 + 60,
      y: 100 + 10 + 16 + 10 + 3,
    });
    for (const write of ltr.writes.slice(1)) {
      const mirrored = rtl.writes.find((other) => other.text === write.text)!;
      expect(mirrored.x, write.text).toBeCloseTo(doc.page.width - write.x - write.width);
      expect(mirrored.y, write.text).toBe(write.y);
    }
    expect(doc.y).toBe(100 + contactBoxHeight(ltr.setter, width, rows, style));
  });
});
