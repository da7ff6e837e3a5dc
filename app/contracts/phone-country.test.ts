import { describe, expect, test } from "vitest";

import { countryName, NORTH_AMERICA, phoneCountry, UNKNOWN_COUNTRY } from "./phone-country";

describe("the country of a telephone number", () => {
  test.each([
    ["+966 50 123 4567", "SA"],
    ["+971 50 123 4567", "AE"],
    ["00971-50-1234567", "AE"],
    ["+968 9123 4567", "OM"],
    ["+974 3312 3456", "QA"],
    ["+965 5123 4567", "KW"],
    ["+973 3612 3456", "BH"],
    ["+252 61 555 1234", "SO"],
    ["(+252) 90.777.1234", "SO"],
    ["+44 20 7946 0958", "GB"],
    ["+1 212 555 0100", NORTH_AMERICA],
    ["+7 701 123 4567", "KZ"],
    ["+7 495 123 4567", "RU"],
    ["+86 10 1234 5678", "CN"],
  ])("%s is read as %s (the longest prefix wins)", (phone, country) => {
    expect(phoneCountry(phone)).toBe(country);
  });

  test.each([
    ["a number without a prefix", "050 123 4567"],
    ["a local Somali number", "0615551234"],
    ["no number", null],
    ["an empty number", "   "],
    ["letters", "+966 call me"],
    ["markup", "+966<script>1234567"],
    ["too few digits", "+966 12"],
    ["more digits than E.164 allows", "+966 1234567890123456"],
    ["a prefix no country has", "+999 123 4567"],
    ["a plus sign twice", "++966501234567"],
  ])("%s is unknown", (_, phone) => {
    expect(phoneCountry(phone)).toBe(UNKNOWN_COUNTRY);
  });

  test("the owner reads names, +1 named honestly as shared", () => {
    expect(countryName("SA")).toBe("Saudi Arabia");
    expect(countryName("AE")).toBe("United Arab Emirates");
    expect(countryName(NORTH_AMERICA)).toBe("United States / Canada (+1)");
    expect(countryName(UNKNOWN_COUNTRY)).toBe("Unknown");
  });
});
