/** The floor area, in square feet, assumed for each size choice. */
export const AREA_SQFT = { small: 800, medium: 2000, large: 4300, verylarge: 6000 } as const;

/** Square feet used for "Let's discuss", an unknown size or a description with no number. */
export const DEFAULT_AREA_SQFT = 2000;

/** Pounds per square foot for one cleaning, VAT included. */
export const COST_PER_SQFT = 0.036;

/** Square feet in one square metre. */
export const SQM_TO_SQFT = 10.7639;

export const WEEKS_PER_MONTH = 4.3;
export const WEEKS_PER_YEAR = 52;

/** Cleanings per week for each frequency choice. */
export const FREQUENCY_PER_WEEK = {
  "7days": 7,
  "5days": 5,
  "3days": 3,
  "2days": 2,
  "1day": 1,
  "2monthly": 0.5,
  oneoff: 0.25,
} as const;

/** "Let's discuss" and anything unknown count as once a week. */
export const DEFAULT_FREQUENCY_PER_WEEK = 1;

export interface EstimateInput {
  areaSize: string;
  customAreaSize: string;
  frequency: string;
}

export interface CostEstimate {
  /** Floor area in square feet. */
  areaSqFt: number;
  /** Pounds for one cleaning, VAT included; the other figures follow from it. */
  perCleaning: number;
  weekly: number;
  monthly: number;
  yearly: number;
}

// A number with optional thousands separators ("1,500") or a plain one ("1500", "1500.5").
const FIRST_NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/;

// Square metres: m², m2, sq m, sqm, square metres; letters around "m" rule out "sq mi", "sq ft".
const SQUARE_METRES =
  /m²|(?<![a-z])m\^?2(?!\d)|(?<![a-z])sq\.?\s*m(?:et(?:re|er)s?)?(?![a-z])|(?<![a-z])sqm(?![a-z])|square\s+met|met(?:re|er)s?\s+squared/i;

function lookUp<T extends Record<string, number>>(table: T, key: string): number | undefined {
  return Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
}

/** Square feet described by free text such as "1,500 sq ft" or "140 m²"; 2000 when it has no number. */
export function parseAreaDescription(text: string): number {
  const match = FIRST_NUMBER.exec(text);
  if (!match) return DEFAULT_AREA_SQFT;
  const amount = Number(match[0].replaceAll(",", ""));
  return SQUARE_METRES.test(text) ? amount * SQM_TO_SQFT : amount;
}

/** The floor area in square feet for a size choice (and its description when it is "other"). */
export function areaInSqFt(areaSize: string, customAreaSize: string): number {
  if (areaSize === "other") return parseAreaDescription(customAreaSize);
  return lookUp(AREA_SQFT, areaSize) ?? DEFAULT_AREA_SQFT;
}

/** Cleanings per week for a frequency choice. */
export function cleaningsPerWeek(frequency: string): number {
  return lookUp(FREQUENCY_PER_WEEK, frequency) ?? DEFAULT_FREQUENCY_PER_WEEK;
}

/** The calculator's estimate in pounds, VAT included; unrounded (round when showing it). */
export function estimateCleaningCost({
  areaSize,
  customAreaSize,
  frequency,
}: EstimateInput): CostEstimate {
  const areaSqFt = areaInSqFt(areaSize, customAreaSize);
  const perCleaning = areaSqFt * COST_PER_SQFT;
  const weekly = perCleaning * cleaningsPerWeek(frequency);
  return {
    areaSqFt,
    perCleaning,
    weekly,
    monthly: weekly * WEEKS_PER_MONTH,
    yearly: weekly * WEEKS_PER_YEAR,
  };
}

const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in pounds as "£1,234.56". */
export function formatPounds(amount: number): string {
  return pounds.format(amount);
}

const wholeNumber = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** An area in square feet, rounded, as "1,507 sq ft". */
export function formatSqFt(sqFt: number): string {
  return `${wholeNumber.format(sqFt)} sq ft`;
}
