import { parseEntry, tradeTermsSchema } from "./schema";

/** Incoterms 2020 rules for containers: the risk passes at the container terminal, not on board. */
const CONTAINER_INCOTERMS = [
  { rule: "FCA", place: "Bosaso port container terminal" },
  { rule: "FCA", place: "Berbera (Somaliland) container terminal, by arrangement" },
  {
    rule: "CPT",
    place: "a named port, e.g. Jebel Ali, Dammam, Jeddah, Salalah, Mombasa or Djibouti",
  },
  { rule: "CIP", place: "the same named ports, with the cargo insured by us" },
] as const;

const AIR_INCOTERMS = [
  { rule: "FCA", place: "Garowe or Bosaso airport" },
  { rule: "CPT", place: "the buyer's destination airport" },
  { rule: "CIP", place: "the buyer's destination airport, with the cargo insured by us" },
] as const;

/** "FCA Bosaso port container terminal; CPT a named port…" */
export function listIncoterms(incoterms: readonly { rule: string; place: string }[]): string {
  return incoterms.map(({ rule, place }) => `${rule} ${place}`).join("; ");
}

/**
 * The commercial terms behind every product page and specification sheet. Minimum orders, lead
 * times, payment terms, ports and Incoterms are the business's own defaults: change them here.
 */
