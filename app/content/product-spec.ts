/**
 * The specification a buyer reads for one product, in three groups (product; handling; packing and
 * shipping), in either language. The product page and the PDF specification sheet both show exactly
 * these rows. The labels are pairs checked at build; the sentences are written per language.
 */
import { ciguateraLine, foodSafetyLines } from "./food-safety";
import { LOCALE_INFO, type Locale } from "./locale";
import { type Localized, requireTranslations } from "./localized";
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

/** The specification's own words in both languages; a missing Arabic fails the build. */
export const SPEC_WORDS = requireTranslations("app/content/product-spec.ts", {
  groups: {
    product: { en: "Product", ar: "المنتج" },
    handling: { en: "Handling", ar: "المناولة والتخزين" },
    packing: { en: "Packing and shipping", ar: "التعبئة والشحن" },
    documents: { en: "Documents", ar: "المستندات" },
    markets: { en: "Markets", ar: "الأسواق" },
  },
  rows: {
    scientificName: { en: "Scientific name", ar: "الاسم العلمي" },
    catchArea: { en: "Catch area", ar: "منطقة الصيد" },
    fishingMethod: { en: "Fishing method", ar: "طريقة الصيد" },
    season: { en: "Season", ar: "الموسم" },
    countryOfOrigin: { en: "Country of origin", ar: "بلد المنشأ" },
    establishmentApproval: { en: "Establishment approval", ar: "اعتماد المنشأة" },
    forms: { en: "Forms and HS codes", ar: "الأشكال وبنود التعرفة (رموز HS)" },
    sizeGrades: { en: "Size grades", ar: "فئات الحجم" },
    texture: { en: "Texture", ar: "القوام" },
    halal: { en: "Halal", ar: "حلال" },
    storageTemperature: { en: "Storage temperature", ar: "درجة حرارة التخزين" },
    shelfLife: { en: "Shelf life", ar: "فترة الصلاحية" },
    foodSafety: { en: "Food safety", ar: "سلامة الغذاء" },
    packing: { en: "Packing", ar: "التعبئة" },
    netWeight: { en: "Net weight", ar: "الوزن الصافي" },
    glaze: { en: "Glaze", ar: "طبقة الثلج الواقية (التزجيج)" },
    packSize: { en: "Pack size", ar: "أبعاد العبوة ووزنها" },
    containerLoad: { en: "Container load", ar: "حمولة الحاوية" },
    transport: { en: "Transport", ar: "النقل" },
    incoterms: { en: "Incoterms and ports", ar: "قواعد إنكوترمز والموانئ" },
    minimumOrder: { en: "Minimum order", ar: "الحد الأدنى للطلب" },
    leadTime: { en: "Lead time", ar: "مدة التوريد" },
    paymentTerms: { en: "Payment terms", ar: "شروط الدفع" },
    notServed: { en: "Not served", ar: "أسواق لا نخدمها" },
  },
  states: {
    chilled: { en: "Chilled", ar: "مبرّد" },
    frozen: { en: "Frozen", ar: "مجمّد" },
    live: { en: "Live", ar: "حيّ" },
    dried: { en: "Dried", ar: "مجفّف" },
  },
  // What a buyer reads net weights without: ice and gel packs, glaze, or nothing.
  netWeightExcludes: {
    chilled: { en: "declared without ice or gel packs", ar: "دون الثلج أو عبوات التبريد" },
    frozen: { en: "declared without glaze", ar: "دون طبقة الثلج الواقية" },
    live: { en: "live weight", ar: "وزن حي" },
    dried: { en: "net of packing", ar: "دون وزن التعبئة" },
  },
});

export const STATE_LABELS: Record<ProductState, Localized> = SPEC_WORDS.states;

/** "−18" with a true minus sign, as the rest of the site writes temperatures. */
function degrees(value: number): string {
  return `${value < 0 ? "−" : ""}${Math.abs(value)}`;
}

/** 12345 → "12,345", in Latin digits in both languages. */
function count(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].intl).format(value);
}

/** 12320 kg → "12.3" tonnes */
function tonnes(kilograms: number): string {
  return (kilograms / 1000).toFixed(1);
}

interface Temperature {
  minC?: number;
  maxC: number;
}

/**
 * The sentences of the specification, written for each language: word order, list joining and
 * punctuation as that language writes them. Each takes values already in the language.
 */
