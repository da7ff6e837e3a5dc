import { parseContent, serviceSchema } from "./schema";

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
      "Our processing site at Badey is close to where the boats come in, so the catch reaches our tables while it is still fresh. Every landing is weighed and checked on arrival, then washed, gutted and scaled on ice by a team that handles fish every working day.",
      "From there we cut to order: whole gutted fish, steaks, loins, and skin-on or skinless fillets. Fish are graded by species and size so that each carton holds a consistent product, and weights are recorded against every batch.",
      "Packing is matched to how the product will travel. Fresh fish goes into iced, insulated boxes; fillets and portions are vacuum packed and blast frozen to lock in quality before they move into cold storage. Each carton is labelled with species, grade, weight, production date and batch number, so it can be traced back to the day it was landed.",
    ],
    benefits: [
      "Fish handled within hours of landing",
      "Cuts and portion sizes to your order",
      "Consistent size grading in every carton",
      "Vacuum packing and blast freezing on site",
      "Batch labelling that traces every carton to its landing",
    ],
    seoDescription:
      "Gutting, scaling, filleting, size grading, vacuum packing and blast freezing of fresh fish at our Badey processing site on Puntland's Eyl coast.",
  },
  {
    slug: "cold-storage",
    title: "Cold Storage and Transportation",
    icon: "snowflake",
    summary:
      "A cold chain held at −18 °C, from our blast freezers at Badey by reefer truck to our cold store in Garowe and on to port.",
    featured: false,
    image: "service-cold-storage",
    whatWeOffer: [
      "Frozen product leaves Badey in refrigerated reefer trucks bound for our cold storage site at Garowe. Trucks are cooled before loading and temperatures are monitored for the whole journey inland, so fish arrives as cold as it left the freezer.",
      "At Garowe, product is held at −18 °C or colder, with stock recorded by batch and rotated first in, first out. Garowe is the capital of Puntland and sits on the main road network, which makes it a practical staging point for onward journeys to the ports of Bosaso and Berbera and to buyers across Somalia.",
      "Our cold store and trucks are also available to other businesses. If you have frozen seafood that needs holding or moving under temperature control, we can quote for space in our store and for reefer haulage on our routes.",
    ],
    benefits: [
      "An unbroken cold chain at −18 °C",
      "Reefer trucks running from Badey to Garowe",
      "Temperature records for every load",
      "Batch-tracked stock rotated first in, first out",
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
      "We handle the paperwork, packing and logistics that move Puntland seafood to buyers in the Gulf and beyond, through Bosaso and Berbera.",
    featured: false,
    image: "service-seafood-export",
    whatWeOffer: [
      "Selling seafood across borders depends as much on documents as on fish. For each consignment we prepare the commercial invoice and packing list, and arrange the health certificate, certificate of origin and catch documentation that importing authorities ask for, so a shipment is not held up waiting for paperwork.",
      "Our export routes run through the ports of Bosaso and Berbera to the Gulf states, where there is steady demand for tuna, kingfish, grouper and lobster. We book reefer container space, plan loading from our Garowe cold store and keep the product at temperature right up to the container door.",
      "We agree the terms of each shipment with the buyer and keep them informed from loading to arrival. New buyers can start with a trial consignment to judge our quality before committing to larger volumes.",
    ],
    benefits: [
      "Export documents prepared for every consignment",
      "Reefer container bookings through Bosaso and Berbera",
      "Direct routes to buyers in the Gulf states",
      "Cold chain maintained to the container door",
      "Trial consignments for new buyers",
      "Updates from loading to arrival",
    ],
    seoDescription:
      "Seafood export from Puntland to the Gulf via Bosaso and Berbera: health certificates, certificates of origin, catch documents and reefer shipping.",
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
      "We produce tuna and kingfish loins and steaks, whole gutted or butterflied fish, lobster tails and portion-controlled fillets, packed as individually frozen pieces, vacuum packs or bulk cartons. Frozen product can be glazed for protection in storage, and labels can carry your product codes and the languages your market requires.",
      "Before a full run we produce a sample batch for your approval. Once the specification is agreed it is written down and followed on every order, so your fortieth delivery matches your first.",
    ],
    benefits: [
      "Cuts and portion weights to your specification",
      "Individually frozen, vacuum-packed or bulk-carton formats",
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
      "Checks at every stage from landing to loading: freshness grading, temperature, histamine testing for tuna and net weight.",
    featured: false,
    image: "service-quality-assurance",
    whatWeOffer: [
      "Quality starts when the boats come in. Each landing is graded on arrival by eye, smell and touch, looking at the eyes, gills and firmness of the flesh, and fish that fall short of our standard are turned away before they enter processing.",
      "Temperatures are checked and recorded during processing, after blast freezing, in the cold store and on every truck. Tuna is tested for histamine, which builds up when fish is not kept cold enough, and the results are recorded against the batch. Packed cartons are check-weighed so that buyers receive what the label says.",
      "Every batch number links back to the date of landing and to its processing and storage records, so when a buyer asks a question we can answer it with facts. Buyers are welcome to arrange their own inspection at Badey or Garowe, and we share batch records with their quality teams on request.",
    ],
    benefits: [
      "Sensory grading of every landing",
      "Histamine testing for tuna",
      "Temperature records from processing to port",
      "Net weight checks on packed cartons",
      "Batch records shared with buyers on request",
      "Buyer inspections welcome at both sites",
    ],
    seoDescription:
      "Seafood quality checks at every stage: sensory grading on landing, temperature records, histamine testing for tuna and batch traceability.",
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
      "Fish prices move with the seasons, with the south-west monsoon that slows fishing on the Eyl coast, and with demand across the Gulf. We follow prices and buying patterns in the markets we serve and share what we learn with our partners, so that fishing communities and buyers can plan volumes and timing with better information.",
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
      "Good seafood still has to be sold. We help the businesses we work with present their products professionally, with co-branded cartons and labels that carry their name alongside ours, and with clear product sheets setting out species, cut, pack size, shelf life and storage conditions.",
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

export const servicesPage = {
  heading: "Seafood Services from Catch to Export",
  intro:
    "We cover every step between the landing beach and the buyer: processing and packing at Badey, cold storage in Garowe, export through Bosaso and Berbera, and the quality checks, market knowledge and marketing support that go with them. Use one service or all of them.",
  seoDescription:
    "Seafood processing, cold storage, export, custom processing, quality assurance and market support from Puntland Seafood, on Somalia's Eyl coast.",
} as const;