export const tradeTerms = parseEntry("app/content/trade-terms.ts", tradeTermsSchema, {
  dataDate: "2026-11-23",
  countryOfOrigin: "Somalia (Puntland State)",
  faoAreaName: "Western Indian Ocean",
  shipping: {
    chilled: {
      transport: "air",
      mode: "Air freight, in leak-proof insulated boxes with gel packs",
      incoterms: AIR_INCOTERMS,
      minimumOrder: "300 kg per air shipment",
      leadTime: "2–4 days from order confirmation, in season and subject to landings and flights",
    },
    live: {
      transport: "air",
      mode: "Air freight, packed to the IATA Live Animals Regulations",
      incoterms: AIR_INCOTERMS,
      minimumOrder: "100 kg per air shipment",
      leadTime: "2–4 days from order confirmation, in the lobster season",
    },
    frozen: {
      transport: "reefer",
      mode: "Reefer container, 20′ or 40′ high cube, at −18 °C or below",
      incoterms: CONTAINER_INCOTERMS,
      minimumOrder:
        "One 20′ reefer container; products may be mixed in one container (see the container loads for the tonnage of each pack)",
      leadTime: "2–3 weeks from stock to loading; 4–6 weeks when produced to order",
    },
    dried: {
      transport: "dry",
      mode: "Dry container, 20′ or 40′, stowed away from the container doors and kept out of the sun",
      incoterms: CONTAINER_INCOTERMS,
      minimumOrder: "5 t, about one 20′ dry container",
      leadTime: "2–3 weeks from stock to loading",
    },
  },
  containers: [
    {
      name: "20′ reefer",
      kind: "reefer",
      stowageMm: { length: 5450, width: 2285, height: 2160 },
      maxPayloadKg: 24500,
    },
    {
      name: "40′ high-cube reefer",
      kind: "reefer",
      stowageMm: { length: 11590, width: 2285, height: 2400 },
      maxPayloadKg: 24900,
    },
    {
      name: "20′ dry container",
      kind: "dry",
      stowageMm: { length: 5898, width: 2352, height: 2393 },
      maxPayloadKg: 28200,
    },
    {
      name: "40′ dry container",
      kind: "dry",
      stowageMm: { length: 12032, width: 2352, height: 2393 },
      maxPayloadKg: 26700,
    },
  ],
  paymentTerms: [
    "First orders: 30% with the signed proforma invoice, 70% against copies of the shipping documents",
    "Or an irrevocable letter of credit payable at sight",
    "Prices in US dollars; a quotation holds for 7 days",
  ],
  documents: [
    {
      term: "Health certificate",
      description:
        "Issued for each consignment by Somalia's competent authority for fishery products, stating that the goods are fit for human consumption.",
    },
    {
      term: "Certificate of origin",
      description: "Declares Somalia as the country of origin.",
    },
    {
      term: "Catch certificate",
      description:
        "The catch area, landing site and landing dates of each lot, from the competent authority, where the importing country asks for proof of legal catch.",
    },
    {
      term: "Commercial invoice and packing list",
      description:
        "Products, size grades, lot numbers, number of cartons and net and gross weights, with net weight declared without glaze or ice.",
    },
    {
      term: "Bill of lading",
      description:
        "For containers by sea. Under FCA we can instruct the carrier to issue an on-board bill of lading when a letter of credit calls for one.",
      states: ["frozen", "dried"],
    },
    {
      term: "Air waybill",
      description: "For fresh fish and live lobster by air.",
      states: ["chilled", "live"],
    },
    {
      term: "Shipper's certification for live animals",
      description:
        "The declaration the IATA Live Animals Regulations require with every consignment of live animals by air, with the packing and handling instructions for the lobsters.",
      states: ["live"],
    },
    {
      term: "CITES statement",
      description:
        "A statement on the invoice that the spiny lobsters (Panulirus homarus, P. ornatus) are not species listed in the CITES Appendices, so no CITES permit applies.",
      states: ["live"],
    },
    {
      term: "Histamine test report",
      description:
        "For each lot of king fish, skipjack tuna and oil sardine: the results of 9 fish against the EU histamine criterion, screened on site and confirmed by HPLC (EN ISO 19343) at an accredited laboratory.",
      control: "histamine",
    },
    {
      term: "Halal certificate",
      description: "Supplied where the buyer or the importing country asks for one.",
      families: ["Scombridae", "Serranidae", "Lutjanidae", "Clupeidae"],
    },
    {
      term: "Halal certificate for lobster",
      description:
        "Supplied where asked for, from a certifier that follows the Shafi'i, Maliki or Hanbali schools, which permit lobster; the Hanafi school generally does not.",
      families: ["Palinuridae"],
    },
    {
      term: "Labels for the Gulf (GCC)",
      description:
        "Every carton labelled in Arabic and English, as GSO 9 requires: product and species, net weight, lot, country of origin, producer, storage conditions, and the production and expiry dates, written in full (day, month and year for a shelf life under 3 months; month and year for a longer one), as GSO 150 sets out.",
    },
    {
      term: "SFDA listing (Saudi Arabia)",
      description:
        "Saudi Arabia admits fishery products only from foreign establishments on the Saudi Food and Drug Authority's approved list. We accept an order for Saudi Arabia once our Badey establishment's listing is confirmed.",
    },
  ],
  incotermsOffered: [
    {
      term: "By sea, in reefer or dry containers",
      description: `${listIncoterms(CONTAINER_INCOTERMS)}. A container is handed to the carrier at the terminal before it is loaded on the ship, so ICC Incoterms 2020 advises FCA, CPT and CIP rather than FOB, CFR and CIF, which pass the risk only once the goods are on board.`,
    },
    {
      term: "By air",
      description: `${listIncoterms(AIR_INCOTERMS)}. FOB, CFR and CIF are rules for sea transport and are not used for air freight.`,
    },
  ],
  markets: [
    {
      term: "Gulf",
      description:
        "The United Arab Emirates, Saudi Arabia, Oman and the other Gulf states, by reefer container by sea and by air, with cartons labelled in Arabic and English.",
    },
    {
      term: "Yemen",
      description:
        "Aden and Mukalla, across the Gulf of Aden from Bosaso: frozen and dried fish, FCA Bosaso, with payment in full before loading.",
    },
    {
      term: "East Africa",
      description: "Kenya, Djibouti and, through Djibouti, Ethiopia.",
    },
    {
      term: "North Africa",
      description: "Egypt, with frozen and dried fish by sea.",
    },
    {
      term: "Asia",
      description:
        "Importers in countries whose rules admit fishery products from Somalia; we confirm this for each destination before we quote.",
    },
  ],
  marketsExcluded:
    "We do not export to the European Union: Somalia is not on the EU's list of countries approved to export fishery products (Commission Implementing Regulation (EU) 2021/405).",
  orderSteps: [
    {
      title: "Enquiry",
      text: "Tell us the product, form, size grade, quantity, destination port or airport and when you need it.",
    },
    {
      title: "Quotation",
      text: "We reply with a price per kilogram on the Incoterm you choose (FCA, CPT or CIP, see below), the packing, the earliest shipping date and the product's specification sheet.",
    },
    {
      title: "Proforma invoice",
      text: "Once you accept, we send a proforma invoice setting out products, grades, packing, quantities, price, Incoterm, shipping date and payment terms, for you to sign.",
    },
    {
      title: "Payment",
      text: "You pay the deposit or open the letter of credit, as agreed on the proforma invoice.",
    },
    {
      title: "Production",
      text: "We pack the order from stock or produce it to your specification, test each lot as required and send you photographs of the packed cartons. You may inspect before loading.",
    },
    {
      title: "Documents and shipping",
      text: "We load the container or hand the boxes to the airline, send copies of the documents, and release the originals when the balance is paid or through the bank under the letter of credit.",
    },
  ],
});