interface SpecTemplates {
  temperature(temperature: Temperature): string;
  list(items: string[]): string;
  scientificName(name: string, family: string): string;
  faoArea(area: number, name: string): string;
  approval(establishment: string, authority: string, number: string): string;
  line(label: string, value: string): string;
  form(state: string, forms: string, hsCode: string): string;
  storage(temperature: string, conditions: string): string;
  shelfLife(shelfLife: string, basis: string): string;
  packLabel(state: string, contents: string): string;
  netWeight(label: string, netKg: number, unit: string, excludes: string): string;
  glaze(state: string, min: number, max: number): string;
  packSize(label: string, unit: string, size: Pack["outsideMm"], grossKg: number): string;
  containerLoad(container: string, packs: number, units: string, netKg: number): string;
  loads(label: string, loads: string[]): string;
}

/** "و" (and) is written on to the Arabic word it joins, with a space before digits or Latin. */
function arabicAnd(item: string): string {
  return /^[\u0600-\u06FF]/.test(item) ? `و${item}` : `و ${item}`;
}

const TEMPLATES: Record<Locale, SpecTemplates> = {
  en: {
    temperature: ({ minC, maxC }) =>
      minC === undefined
        ? `${degrees(maxC)} °C or below`
        : `${degrees(minC)} to ${degrees(maxC)} °C`,
    list: (items) =>
      items
        .map((item, index) => (index === 0 ? item : item.charAt(0).toLowerCase() + item.slice(1)))
        .join(", "),
    scientificName: (name, family) => `${name}; family ${family}`,
    faoArea: (area, name) => `FAO Major Fishing Area ${area} (${name})`,
    approval: (establishment, authority, number) => `${establishment}: ${authority} No. ${number}`,
    line: (label, value) => `${label}: ${value}`,
    form: (state, forms, hsCode) => `${state}: ${forms} (HS ${hsCode})`,
    storage: (temperature, conditions) => `${temperature}; ${conditions}`,
    shelfLife: (shelfLife, basis) => `${shelfLife} (${basis})`,
    packLabel: (state, contents) => `${state}, ${contents}`,
    netWeight: (label, netKg, unit, excludes) => `${label}: ${netKg} kg per ${unit}, ${excludes}`,
    glaze: (state, min, max) =>
      `${state}: ${min}–${max}% of the glazed weight; net weight is declared without glaze`,
    packSize: (label, unit, { length, width, height }, grossKg) =>
      `${label}: ${unit} ${length} × ${width} × ${height} mm outside, ${grossKg} kg gross`,
    containerLoad: (container, packs, units, netKg) =>
      `${container} ${count(packs, "en")} ${units}, ${tonnes(netKg)} t net`,
    loads: (label, loads) => `${label}: ${loads.join("; ")}`,
  },
  ar: {
    temperature: ({ minC, maxC }) =>
      minC === undefined ? `${degrees(maxC)} °م أو أقل` : `${degrees(minC)}–${degrees(maxC)} °م`,
    list: (items) =>
      items.length < 2
        ? items.join("")
        : `${items.slice(0, -1).join("، ")} ${arabicAnd(items.at(-1)!)}`,
    scientificName: (name, family) => `${name}؛ الفصيلة: ${family}`,
    faoArea: (area, name) => `منطقة الصيد الرئيسية ${area} لمنظمة الأغذية والزراعة (${name})`,
    approval: (establishment, authority, number) => `${establishment}: ${authority}، رقم ${number}`,
    line: (label, value) => `${label}: ${value}`,
    form: (state, forms, hsCode) => `${state}: ${forms} (رمز HS ${hsCode})`,
    storage: (temperature, conditions) => `${temperature}؛ ${conditions}`,
    shelfLife: (shelfLife, basis) => `${shelfLife} (${basis})`,
    packLabel: (state, contents) => `${state}، ${contents}`,
    netWeight: (label, netKg, unit, excludes) =>
      `${label}: ${count(netKg, "ar")} kg لكل ${unit}، ${excludes}`,
    glaze: (state, min, max) =>
      `${state}: ${min}–${max}% من الوزن مع طبقة الثلج؛ ويُصرَّح بالوزن الصافي دونها`,
    packSize: (label, unit, { length, width, height }, grossKg) =>
      `${label}: ${unit}، الأبعاد الخارجية ${length} × ${width} × ${height} mm، الوزن القائم ${count(grossKg, "ar")} kg`,
    // The count follows its plural noun, as a packing list writes it: "عدد الكراتين 1,232".
    containerLoad: (container, packs, units, netKg) =>
      `${container}: عدد ${units} ${count(packs, "ar")}، بوزن صافٍ ${tonnes(netKg)} طن`,
    loads: (label, loads) => `${label}: ${loads.join("؛ ")}`,
  },
};

