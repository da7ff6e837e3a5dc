/**
 * The specification a buyer reads for one product, in three groups (product; handling; packing and
 * shipping). The product page and the PDF specification sheet both show exactly these rows.
 */
import { foodSafetyLines } from "./food-safety";
import type { Product, ProductState, Trade, TradeTerms } from "./schema";
import { tradeTerms } from "./trade-terms";

export interface SpecificationRow {
  label: string;
  /** One line each, e.g. one per state (chilled, frozen). */
  values: string[];
}

export interface SpecificationGroup {
  heading: string;
  rows: SpecificationRow[];
}

export const STATE_LABELS: Record<ProductState, string> = {
  chilled: "Chilled",
  frozen: "Frozen",
  live: "Live",
  dried: "Dried",
};

/** "−18" with a true minus sign, as the rest of the site writes temperatures. */
function degrees(value: number): string {
  return `${value < 0 ? "−" : ""}${Math.abs(value)}`;
}

/** "0 to 2 °C", or "−18 °C or below" when there is no lower limit. */
export function formatTemperature({ minC, maxC }: { minC?: number; maxC: number }): string {
  return minC === undefined
    ? `${degrees(maxC)} °C or below`
    : `${degrees(minC)} to ${degrees(maxC)} °C`;
}

/** ["Whole round", "Whole gutted"] → "Whole round, whole gutted" */
export function listOf(items: string[]): string {
  return items
    .map((item, index) => (index === 0 ? item : item.charAt(0).toLowerCase() + item.slice(1)))
    .join(", ");
}

/** "FAO Major Fishing Area 51 (Western Indian Ocean)" */
export function faoArea(trade: Trade, terms: TradeTerms = tradeTerms): string {
  return `FAO Major Fishing Area ${trade.catchArea.faoMajorArea} (${terms.faoAreaName})`;
}

/** The states a product is offered in, in the order its forms list them. */
export function productStates(trade: Trade): ProductState[] {
  return [...new Set(trade.forms.map((form) => form.state))];
}

export function hsCodes(trade: Trade): string[] {
  return [...new Set(trade.forms.map((form) => form.hsCode))];
}

export function specificationGroups(
  product: Pick<Product, "texture" | "trade">,
  terms: TradeTerms = tradeTerms,
): SpecificationGroup[] {
  const { trade } = product;
  const states = productStates(trade);
  const perState = (value: (state: ProductState) => string) =>
    states.map((state) => `${STATE_LABELS[state]}: ${value(state)}`);
  const handling = (state: ProductState) => trade.handling.find((entry) => entry.state === state)!;
  const glazed = trade.handling.filter((entry) => entry.glazePercent);
  return [
    {
      heading: "Product",
      rows: [
        { label: "Scientific name", values: [`${trade.scientificName}; family ${trade.family}`] },
        { label: "Catch area", values: [faoArea(trade, terms), trade.catchArea.waters] },
        { label: "Fishing method", values: [trade.fishingMethod] },
        { label: "Season", values: [trade.season] },
        { label: "Country of origin", values: [terms.countryOfOrigin] },
        {
          label: "Forms and HS codes",
          values: trade.forms.map(
            (form) => `${STATE_LABELS[form.state]}: ${listOf(form.forms)} (HS ${form.hsCode})`,
          ),
        },
        { label: "Size grades", values: trade.sizeGrades },
        { label: "Texture", values: [product.texture] },
        { label: "Halal", values: [trade.halal] },
      ],
    },
    {
      heading: "Handling",
      rows: [
        {
          label: "Storage temperature",
          values: perState(
            (state) =>
              `${formatTemperature(handling(state).temperature)}; ${handling(state).conditions}`,
          ),
        },
        {
          label: "Shelf life",
          values: perState((state) => `${handling(state).shelfLife} (${handling(state).basis})`),
        },
        {
          label: "Food safety",
          values: [
            foodSafetyLines.general,
            ...trade.foodSafety.map((control) => foodSafetyLines[control]),
          ],
        },
      ],
    },
    {
      heading: "Packing and shipping",
      rows: [
        { label: "Packing", values: perState((state) => handling(state).packing) },
        { label: "Net weight", values: perState((state) => handling(state).netWeight) },
        ...(glazed.length > 0
          ? [
              {
                label: "Glaze",
                values: glazed.map(
                  ({ state, glazePercent }) =>
                    `${STATE_LABELS[state]}: ${glazePercent!.min}–${glazePercent!.max}% of the glazed weight; net weight is declared without glaze`,
                ),
              },
            ]
          : []),
        { label: "Transport", values: perState((state) => terms.shipping[state].mode) },
        {
          label: "Incoterms and ports",
          values: perState((state) => terms.shipping[state].incoterms.join("; ")),
        },
        { label: "Minimum order", values: perState((state) => terms.shipping[state].minimumOrder) },
        { label: "Lead time", values: perState((state) => terms.shipping[state].leadTime) },
        { label: "Payment terms", values: terms.paymentTerms },
      ],
    },
  ];
}

/** The export terms a stand-alone sheet adds to the product's own rows. */
export function exportGroup(terms: TradeTerms = tradeTerms): SpecificationGroup {
  return {
    heading: "Documents and markets",
    rows: [
      {
        label: "Documents",
        values: terms.documents.map((document) => `${document.term}: ${document.description}`),
      },
      {
        label: "Markets",
        values: [
          ...terms.markets.map((market) => `${market.term}: ${market.description}`),
          terms.marketsExcluded,
        ],
      },
    ],
  };
}

/** "23 November 2026" */
export function formatDataDate(isoDate: string = tradeTerms.dataDate): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
