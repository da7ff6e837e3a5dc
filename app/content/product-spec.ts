/**
 * The specification a buyer reads for one product, in three groups (product; handling; packing and
 * shipping). The product page and the PDF specification sheet both show exactly these rows.
 */
import { ciguateraLine, foodSafetyLines } from "./food-safety";
import type {
  Container,
  Pack,
  Product,
  ProductState,
  TradeDocument,
  Trade,
  TradeTerms,
} from "./schema";
import { listIncoterms, tradeTerms } from "./trade-terms";

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

/** What a buyer reads net weights without: ice and gel packs, glaze, or nothing. */
const NET_WEIGHT_EXCLUDES: Record<ProductState, string> = {
  chilled: "declared without ice or gel packs",
  frozen: "declared without glaze",
  live: "live weight",
  dried: "net of packing",
};

/** 12345 → "12,345" */
function count(value: number): string {
  return new Intl.NumberFormat("en-GB").format(value);
}

/** 12320 kg → "12.3 t" */
function tonnes(kilograms: number): string {
  return `${(kilograms / 1000).toFixed(1)} t`;
}

export interface ContainerLoad {
  container: Container;
  cartons: number;
  netKg: number;
  grossKg: number;
}

/**
 * How many packs of one kind fill a container, block stowed in one orientation on the floor and
 * stacked to the load line, and capped by the container's payload: a planning figure, not a stowage
 * plan. The net weight is always the pack count times the pack's net weight.
 */
export function containerLoad(pack: Pack, container: Container): ContainerLoad {
  const space = container.stowageMm;
  const { length, width, height } = pack.outsideMm;
  const perLayer = Math.max(
    Math.floor(space.length / length) * Math.floor(space.width / width),
    Math.floor(space.length / width) * Math.floor(space.width / length),
  );
  const byVolume = perLayer * Math.floor(space.height / height);
  const byWeight = Math.floor(container.maxPayloadKg / pack.grossKg);
  const cartons = Math.min(byVolume, byWeight);
  return {
    container,
    cartons,
    netKg: cartons * pack.netKg,
    grossKg: Math.round(cartons * pack.grossKg),
  };
}

/** The containers a state's goods travel in: none for air freight. */
export function containersFor(state: ProductState, terms: TradeTerms = tradeTerms): Container[] {
  const transport = terms.shipping[state]?.transport;
  return terms.containers.filter((container) => container.kind === transport);
}

/** The documents that go with this product: all general ones, and those for its states or controls. */
export function documentsFor(trade: Trade, terms: TradeTerms = tradeTerms): TradeDocument[] {
  const states = productStates(trade);
  return terms.documents.filter(
    (document) =>
      (!document.states || document.states.some((state) => states.includes(state))) &&
      (!document.control || trade.foodSafety.includes(document.control)) &&
      (!document.families || document.families.includes(trade.family)),
  );
}

interface LabelledPack {
  state: ProductState;
  label: string;
  pack: Pack;
}

/** Every pack of a product, labelled by state, and by contents when a state has several packs. */
function labelledPacks(trade: Trade): LabelledPack[] {
  const packs = trade.forms.flatMap((form) =>
    form.packs.map((pack) => ({ state: form.state, pack })),
  );
  const unique = packs.filter(
    (entry, index) => packs.findIndex((other) => other.pack === entry.pack) === index,
  );
  return unique.map(({ state, pack }) => {
    const several = unique.filter((entry) => entry.state === state).length > 1;
    return {
      state,
      pack,
      label: several ? `${STATE_LABELS[state]}, ${pack.contents}` : STATE_LABELS[state],
    };
  });
}

function hasFillets(trade: Trade): boolean {
  return trade.forms.some((form) => form.hsCode.startsWith("0304"));
}

function hasWholeFish(trade: Trade): boolean {
  return trade.forms.some((form) => /^030[23]/.test(form.hsCode));
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
  const packs = labelledPacks(trade);
  const shippedPacks = packs.filter(({ state }) => containersFor(state, terms).length > 0);
  const approval = terms.establishmentApproval;
  return [
    {
      heading: "Product",
      rows: [
        { label: "Scientific name", values: [`${trade.scientificName}; family ${trade.family}`] },
        { label: "Catch area", values: [faoArea(trade, terms), trade.catchArea.waters] },
        { label: "Fishing method", values: [trade.fishingMethod] },
        { label: "Season", values: [trade.season] },
        { label: "Country of origin", values: [terms.countryOfOrigin] },
        ...(approval
          ? [
              {
                label: "Establishment approval",
                values: [`${approval.establishment}: ${approval.authority} No. ${approval.number}`],
              },
            ]
          : []),
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
            ...trade.foodSafety.map((control) =>
              control === "histamine"
                ? foodSafetyLines.histamine
                : ciguateraLine(trade.ciguateraLimits ?? [], {
                    fillets: hasFillets(trade),
                    wholeFish: hasWholeFish(trade),
                  }),
            ),
          ],
        },
      ],
    },
    {
      heading: "Packing and shipping",
      rows: [
        {
          label: "Packing",
          values: packs.map(({ label, pack }) => `${label}: ${pack.description}`),
        },
        {
          label: "Net weight",
          values: packs.map(
            ({ label, state, pack }) =>
              `${label}: ${pack.netKg} kg per ${pack.unit}, ${NET_WEIGHT_EXCLUDES[state]}`,
          ),
        },
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
        {
          label: "Pack size",
          values: packs.map(({ label, pack }) => {
            const { length, width, height } = pack.outsideMm;
            return `${label}: ${pack.unit} ${length} × ${width} × ${height} mm outside, ${pack.grossKg} kg gross`;
          }),
        },
        ...(shippedPacks.length > 0
          ? [
              {
                label: "Container load",
                values: shippedPacks.map(({ label, state, pack }) => {
                  const loads = containersFor(state, terms).map((container) => {
                    const load = containerLoad(pack, container);
                    return `${container.name} ${count(load.cartons)} ${pack.unit}s, ${tonnes(load.netKg)} net`;
                  });
                  return `${label}: ${loads.join("; ")}`;
                }),
              },
            ]
          : []),
        { label: "Transport", values: perState((state) => terms.shipping[state].mode) },
        {
          label: "Incoterms and ports",
          values: perState((state) => listIncoterms(terms.shipping[state].incoterms)),
        },
        { label: "Minimum order", values: perState((state) => terms.shipping[state].minimumOrder) },
        { label: "Lead time", values: perState((state) => terms.shipping[state].leadTime) },
        { label: "Payment terms", values: terms.paymentTerms },
      ],
    },
    {
      heading: "Documents",
      rows: documentsFor(trade, terms).map((document) => ({
        label: document.term,
        values: [document.description],
      })),
    },
  ];
}

/** The markets a stand-alone sheet adds to the product's own rows. */
export function marketsGroup(terms: TradeTerms = tradeTerms): SpecificationGroup {
  return {
    heading: "Markets",
    rows: [
      ...terms.markets.map((market) => ({ label: market.term, values: [market.description] })),
      { label: "Not served", values: [terms.marketsExcluded] },
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