/** "0 to 2 °C", or "−18 °C or below" when there is no lower limit; "0–2 °م", "−18 °م أو أقل". */
export function formatTemperature(temperature: Temperature, locale: Locale): string {
  return TEMPLATES[locale].temperature(temperature);
}

/** ["Whole round", "Whole gutted"] → "Whole round, whole gutted"; in Arabic "أ، ب وج". */
export function listOf(items: string[], locale: Locale): string {
  return TEMPLATES[locale].list(items);
}

/** "FAO Major Fishing Area 51 (Western Indian Ocean)" */
export function faoArea(trade: Trade, locale: Locale, terms: TradeTerms = tradeTerms): string {
  return TEMPLATES[locale].faoArea(trade.catchArea.faoMajorArea, terms.faoAreaName[locale]);
}

/** The states a product is offered in, in the order its forms list them. */
export function productStates(trade: Trade): ProductState[] {
  return [...new Set(trade.forms.map((form) => form.state))];
}

/** The product's HS codes, each once (the same in both languages). */
export function hsCodes(trade: { forms: readonly { hsCode: string }[] }): string[] {
  return [...new Set(trade.forms.map((form) => form.hsCode))];
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
function labelledPacks(trade: Trade, locale: Locale): LabelledPack[] {
  const packs = trade.forms.flatMap((form) =>
    form.packs.map((pack) => ({ state: form.state, pack })),
  );
  const unique = packs.filter(
    (entry, index) => packs.findIndex((other) => other.pack === entry.pack) === index,
  );
  return unique.map(({ state, pack }) => {
    const several = unique.filter((entry) => entry.state === state).length > 1;
    const stateLabel = STATE_LABELS[state][locale];
    return {
      state,
      pack,
      label: several ? TEMPLATES[locale].packLabel(stateLabel, pack.contents[locale]) : stateLabel,
    };
  });
}

function hasFillets(trade: Trade): boolean {
  return trade.forms.some((form) => form.hsCode.startsWith("0304"));
}

function hasWholeFish(trade: Trade): boolean {
  return trade.forms.some((form) => /^030[23]/.test(form.hsCode));
}

/** The product's specification rows in one language. */
export function specificationGroups(
  product: Pick<Product, "texture" | "trade">,
  locale: Locale,
  terms: TradeTerms = tradeTerms,
): SpecificationGroup[] {
  const { trade } = product;
  const write = TEMPLATES[locale];
  const label = (key: keyof typeof SPEC_WORDS.rows) => SPEC_WORDS.rows[key][locale];
  const heading = (key: keyof typeof SPEC_WORDS.groups) => SPEC_WORDS.groups[key][locale];
  const stateLabel = (state: ProductState) => STATE_LABELS[state][locale];
  const states = productStates(trade);
  const perState = (value: (state: ProductState) => string) =>
    states.map((state) => write.line(stateLabel(state), value(state)));
  const handling = (state: ProductState) => trade.handling.find((entry) => entry.state === state)!;
  const shipping = (state: ProductState) => terms.shipping[state]!;
  const glazed = trade.handling.filter((entry) => entry.glazePercent);
  const packs = labelledPacks(trade, locale);
  const shippedPacks = packs.filter(({ state }) => containersFor(state, terms).length > 0);
  const approval = terms.establishmentApproval;
  return [
    {
      heading: heading("product"),
      rows: [
        {
          label: label("scientificName"),
          values: [write.scientificName(trade.scientificName[locale], trade.family)],
        },
        {
          label: label("catchArea"),
          values: [faoArea(trade, locale, terms), trade.catchArea.waters[locale]],
        },
        { label: label("fishingMethod"), values: [trade.fishingMethod[locale]] },
        { label: label("season"), values: [trade.season[locale]] },
        { label: label("countryOfOrigin"), values: [terms.countryOfOrigin[locale]] },
        ...(approval
          ? [
              {
                label: label("establishmentApproval"),
                values: [
                  write.approval(
                    approval.establishment[locale],
                    approval.authority[locale],
                    approval.number,
                  ),
                ],
              },
            ]
          : []),
        {
          label: label("forms"),
          values: trade.forms.map((form) =>
            write.form(
              stateLabel(form.state),
              write.list(form.forms.map((name) => name[locale])),
              form.hsCode,
            ),
          ),
        },
        { label: label("sizeGrades"), values: trade.sizeGrades.map((grade) => grade[locale]) },
        { label: label("texture"), values: [product.texture[locale]] },
        { label: label("halal"), values: [trade.halal[locale]] },
      ],
    },
    {
      heading: heading("handling"),
      rows: [
        {
          label: label("storageTemperature"),
          values: perState((state) =>
            write.storage(
              write.temperature(handling(state).temperature),
              handling(state).conditions[locale],
            ),
          ),
        },
        {
          label: label("shelfLife"),
          values: perState((state) =>
            write.shelfLife(handling(state).shelfLife[locale], handling(state).basis[locale]),
          ),
        },
        {
          label: label("foodSafety"),
          values: [
            foodSafetyLines.general[locale],
            ...trade.foodSafety.map((control) =>
              control === "histamine"
                ? foodSafetyLines.histamine[locale]
                : ciguateraLine(trade.ciguateraLimits ?? [], {
                    fillets: hasFillets(trade),
                    wholeFish: hasWholeFish(trade),
                  })[locale],
            ),
          ],
        },
      ],
    },
    {
      heading: heading("packing"),
      rows: [
        {
          label: label("packing"),
          values: packs.map(({ label: packLabel, pack }) =>
            write.line(packLabel, pack.description[locale]),
          ),
        },
        {
          label: label("netWeight"),
          values: packs.map(({ label: packLabel, state, pack }) =>
            write.netWeight(
              packLabel,
              pack.netKg,
              pack.unit[locale],
              SPEC_WORDS.netWeightExcludes[state][locale],
            ),
          ),
        },
        ...(glazed.length > 0
          ? [
              {
                label: label("glaze"),
                values: glazed.map(({ state, glazePercent }) =>
                  write.glaze(stateLabel(state), glazePercent!.min, glazePercent!.max),
                ),
              },
            ]
          : []),
        {
          label: label("packSize"),
          values: packs.map(({ label: packLabel, pack }) =>
            write.packSize(packLabel, pack.unit[locale], pack.outsideMm, pack.grossKg),
          ),
        },
        ...(shippedPacks.length > 0
          ? [
              {
                label: label("containerLoad"),
                values: shippedPacks.map(({ label: packLabel, state, pack }) =>
                  write.loads(
                    packLabel,
                    containersFor(state, terms).map((container) => {
                      const load = containerLoad(pack, container);
                      return write.containerLoad(
                        container.name[locale],
                        load.cartons,
                        pack.units[locale],
                        load.netKg,
                      );
                    }),
                  ),
                ),
              },
            ]
          : []),
        { label: label("transport"), values: perState((state) => shipping(state).mode[locale]) },
        {
          label: label("incoterms"),
          values: perState((state) => listIncoterms(shipping(state).incoterms)[locale]),
        },
        {
          label: label("minimumOrder"),
          values: perState((state) => shipping(state).minimumOrder[locale]),
        },
        {
          label: label("leadTime"),
          values: perState((state) => shipping(state).leadTime[locale]),
        },
        {
          label: label("paymentTerms"),
          values: terms.paymentTerms.map((paymentTerm) => paymentTerm[locale]),
        },
      ],
    },
    {
      heading: heading("documents"),
      rows: documentsFor(trade, terms).map((document) => ({
        label: document.term[locale],
        values: [document.description[locale]],
      })),
    },
  ];
}

/** The markets a stand-alone sheet adds to the product's own rows. */
export function marketsGroup(locale: Locale, terms: TradeTerms = tradeTerms): SpecificationGroup {
  return {
    heading: SPEC_WORDS.groups.markets[locale],
    rows: [
      ...terms.markets.map((market) => ({
        label: market.term[locale],
        values: [market.description[locale]],
      })),
      { label: SPEC_WORDS.rows.notServed[locale], values: [terms.marketsExcluded[locale]] },
    ],
  };
}

/** "23 November 2026"; "23 نوفمبر 2026" (Gregorian months, Latin digits). */
export function formatDataDate(locale: Locale, isoDate: string = tradeTerms.dataDate): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
