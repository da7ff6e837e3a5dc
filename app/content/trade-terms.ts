import { parseEntry, tradeTermsSchema } from "./schema";

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
      mode: "Air freight, in leak-proof insulated boxes with gel packs",
      incoterms: ["FCA Garowe or Bosaso airport", "CPT the buyer's destination airport"],
      minimumOrder: "300 kg per air shipment",
      leadTime: "2–4 days from order confirmation, in season and subject to landings and flights",
    },
    live: {
      mode: "Air freight, packed to the IATA Live Animals Regulations",
      incoterms: ["FCA Garowe or Bosaso airport", "CPT the buyer's destination airport"],
      minimumOrder: "100 kg per air shipment",
      leadTime: "2–4 days from order confirmation, in the lobster season",
    },
    frozen: {
      mode: "Reefer container, 20′ or 40′, at −18 °C or below",
      incoterms: [
        "FOB Bosaso",
        "FOB Berbera (Somaliland) by arrangement",
        "CFR a named port, e.g. Jebel Ali, Dammam, Jeddah, Salalah, Mombasa or Djibouti",
      ],
      minimumOrder: "One 20′ reefer container (about 20 t); products may be mixed in one container",
      leadTime: "2–3 weeks from stock to loading; 4–6 weeks when produced to order",
    },
    dried: {
      mode: "Dry container, 20′ or 40′, kept out of the sun and the wet",
      incoterms: [
        "FOB Bosaso",
        "CFR a named port, e.g. Jebel Ali, Dammam, Jeddah, Salalah, Mombasa or Djibouti",
      ],
      minimumOrder: "5 t, which may share a container with other products",
      leadTime: "2–3 weeks from stock to loading",
    },
  },
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
      term: "Commercial invoice and packing list",
      description:
        "Products, size grades, lot numbers, number of cartons and net and gross weights, with net weight declared without glaze or ice.",
    },
    {
      term: "Bill of lading or air waybill",
      description:
        "The bill of lading for containers by sea; the air waybill for fresh fish and live lobster.",
    },
    {
      term: "Halal certificate",
      description: "Supplied where the buyer or the importing country asks for one.",
    },
    {
      term: "Histamine test report",
      description: "For each lot of king fish, skipjack tuna and sardine.",
    },
  ],
  markets: [
    {
      term: "Gulf",
      description:
        "The United Arab Emirates, Saudi Arabia, Oman and the other Gulf states, by reefer container by sea and by air.",
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
      text: "We reply with a price per kilogram on the Incoterm you choose, the packing, the earliest shipping date and the product's specification sheet.",
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
