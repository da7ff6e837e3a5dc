import { describe, expect, test } from "vitest";

import { csvField, toCsv } from "./csv";

describe("csvField", () => {
  test.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", `"'\rcmd"`],
    ["Ada Obi", "Ada Obi"],
    ["Obi, Ada", '"Obi, Ada"'],
    ['She said "yes"', '"She said ""yes"""'],
    ["two\nlines", '"two\nlines"'],
    ["a-b = c", "a-b = c"],
  ])("%j becomes %j", (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe("toCsv", () => {
  test("starts with a byte-order mark and ends each line with CRLF", () => {
    expect(toCsv(["name", "email"], [["Ada", "ada@example.com"]])).toBe(
      "\uFEFFname,email\r\nAda,ada@example.com\r\n",
    );
  });
});
