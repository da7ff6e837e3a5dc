import {
  ciguateraLimitsInWords,
  HISTAMINE_ICING_HOURS,
  histamineLimitsText,
  NEVER_BOUGHT_SNAPPERS,
} from "./food-safety";
import { FILLET_PACKING_IN_WORDS } from "./packing";
import { parseContent, serviceSchema } from "./schema";
import { tradeTerms } from "./trade-terms";

export const services = parseContent("app/content/services.ts", serviceSchema, [
  {
    slug: "fish-processing",
    title: "Fish Processing and Packaging",
    icon: "factory",
    summary:
      "Fish landed on the Eyl coast is gutted, scaled, filleted, graded and packed at our Badey site within hours of coming ashore.",
    featured: true,
    image: "service-fish-processing",
    whatWeOffer: [
      "Our processing site at Badey is close to where the boats come in, so the catch reaches our tables while it is still fresh. Every landing is weighed and checked on arrival, then washed, gutted and scaled by a team that handles fish every working day, with the fish kept in melting ice at 0–2 °C throughout.",
      "From there we cut to order: whole gutted fish, steaks, loins, and skin-on or skinless fillets. Fish are graded by species and size so that each carton holds a consistent product, and weights are recorded against every batch.",
      `Packing is matched to how the product will travel. Fresh fish goes into iced, insulated boxes; ${FILLET_PACKING_IN_WORDS.chilled} for air freight, and ${FILLET_PACKING_IN_WORDS.frozen} into master cartons before they move into cold storage. Each carton is labelled in Arabic and English with species, grade, net weight, production and expiry dates and lot number, so it can be traced back to the day it was landed.`,
    ],
    benefits: [
      "Fish handled within hours of landing",
      "Cuts and portion sizes to your order",
      "Consistent size grading in every carton",
      "Vacuum packing and blast freezing on site",
      "Lot labelling that traces every carton to its landing",
    ],
    seoDescription:
      "Gutting, scaling, filleting, size grading, vacuum packing and blast freezing of fresh fish at our Badey processing site on Puntland's Eyl coast.",
  },
  {
    slug: "cold-storage",
    title: "Cold Storage and Transportation",
    icon: "snowflake",
    summary:
      "A cold chain at −18 °C or below, from our blast freezers at Badey by reefer truck to our cold store in Garowe and on to the port of Bosaso.",
    featured: false,
    image: "service-cold-storage",
    whatWeOffer: [
      "Frozen product leaves Badey in refrigerated reefer trucks bound for our cold storage site at Garowe. Trucks are cooled before loading and temperatures are monitored for the whole journey inland, so fish arrives as cold as it left the freezer.",
      "At Garowe, product is held at −18 °C or colder, with stock recorded by lot and rotated first in, first out. Garowe is the capital of Puntland and lies on the main road north to Bosaso, Puntland's port on the Gulf of Aden, which makes it a practical staging point for export shipments and for buyers across Somalia.",
      "Our cold store and trucks are also available to other businesses. If you have frozen seafood that needs holding or moving under temperature control, we can quote for space in our store and for reefer haulage on our routes.",
    ],
    benefits: [
      "An unbroken cold chain at −18 °C",
      "Reefer trucks running from Badey to Garowe",
      "Temperature records for every load",
      "Stock tracked by lot and rotated first in, first out",
      "Storage and haulage available to other businesses",
    ],
    seoDescription:
      "Cold storage at −18 °C in Garowe and reefer transport from our Badey processing site, keeping Puntland seafood frozen from freezer to port.",
  },
  {
    slug: "seafood-export",
    title: "Seafood Export Services",
    icon: "ship",
    summary:
      "Documents, packing and shipping that take Puntland seafood to buyers in the Gulf, East and North Africa and Asia, by container from Bosaso or by air.",
    featured: false,
    image: "service-seafood-export",
    whatWeOffer: [
      "Selling seafood across borders depends as much on documents as on fish. For each consignment we prepare the commercial invoice and packing list and obtain the health certificate from Somalia's competent authority, the certificate of origin and, where asked, a halal certificate, so a shipment is not held up waiting for paperwork.",
      "Frozen and dried products leave by container from Bosaso, Puntland's port on the Gulf of Aden; Berbera, in Somaliland, is an alternative by arrangement. Fresh fish and live lobster go by air. We book reefer container space, plan loading from our Garowe cold store and keep frozen product at −18 °C or below right up to the container door.",
      "We sell to importers in the Gulf, East and North Africa and Asia, and confirm before we quote that the destination admits fishery products from Somalia. New buyers can start with a trial consignment to judge our quality before committing to larger volumes.",
    ],
    benefits: [
      "Export documents prepared for every consignment",
      "Reefer containers from Bosaso, 20′ or 40′",
      "Air freight for fresh fish and live lobster",
      "Frozen product kept at −18 °C or below to the container door",
      "Trial consignments for new buyers",
      "Updates from loading to arrival",
    ],
    sections: [
      {
        kind: "steps",
        id: "how-to-order",
        heading: "How to Order",
        intro:
          "Six steps from your first message to the goods on their way. Minimum orders, lead times and payment terms for each product are on its specification sheet.",
        steps: tradeTerms.orderSteps,
      },
      {
        kind: "terms",
        id: "incoterms",
        heading: "Incoterms We Offer",
        intro:
          "We quote on Incoterms 2020 rules that fit how the goods travel. The named place sets where the risk passes to you.",
        terms: tradeTerms.incotermsOffered,
      },
      {
        kind: "terms",
        id: "documents",
        heading: "Shipping Documents and Labels",
        intro:
          "Not every document goes with every product: each product's specification sheet lists the documents that come with it.",
        terms: tradeTerms.documents.map(({ term, description }) => ({ term, description })),
      },
      {
        kind: "terms",
        id: "markets",
        heading: "Markets We Serve",
        intro: tradeTerms.marketsExcluded,
        terms: tradeTerms.markets,
      },
    ],
    seoDescription:
      "Seafood export from Puntland via Bosaso and by air to the Gulf, East and North Africa and Asia: health certificates, origin papers, reefer shipping.",
  },
  {
    slug: "custom-processing",
    title: "Custom Processing",
    icon: "scissors",
    summary:
      "Cuts, portion weights, pack sizes and labels made to your specification, whether you supply hotel kitchens, retailers or wholesalers.",
    featured: false,
    image: "service-custom-processing",
    whatWeOffer: [
      "Not every buyer wants the same product. We work from your specification: species, cut, trim, portion weight, skin on or off, bone in or out, and the pack size that suits your kitchen, shelf or distribution network.",
      "We produce skipjack loins, king fish steaks and fillets, whole gutted or butterflied fish, lobster tails and portion-controlled fillets. Our standard packs are on each product's specification sheet: chilled fillets vacuum packed, frozen fillets individually quick frozen (IQF) and glazed. Pack sizes and labels can be made to your specification, with your product codes and the languages your market requires.",
      "Before a full run we produce a sample batch for your approval. Once the specification is agreed it is written down and followed on every order, so your fortieth delivery matches your first.",
    ],
    benefits: [
      "Cuts and portion weights to your specification",
      "Pack sizes to your specification, from retail packs to master cartons",
      "Glazing to protect frozen product in storage",
      "Labels with your product codes and languages",
      "A sample batch for approval before the full run",
    ],
    seoDescription:
      "Seafood processed to your specification in Puntland: custom cuts, portion weights, glazing, pack formats and labels, with a sample batch first.",
  },
  {
    slug: "quality-assurance",
    title: "Quality Assurance",
    icon: "shield-check",
    summary:
      "Checks at every stage from landing to loading: freshness grading, temperature records, histamine testing, a ciguatera policy and net weight.",
    featured: false,
    image: "service-quality-assurance",
    whatWeOffer: [
      "Quality starts when the boats come in. Each landing is graded on arrival by eye, smell and touch, looking at the eyes, gills and firmness of the flesh, and the core temperature of the fish is taken. Fish that falls short of our standard is turned away before it enters processing.",
      "Temperatures are recorded during processing, after blast freezing, in the cold store and on every truck: chilled fish stays at 0–2 °C in melting ice, frozen product at −18 °C or below. Packed cartons are check-weighed, with net weight declared without glaze or ice, so that buyers receive what the label says.",
      "Every lot number links back to the date and place of landing and to its processing and storage records, so when a buyer asks a question we can answer it with facts. Buyers are welcome to arrange their own inspection at Badey or Garowe, and we share lot records with their quality teams on request.",
    ],
    benefits: [
      "Sensory grading and core temperature of every landing",
      "Histamine testing of every lot of king fish, tuna and sardine",
      "A ciguatera policy for groupers and snappers",
      "Temperature records from processing to port",
      "Net weight checks on packed cartons",
      "Buyer inspections welcome at both sites",
    ],
    sections: [
      {
        kind: "terms",
        id: "food-safety-controls",
        heading: "Histamine and Ciguatera Controls",
        intro:
          "Two natural toxins matter most for the fish we sell. Neither is destroyed by cooking or freezing, so both are controlled before the fish enters processing.",
        terms: [
          {
            term: "Histamine: the fish at risk",
            description:
              "King fish (Scomberomorus commerson) and skipjack tuna (Katsuwonus pelamis) belong to the tuna and mackerel family, Scombridae, and Indian oil sardine (Sardinella longiceps) to the herring family, Clupeidae. Their flesh is rich in histidine, which bacteria turn into histamine when the fish is left warm; eaten in quantity, histamine causes scombroid poisoning.",
          },
          {
            term: "Histamine: chilling time limits",
            description: `Crews take ice to sea, and these fish must be in ice within ${HISTAMINE_ICING_HOURS} hours of capture; fish landed later, or warm at the core, is refused. From then on it stays at 0–2 °C until it is frozen, dried or shipped.`,
          },
          {
            term: "Histamine limits for king fish, tuna and sardine",
            description: `${histamineLimitsText} We screen each lot with a rapid test kit and confirm results at an accredited laboratory using the reference HPLC method, EN ISO 19343.`,
          },
          {
            term: "Ciguatera: groupers and snappers",
            description: `Ciguatera toxins come from microalgae on coral reefs and build up along the food chain, so the largest reef predators carry the most. No routine test can clear a fish, so we control the risk by species, size and origin: we never buy ${NEVER_BOUGHT_SNAPPERS}, which buyers commonly refuse; we buy reef fish, and cut fillets, only up to a whole weight set for each species: ${ciguateraLimitsInWords()}; and every lot is traced to its fishing ground, so that if a case is reported we stop buying reef fish from that ground.`,
          },
        ],
      },
    ],
    seoDescription:
      "Seafood quality checks from landing to loading: temperature records, histamine limits for king fish, tuna and sardine, and a ciguatera policy.",
  },
  {
    slug: "market-analysis",
    title: "Market Analysis & Distribution",
    icon: "chart-line",
    summary:
      "Market intelligence on prices, seasons and demand, combined with distribution that gets each product to the buyers who value it most.",
    featured: false,
    image: "service-market-analysis",
    whatWeOffer: [
      "Fish prices move with the seasons, with the southwest monsoon that stops most small-boat fishing on the Eyl coast from about June to September, and with demand across the Gulf. We follow prices and buying patterns in the markets we serve and share what we learn with our partners, so that fishing communities and buyers can plan volumes and timing with better information.",
      "For buyers, we report on which species and sizes are available, when supply is likely to peak and what price ranges to expect. For suppliers and partners, we advise on which products, cuts and pack formats sell best in which markets.",
      "On the distribution side, we match product to buyers in Puntland, across Somalia and in export markets, and plan deliveries from our Garowe cold store so that stock moves while it is at its best. Selling into several markets also protects our partners from depending on a single buyer.",
    ],
    benefits: [
      "Regular updates on prices and demand",
      "Seasonal supply outlooks by species",
      "Advice on the products and formats each market wants",
      "Distribution to local, national and export buyers",
      "Less dependence on any single market",
    ],
    seoDescription:
      "Seafood market intelligence on prices, seasons and demand in Somalia and the Gulf, with distribution from our Garowe cold store to the right buyers.",
  },
  {
    slug: "promotional-marketing",
    title: "Promotional & Marketing Support",
    icon: "megaphone",
    summary:
      "Co-branded packaging, product sheets and trade-fair samples that help our partners present Puntland seafood to new buyers.",
    featured: false,
    image: "service-promotional-marketing",
    whatWeOffer: [
      "Good seafood still has to be sold. We help the businesses we work with present their products professionally, with co-branded cartons and labels that carry their name alongside ours, and with clear specification sheets, like the ones we publish for each of our own products, setting out species, catch area, HS code, cut, pack size, shelf life and storage.",
      "For trade fairs, buyer meetings and tastings, we prepare samples that are processed, packed and frozen exactly as the commercial product will be, so buyers judge the real thing. We can also supply photographs and product descriptions for catalogues and buyers' listings.",
      "Above all, we help tell the story of where the fish comes from: the small-boat fishing communities of the Eyl coast, and the work done at Badey and Garowe to bring their catch to market in good condition. Buyers increasingly want to know the origin of what they sell, and we help our partners answer that question clearly.",
    ],
    benefits: [
      "Co-branded packaging and labels",
      "Product specification sheets",
      "Trade-fair and buyer samples packed as in production",
      "Photographs and descriptions for catalogues",
      "A clear origin story to share with your customers",
    ],
    seoDescription:
      "Co-branded packaging, product sheets, trade-fair samples and origin stories that help our partners sell Puntland seafood to new buyers.",
  },
]);

/** What a service card shows (home page and /services): the fields a loader hands to the page. */
export function serviceCards() {
  return services.map(({ slug, title, summary, image, featured }) => ({
    slug,
    title,
    summary,
    image,
    featured,
  }));
}

export const servicesPage = {
  heading: "Seafood Services from Catch to Export",
  intro:
    "We cover every step between the landing beach and the buyer: processing and packing at Badey, cold storage in Garowe, export by container from Bosaso or by air, and the quality checks, market knowledge and marketing support that go with them. Use one service or all of them.",
  seoDescription:
    "Seafood processing, cold storage, export, custom processing, quality assurance and market support from Puntland Seafood, on Somalia's Eyl coast.",
} as const;
