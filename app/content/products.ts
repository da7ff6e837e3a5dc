import { CIGUATERA_LIMITS } from "./food-safety";
import {
  CHILLED_WHOLE_FISH_BOX,
  DRIED_SARDINE_PACKS,
  FILLET_PACKS,
  FROZEN_LOBSTER_CARTON,
  FROZEN_WHOLE_FISH_CARTON,
  LIVE_LOBSTER_BOX,
} from "./packing";
import { parseContent, productSchema } from "./schema";

// Trade data shared by several products. Each product still states every field; these only keep
// identical facts identical.

const FAO_AREA = 51;

const WATERS = {
  pelagic: "Somali waters off the Puntland coast near Eyl, Indian Ocean; landed at Eyl",
  reef: "Reefs and rocky ground off the Puntland coast near Eyl, Indian Ocean; landed at Eyl",
  lobster: "Rocky inshore waters around Eyl, Puntland coast, Indian Ocean",
  sardine: "Inshore waters off the Puntland coast near Eyl, Indian Ocean; dried near the landing",
};

const METHOD = {
  pelagic: "Trolled lines, handlines and drift gillnets, from small boats",
  reef: "Handlines from small boats, over reefs and rocky ground",
};

const SEASON = {
  fresh:
    "About October to May. The southwest monsoon, about June to September, keeps the small boats ashore, so there is little or no fresh fish then",
  chilledOrFrozen:
    "Chilled: about October to May, outside the southwest monsoon (about June to September). Frozen: all year from stock",
  frozen:
    "All year from frozen stock, produced from about October to May, outside the southwest monsoon (about June to September)",
};

const HALAL_FISH =
  "Yes: fish is halal without slaughter. A halal certificate is supplied where the buyer or the importing country asks for one";

const CHILLED = { minC: 0, maxC: 2 };
const FROZEN = { maxC: -18 };
const GLAZE = { min: 5, max: 8 };

function chilledWholeFish(shelfLife: string) {
  return {
    state: "chilled",
    temperature: CHILLED,
    conditions: "in melting flake ice, in self-draining insulated boxes, from landing to dispatch",
    shelfLife,
    basis: "whole or gutted fish kept in melting ice at 0–2 °C from capture",
  };
}

function chilledFillets(shelfLife: string, basis: string) {
  return {
    state: "chilled",
    temperature: CHILLED,
    conditions:
      "in a chill room or on ice, vacuum packed so that meltwater never touches the flesh",
    shelfLife,
    basis: `${basis}; vacuum packed, so held below 3.3 °C throughout and given well under 10 days`,
  };
}

const FROZEN_CONDITIONS =
  "glazed, in our Garowe cold store and in the reefer container; never refrozen once thawed";
const LEAN_FROZEN_BASIS =
  "lean white fish, glazed and held without a break at −18 °C or below; the practical storage life of lean fish at −18 °C";
const OILY_FROZEN_BASIS =
  "oily fish, glazed and held without a break at −18 °C or below; its oil oxidises sooner than lean fish, so the practical storage life at −18 °C is shorter";

function frozen(shelfLife: string, basis: string) {
  return {
    state: "frozen",
    temperature: FROZEN,
    conditions: FROZEN_CONDITIONS,
    shelfLife,
    basis,
    glazePercent: GLAZE,
  };
}

/** Chilled and frozen fillets of one fish, each packed the house way. */
function filletForms(forms: string[], frozenHsCode = "0304.89") {
  return [
    { state: "chilled", forms, hsCode: "0304.49", packs: [FILLET_PACKS.chilled] },
    { state: "frozen", forms, hsCode: frozenHsCode, packs: [FILLET_PACKS.frozen] },
  ];
}

/** Frozen whole fish and frozen fillets of one fish. */
function frozenWholeAndFilletForms(wholeForms: string[], filletForms: string[]) {
  return [
    { state: "frozen", forms: wholeForms, hsCode: "0303.89", packs: [FROZEN_WHOLE_FISH_CARTON] },
    { state: "frozen", forms: filletForms, hsCode: "0304.89", packs: [FILLET_PACKS.frozen] },
  ];
}

const KING_FISH = {
  scientificName: "Scomberomorus commerson (narrow-barred Spanish mackerel)",
  family: "Scombridae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.pelagic },
  fishingMethod: METHOD.pelagic,
  foodSafety: ["histamine"],
  halal: HALAL_FISH,
};

const SKIPJACK = {
  scientificName: "Katsuwonus pelamis (skipjack tuna)",
  family: "Scombridae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.pelagic },
  fishingMethod: METHOD.pelagic,
  foodSafety: ["histamine"],
  halal: HALAL_FISH,
};

const GROUPER = {
  scientificName:
    "Epinephelus spp., several species, e.g. orange-spotted grouper (E. coioides), areolate grouper (E. areolatus) and brownspotted grouper (E. chlorostigma); the species is named on each lot",
  family: "Serranidae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.reef },
  fishingMethod: METHOD.reef,
  foodSafety: ["ciguatera"],
  ciguateraLimits: [CIGUATERA_LIMITS.grouper],
  halal: HALAL_FISH,
};

const RED_GROUPER = {
  scientificName:
    "Several red-skinned groupers: Cephalopholis spp., e.g. tomato hind (C. sonnerati) and coral hind (C. miniata), and blacktip grouper (Epinephelus fasciatus); the species is named on each lot. Not the Atlantic red grouper, Epinephelus morio",
  family: "Serranidae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.reef },
  fishingMethod: METHOD.reef,
  foodSafety: ["ciguatera"],
  ciguateraLimits: [CIGUATERA_LIMITS.redGrouper],
  halal: HALAL_FISH,
};

const SNAPPER = {
  scientificName:
    "Lutjanus spp., grey and bronze snappers, e.g. blubberlip snapper (L. rivulatus) and dory snapper (L. fulviflamma); the species is named on each lot. Never two-spot red snapper (L. bohar)",
  family: "Lutjanidae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.reef },
  fishingMethod: METHOD.reef,
  foodSafety: ["ciguatera"],
  ciguateraLimits: [CIGUATERA_LIMITS.snapper],
  halal: HALAL_FISH,
};

const RED_SNAPPER = {
  scientificName:
    "Lutjanus spp., red snappers: emperor red snapper (L. sebae) and mangrove red snapper (L. argentimaculatus); the species is named on each lot. Never two-spot red snapper (L. bohar) or humpback red snapper (L. gibbus)",
  family: "Lutjanidae",
  catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.reef },
  fishingMethod: METHOD.reef,
  foodSafety: ["ciguatera"],
  ciguateraLimits: [CIGUATERA_LIMITS.redSnapper],
  halal: HALAL_FISH,
};

const FILLET_FORMS = ["Skin-on fillets", "Skinless fillets", "Boneless (pin-bone-out) portions"];

export const products = parseContent("app/content/products.ts", productSchema, [
  // Fresh fish
  {
    slug: "king-fish",
    category: "fresh-fish",
    name: "King Fish",
    summary:
      "Narrow-barred Spanish mackerel from the Puntland coast, supplied whole in melting ice or cut into steaks. Firm, meaty flesh that holds together on the grill.",
    description: [
      "King fish is the trade name for the narrow-barred Spanish mackerel, Scomberomorus commerson, a fast, long-bodied predator of the Indian Ocean and the western Pacific. It is easy to recognise by its steel-blue back, silvery sides crossed by thin, wavy dark bars, and its sharp teeth. The fish landed on our coast commonly weigh from about 3 kg to over 15 kg.",
      "The flesh is firm and meaty with a medium flake, pale when raw and white when cooked, with a clean, full flavour. Apart from the backbone it has few bones, which is why king fish is so often cut across the body into steaks. It suits grilling, frying and curries, and the rice dishes eaten across Somalia, the Gulf and East Africa.",
      "King fish belongs to the same family as tuna and, like tuna, can form histamine if it is left warm after capture. Crews take ice to sea, the fish goes into ice soon after it is caught, and at Badey it stays in melting ice while we gut it or cut steaks. Every lot is tested for histamine before it leaves us.",
    ],
    images: ["king-fish", "king-fish-steaks"],
    benefits: [
      "Firm steaks that hold together on the grill and in curries",
      "Few bones apart from the backbone, so it is easy to portion",
      "A familiar fish for buyers in Somalia, the Gulf and East Africa",
      "Supplied whole, gutted or as steaks to suit your market",
      "Histamine tested lot by lot",
    ],
    texture: "Firm and meaty, medium flake, few bones",
    trade: {
      ...KING_FISH,
      season: SEASON.fresh,
      sizeGrades: ["Whole fish: 2–4 kg, 4–7 kg, 7–10 kg, over 10 kg", "Steaks: 2–3 cm thick"],
      forms: [
        {
          state: "chilled",
          forms: ["Whole round", "Whole gutted", "Steaks cut across the backbone"],
          hsCode: "0302.49",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish("Whole: 7–10 days from capture; steaks: 4–6 days from cutting")],
    },
    seoDescription:
      "Fresh king fish (narrow-barred Spanish mackerel) from Puntland, Somalia, supplied whole on ice or cut into steaks for trade buyers.",
  },
  {
    slug: "grouper",
    category: "fresh-fish",
    name: "Grouper",
    summary:
      "Orange-spotted and other Epinephelus groupers from the reefs and rocky ground off Eyl, supplied whole in melting ice. Moist white flesh with large, firm flakes.",
    description: [
      "Grouper is the trade name for several Epinephelus species that local crews catch on handlines over the reefs and rocky ground of the Puntland coast, among them the orange-spotted grouper (E. coioides), the areolate grouper (E. areolatus) and the brownspotted grouper (E. chlorostigma). They are heavy-bodied fish with wide mouths and olive-brown to grey-brown bodies scattered with darker or orange-brown spots. Most of the fish we handle weigh between about 1 and 8 kg.",
      "Grouper flesh is white, moist and firm, with large flakes and a mild, slightly sweet taste. It keeps its shape when steamed, baked, grilled or fried, and the head and frame make a rich stock, so buyers who sell whole fish get full value from every one.",
      "At Badey we sort grouper by species and weight, gut and scale it on request and pack it whole. The species is written on every lot, and where your market prefers one grouper over another we keep them apart. We buy no grouper above 8 kg: the largest reef predators carry the highest risk of ciguatera.",
    ],
    images: ["grouper"],
    benefits: [
      "Mild, clean-tasting white flesh that sells in restaurants and retail",
      "Large, firm flakes that hold together in cooking",
      "Good for whole-fish sales and for filleting",
      "Graded by species and weight to your order",
      "No fish above 8 kg, under our ciguatera policy",
    ],
    texture: "Firm and moist, large white flakes",
    trade: {
      ...GROUPER,
      season: SEASON.fresh,
      sizeGrades: ["1–2 kg", "2–4 kg", "4–8 kg"],
      forms: [
        {
          state: "chilled",
          forms: ["Whole round", "Whole gutted", "Gutted and scaled"],
          hsCode: "0302.89",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish("10–12 days from capture")],
    },
    seoDescription:
      "Fresh Epinephelus groupers from Puntland, Somalia, such as the orange-spotted grouper, graded by species and weight and packed whole on ice.",
  },
  {
    slug: "red-grouper",
    category: "fresh-fish",
    name: "Red Grouper",
    summary:
      "Small red-skinned reef groupers from the Puntland coast, such as tomato hind and coral hind, supplied whole in melting ice. Plate-sized fish with fine, sweet white flesh.",
    description: [
      "Red grouper is our trade name for the small red-skinned groupers of the coral and rocky reefs. Several species come under it: hinds of the genus Cephalopholis, such as the tomato hind (C. sonnerati) and the coral hind (C. miniata), and the blacktip grouper (Epinephelus fasciatus). They range from orange-red to deep red, and the coral hind is covered in small bright-blue spots. They are not the Atlantic red grouper (Epinephelus morio) sold in the Americas.",
      "These fish stay much smaller than the groupers we sell as grouper, mostly between 300 g and 1.5 kg, which makes them a natural plate-sized fish for restaurants. The flesh is white, fine-textured and sweet, and the red skin looks good on the plate when the fish is served whole, whether baked, steamed or fried.",
      "Landings vary with the weather and the season, so red grouper comes to us in smaller lots than our other groupers. We sort each lot by species and size, name the species on the label, and pack the fish whole, gutted and scaled on request.",
    ],
    images: ["red-grouper"],
    benefits: [
      "Bright red skin that stands out on display",
      "Plate-sized fish, convenient for whole-fish restaurant service",
      "Fine, sweet white flesh",
      "Sorted by size and kept separate from other groupers",
      "The species named on every label",
    ],
    texture: "Fine, tender and moist, small white flakes",
    trade: {
      ...RED_GROUPER,
      season: SEASON.fresh,
      sizeGrades: ["300–500 g", "500 g–1 kg", "1–1.5 kg"],
      forms: [
        {
          state: "chilled",
          forms: ["Whole round", "Whole gutted", "Gutted and scaled"],
          hsCode: "0302.89",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish("10–12 days from capture")],
    },
    seoDescription:
      "Fresh red grouper from the reefs of Puntland, Somalia: tomato hind, coral hind and other red-skinned groupers, plate-sized and packed whole on ice.",
  },
  {
    slug: "snapper",
    category: "fresh-fish",
    name: "Snapper",
    summary:
      "Grey and bronze Lutjanus snappers from the Puntland coast, such as blubberlip snapper, supplied whole in melting ice. Firm white flesh with a mild, sweet taste.",
    description: [
      "Under the name snapper we supply the grey and bronze Lutjanus snappers that local handline crews catch off Eyl. Among them are the blubberlip snapper (L. rivulatus), a deep-bodied fish with thick lips and fine wavy blue lines across the cheeks, and the smaller dory snapper (L. fulviflamma), with yellow stripes and a black spot on its side. The species is named on every lot, and our red snapper is a separate product that never shares a box with these fish.",
      "The flesh is white, firm and moist, with a medium flake and a mild, sweet taste. Snapper is a dependable fish for frying and grilling whole, for baking with spices and for filleting.",
      "Some snappers of these reefs are a known source of ciguatera. We refuse the two-spot red snapper (L. bohar) outright and take other snappers only up to 3 kg. At Badey the fish are sorted by size, gutted and scaled on request and packed whole.",
    ],
    images: ["snapper"],
    benefits: [
      "Versatile white fish for frying, grilling, baking and filleting",
      "Firm flesh that keeps its quality well in melting ice",
      "Sorted by size and never mixed with red snapper",
      "Supplied whole round, gutted, or gutted and scaled",
      "Bought under a written ciguatera policy",
    ],
    texture: "Firm and moist, medium white flake",
    trade: {
      ...SNAPPER,
      season: SEASON.fresh,
      sizeGrades: ["300–500 g", "500 g–1 kg", "1–3 kg"],
      forms: [
        {
          state: "chilled",
          forms: ["Whole round", "Whole gutted", "Gutted and scaled"],
          hsCode: "0302.89",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish("10–12 days from capture")],
    },
    seoDescription:
      "Fresh grey and bronze Lutjanus snappers from Puntland, Somalia, such as blubberlip snapper, sorted by size and packed whole on ice.",
  },
  {
    slug: "red-snapper",
    category: "fresh-fish",
    name: "Red Snapper",
    summary:
      "Emperor and mangrove red snapper from the Puntland coast, supplied whole in melting ice. Firm, sweet white flesh and a colour that stands out on display.",
    description: [
      "Red snapper is the trade name for the red-skinned Lutjanus snappers of the reefs and rocky ground off Eyl: the emperor red snapper (L. sebae) and the mangrove red snapper (L. argentimaculatus). Young emperor red snapper carry three broad dark-red bands on a pale body; adults turn an even deep red to pinkish red, with a steep forehead. The species is named on every lot.",
      "It is a valued fish in many markets. The flesh is white, firm and moist, with a sweet taste and a fine to medium flake, and the red skin makes it a popular fish to serve whole. Larger fish fillet well and give thick, even portions.",
      "Ciguatera toxins build up in large reef predators, so red snapper is bought under a written policy. We never buy the two-spot red snapper (L. bohar) or the humpback red snapper (L. gibbus), the red snappers buyers most often refuse; we take emperor and mangrove red snapper only up to 5 kg; and every lot is traced to its fishing ground.",
    ],
    images: ["red-snapper"],
    benefits: [
      "A sought-after red fish for display and whole-fish service",
      "Firm, sweet white flesh with a fine to medium flake",
      "Larger fish give thick, even fillets",
      "Graded by weight and never mixed with other snappers",
      "No two-spot or humpback red snapper, and no fish over 5 kg",
    ],
    texture: "Firm and moist, fine to medium white flake",
    trade: {
      ...RED_SNAPPER,
      season: SEASON.fresh,
      sizeGrades: ["1–2 kg", "2–3 kg", "3–5 kg"],
      forms: [
        {
          state: "chilled",
          forms: ["Whole round", "Whole gutted", "Gutted and scaled"],
          hsCode: "0302.89",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish("10–12 days from capture")],
    },
    seoDescription:
      "Fresh red snapper from Puntland, Somalia: emperor and mangrove red snapper, bought under a ciguatera policy and packed whole on ice.",
  },
  {
    slug: "skipjack-tuna",
    category: "fresh-fish",
    name: "Skipjack Tuna",
    summary:
      "Skipjack tuna from the open water off Puntland, iced soon after capture and supplied whole in melting ice. Deep red meat with a rich flavour.",
    description: [
      "Skipjack tuna, Katsuwonus pelamis, is a fast-swimming tuna of warm open seas, caught off the Puntland coast by small boats with handlines, trolled lines and drift gillnets. It is a compact, torpedo-shaped fish with a dark purplish-blue back and a silver belly marked with four to six dark stripes running along the body. Most of the fish landed here weigh between about 1.5 and 6 kg. In the Indian Ocean the stock is managed by the Indian Ocean Tuna Commission (IOTC).",
      "The meat is dark red, dense and firm, with a rich flavour. It is eaten fresh, grilled, seared or in curries, and across the Indian Ocean it is also widely cooked, smoked and dried.",
      "Tuna forms histamine quickly when it is left warm, so skipjack is iced within hours of capture, kept in melting ice and given a shorter shelf life than our reef fish, and each lot is tested for histamine. For longer journeys we recommend our skipjack loins, which are cut at Badey and can be supplied frozen.",
    ],
    images: ["skipjack-tuna"],
    benefits: [
      "Rich, dark meat for grilling, searing and curries",
      "Iced within hours of capture to control histamine",
      "Supplied whole round, or gutted and gilled",
      "A familiar tuna in Indian Ocean and Gulf markets",
      "Traceable to the landing site and date",
    ],
    texture: "Firm and dense, dark red meat",
    trade: {
      ...SKIPJACK,
      season: SEASON.fresh,
      sizeGrades: ["1.5–3 kg", "3–5 kg", "over 5 kg"],
      forms: [
        {
          state: "chilled",
          forms: ["Whole round", "Gutted and gilled"],
          hsCode: "0302.33",
          packs: [CHILLED_WHOLE_FISH_BOX],
        },
      ],
      handling: [chilledWholeFish("5–7 days from capture")],
    },
    seoDescription:
      "Fresh skipjack tuna (Katsuwonus pelamis) from Puntland, Somalia, iced within hours of capture and supplied whole or gutted and gilled.",
  },

  // Shell fish
  {
    slug: "rock-lobster",
    category: "shell-fish",
    name: "Rock Lobster",
    summary:
      "Scalloped spiny lobster from the rocky coast around Eyl, supplied live by air, whole cooked or raw and frozen, or as frozen tails.",
    description: [
      "Eyl is known across Somalia for its lobster, and rock lobster is one of the main catches on this stretch of coast. Our lobsters are scalloped spiny lobster, Panulirus homarus, of the Arabian Sea subspecies P. homarus megasculptus, the main spiny lobster of the Somali and Arabian coasts, with a small share of ornate spiny lobster, P. ornatus. Spiny lobsters have no large claws: they carry long, spiny antennae, and almost all of the meat is in the tail.",
      "The tail meat is white, firm and sweet. We grade lobsters by weight and condition at Badey, buy none under 200 g and no egg-bearing females, and supply them live, whole cooked and frozen, whole raw and frozen, or as raw frozen tails. Live lobsters are cooled slowly to 12–15 °C and packed in damp wood shavings for the flight: tropical spiny lobsters do not survive the cold that suits temperate species.",
      "Lobster is fished here from about October to May. During the southwest monsoon, about June to September, the sea is too rough for small boats, so we build frozen stock while the season is open. Talk to us early about volumes and delivery dates.",
    ],
    images: ["rock-lobster", "rock-lobster-tails"],
    benefits: [
      "Sweet, firm tail meat from a coast known for its lobster",
      "Live, whole cooked, whole raw or tails to suit your market",
      "Graded by weight and condition; no egg-bearing females",
      "Frozen stock for supply outside the fishing season",
      "Traceable to the landing site and date",
    ],
    texture: "Firm, sweet white tail meat",
    trade: {
      scientificName:
        "Panulirus homarus megasculptus (scalloped spiny lobster, Arabian Sea subspecies); a small share of Panulirus ornatus (ornate spiny lobster), named on its lot",
      family: "Palinuridae",
      catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.lobster },
      fishingMethod: "Bottom-set tangle nets and collection by hand by divers, from small boats",
      season:
        "About October to May; no fishing in the southwest monsoon, about June to September. Frozen: all year from stock",
      sizeGrades: [
        "Live and whole: 200–300 g, 300–500 g, 500–800 g, over 800 g",
        "Tails: 100–150 g, 150–250 g, over 250 g",
      ],
      forms: [
        {
          state: "live",
          forms: ["Live whole lobster"],
          hsCode: "0306.31",
          packs: [LIVE_LOBSTER_BOX],
        },
        {
          state: "frozen",
          forms: ["Whole cooked", "Whole raw", "Raw tails"],
          hsCode: "0306.11",
          packs: [FROZEN_LOBSTER_CARTON],
        },
      ],
      handling: [
        {
          state: "live",
          temperature: { minC: 12, maxC: 15 },
          conditions:
            "held in seawater until packing, then cooled slowly and packed dry in damp wood shavings",
          shelfLife: "Deliver within 24–36 hours of packing",
          basis:
            "healthy lobsters packed dry at 12–15 °C; colder than about 10 °C tropical spiny lobsters weaken",
        },
        {
          state: "frozen",
          temperature: FROZEN,
          conditions: FROZEN_CONDITIONS,
          shelfLife: "6 months",
          basis:
            "glazed lobster, whole or tails, held without a break at −18 °C or below; the practical storage life of lobster at −18 °C",
          glazePercent: GLAZE,
        },
      ],
      foodSafety: [],
      halal:
        "Not for Hanafi consumers: the Hanafi school permits no sea creature but fish, so it generally does not permit lobster. The Shafi'i, Maliki and Hanbali schools permit all sea creatures, lobster included. A halal certificate, where asked for, comes from a certifier that follows those schools",
    },
    seoDescription:
      "Spiny rock lobster (Panulirus homarus) from Eyl, Puntland: live, whole cooked or raw frozen, and frozen tails graded by weight.",
  },

  // Dry fish
  {
    // The slug is fixed by the site's specification; the fish is the Indian oil sardine.
    slug: "goldstripe-sardine",
    category: "dry-fish",
    name: "Indian Oil Sardine",
    summary:
      "Indian oil sardine dried whole on raised racks, plain or salted. Light to ship in a dry container; kept cool and dry, it keeps four to six months.",
    description: [
      "The Indian oil sardine, Sardinella longiceps, is the sardine of the Arabian Sea and the Gulf of Aden: a small, slender, round-bellied shoaling fish with a faint golden line along each flank and a black spot on the rear edge of the gill cover. It arrives on the coast in large shoals, and drying is the practical way to keep a big catch in good condition. It is not the goldstripe sardinella, Sardinella gibbosa, a different fish of the wider Indo-Pacific.",
      "We dry the fish whole, either plain in the sun or after dry-salting, on raised racks that keep them clean and off the ground and let the sea breeze move around them. Plain fish are dried to 15% moisture or less; salted fish carry 12–15% salt and at most 35% moisture. Either way the water activity ends at 0.75 or below, too dry for spoilage bacteria to grow. Broken and under-dried fish are sorted out before packing.",
      "Oil sardine is a fatty fish and forms histamine as readily as tuna, so it is kept in ice until it goes onto the racks and every lot is tested. Dry, it needs no freezing, but heat and damp still spoil it: the oil turns rancid faster the warmer it is kept, and damp fish grow mould. In a chill room at 2–4 °C and below 65% relative humidity, plain fish keep four months and salted fish six. In a Gulf summer, an unchilled warehouse is far too hot for that.",
    ],
    images: ["goldstripe-sardine"],
    benefits: [
      "Ships in a dry container, with no reefer needed for the sea passage",
      "Dried on raised racks, off the ground, for a cleaner product",
      "Plain sun-dried or salted-dried to suit your market",
      "Moisture, salt and histamine checked on every lot",
      "Four to six months in a cool, dry store",
    ],
    texture: "Firm, dry and slightly brittle; softens when soaked or cooked",
    trade: {
      scientificName: "Sardinella longiceps (Indian oil sardine)",
      family: "Clupeidae",
      catchArea: { faoMajorArea: FAO_AREA, waters: WATERS.sardine },
      fishingMethod: "Beach seines and small encircling nets, from the shore and small boats",
      season: "Landed about October to May; dried stock sold all year",
      sizeGrades: ["10–14 cm", "14–18 cm"],
      forms: [
        {
          state: "dried",
          forms: ["Whole sun-dried", "Whole salted-dried"],
          hsCode: "0305.54",
          packs: DRIED_SARDINE_PACKS,
        },
      ],
      handling: [
        {
          state: "dried",
          temperature: { minC: 2, maxC: 4 },
          conditions:
            "in a chill room at a relative humidity below 65%, off the floor and away from other foods; ambient only for the sea passage of about a week, out of the sun",
          shelfLife: "Plain: 4 months; salted: 6 months, from packing",
          basis:
            "plain fish at 15% moisture or less; salted fish with 12–15% salt and 35% moisture or less; water activity 0.75 or below; stored at 2–4 °C below 65% relative humidity. Kept warm, the oil turns rancid sooner and the fish keep much less",
        },
      ],
      foodSafety: ["histamine"],
      halal: HALAL_FISH,
    },
    seoDescription:
      "Sun-dried and salted-dried Indian oil sardine (Sardinella longiceps) from Puntland, Somalia, dried whole on racks, packed in sacks or cartons.",
  },

  // Filleted fish
  {
    slug: "filleted-king-fish",
    category: "filleted-fish",
    name: "Filleted King Fish",
    summary:
      "King fish fillets and boneless portions, cut by hand at Badey from fish iced soon after capture. Skin-on or skinless, chilled or frozen.",
    description: [
      "We fillet king fish (narrow-barred Spanish mackerel, Scomberomorus commerson) at our processing site at Badey, close to where the fish is landed. Each fish is headed and gutted, then cut into two long fillets along the backbone.",
      "We trim the belly flap and, if you ask for it, the dark strip of muscle along the side; for boneless fillets we remove the pin bones. Fillets are supplied skin-on or skinless, whole or cut into portions to a weight you set. The result is a firm, meaty fillet, pale when raw and white when cooked, that stays whole when grilled, pan-fried or simmered in a curry.",
      "Because king fish can form histamine, the fillets are cut on a chilled line, packed at 0–2 °C and tested lot by lot. Chilled fillets are vacuum packed and keep 4–6 days. Frozen fillets are individually quick frozen and glazed, and keep about 5 months at −18 °C, much less than lean fish, because the oil in the flesh slowly oxidises in the freezer.",
    ],
    images: ["filleted-king-fish"],
    benefits: [
      "Firm, meaty fillets that stay whole when grilled or fried",
      "Boneless, pin-bone-out fillets and portions cut to your weight",
      "Skin-on or skinless, with the dark muscle trimmed on request",
      "Histamine tested before packing",
      "Chilled for air freight or frozen for sea freight",
    ],
    texture: "Firm and meaty, medium flake",
    trade: {
      ...KING_FISH,
      season: SEASON.chilledOrFrozen,
      sizeGrades: ["Fillets: 0.5–1 kg, 1–2 kg, over 2 kg", "Portions: to your weight, e.g. 150 g"],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets(
          "4–6 days from filleting",
          "fillets of an oily fish, cut from fish iced since capture and kept at 0–2 °C",
        ),
        frozen("5 months", OILY_FROZEN_BASIS),
      ],
    },
    seoDescription:
      "King fish fillets from Puntland, Somalia, hand cut at Badey: skin-on or skinless, boneless portions, vacuum packed chilled or IQF frozen.",
  },
  {
    slug: "filleted-grouper",
    category: "filleted-fish",
    name: "Filleted Grouper",
    summary:
      "Grouper fillets cut by hand at Badey, skin-on or skinless, with a boneless option. Thick white fillets with large, firm flakes.",
    description: [
      "Our grouper fillets are cut from the Epinephelus groupers landed on the Puntland coast, such as the orange-spotted grouper (E. coioides), with the species named on each lot. The fish are filleted by hand at Badey soon after they come ashore.",
      "Grouper has a large head and a heavy frame, so it gives a lower fillet yield than slimmer fish, but the fillets themselves are thick and even. We scale the fish, cut the fillets from the frame, trim the belly and, for boneless fillets, take out the pin bones with a neat V-cut. Fillets are left whole or cut into portions, skin-on or skinless.",
      "The white flesh has large, firm flakes and a mild taste, and it holds together when baked, steamed, grilled or fried. Lean grouper freezes well, so frozen fillets are a practical way to stock it through the monsoon months.",
    ],
    images: ["filleted-grouper"],
    benefits: [
      "Thick, even fillets with large white flakes",
      "A mild flavour that suits many cuisines",
      "Boneless, pin-bone-out fillets and cut portions",
      "Skin-on or skinless to your specification",
      "Cut from fish of 8 kg or less, under our ciguatera policy",
    ],
    texture: "Firm and moist, large white flakes",
    trade: {
      ...GROUPER,
      season: SEASON.chilledOrFrozen,
      sizeGrades: ["200–500 g", "500 g–1 kg", "over 1 kg", "Portions to your weight"],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets("5–7 days from filleting", "lean fillets kept at 0–2 °C"),
        frozen("9 months", LEAN_FROZEN_BASIS),
      ],
    },
    seoDescription:
      "Grouper fillets from Puntland, Somalia, hand cut at Badey from Epinephelus groupers: skin-on or skinless, boneless, chilled or frozen.",
  },
  {
    slug: "filleted-red-grouper",
    category: "filleted-fish",
    name: "Filleted Red Grouper",
    summary:
      "Red grouper fillets cut by hand at Badey, usually with the red skin left on. Small, fine-textured white fillets sized for a single plate.",
    description: [
      "These fillets are cut from our red grouper, the small red-skinned hinds and groupers of the reef such as the tomato hind (Cephalopholis sonnerati) and the coral hind (C. miniata). The species is named on every lot.",
      "Because the fish are small, each fillet is a single serving of roughly 80 to 250 g. We usually leave the skin on, since the red skin is part of the appeal when the fillet is pan-fried or grilled skin-side up, but skinless fillets are available too. For boneless fillets we remove the pin bones.",
      "The flesh is fine, tender and sweet. Chilled fillets go by air for restaurants that want them fresh; frozen fillets give kitchens a steady supply of a fish that lands in small lots.",
    ],
    images: ["filleted-red-grouper"],
    benefits: [
      "Red skin that presents well on the plate",
      "Single-serving fillets, convenient for restaurants",
      "Fine, tender and sweet white flesh",
      "Boneless option with the pin bones removed",
      "Each fillet lot labelled with its species",
    ],
    texture: "Fine, tender and moist",
    trade: {
      ...RED_GROUPER,
      season: SEASON.chilledOrFrozen,
      sizeGrades: ["80–150 g", "150–250 g"],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets("5–7 days from filleting", "lean fillets kept at 0–2 °C"),
        frozen("9 months", LEAN_FROZEN_BASIS),
      ],
    },
    seoDescription:
      "Red grouper fillets from Puntland, Somalia, cut from red-skinned hinds such as tomato hind and coral hind, skin-on, chilled or frozen.",
  },
  {
    slug: "filleted-snapper",
    category: "filleted-fish",
    name: "Filleted Snapper",
    summary:
      "Snapper fillets cut by hand at Badey from blubberlip and other Lutjanus snappers. Skin-on or skinless, boneless on request, chilled or frozen.",
    description: [
      "We fillet the grey and bronze Lutjanus snappers landed on our coast, such as the blubberlip snapper (L. rivulatus), by hand at Badey, and keep them apart from our red snapper. The species is named on every lot.",
      "We scale the fish before filleting, so skin-on fillets are ready to cook, then trim the belly and, for boneless fillets, remove the pin bones. Larger fillets can be cut into portions of an agreed weight.",
      "Snapper fillets are firm and moist with a mild, sweet taste and a medium flake, and they suit pan-frying, grilling, baking and fish curries. They come from the same supply as our whole snapper, bought under our ciguatera policy.",
    ],
    images: ["filleted-snapper"],
    benefits: [
      "Firm, mild white fillets for everyday menus and retail",
      "Scaled before filleting, so skin-on fillets are ready to cook",
      "Boneless option and portions to an agreed weight",
      "Kept separate from red snapper, so the species is always clear",
      "Chilled for air freight or frozen for containers",
    ],
    texture: "Firm and moist, medium white flake",
    trade: {
      ...SNAPPER,
      season: SEASON.chilledOrFrozen,
      sizeGrades: ["100–200 g", "200–400 g", "over 400 g"],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets("5–7 days from filleting", "lean fillets kept at 0–2 °C"),
        frozen("9 months", LEAN_FROZEN_BASIS),
      ],
    },
    seoDescription:
      "Snapper fillets from Puntland, Somalia, hand cut at Badey from Lutjanus snappers: scaled, skin-on or skinless, boneless, chilled or frozen.",
  },
  {
    slug: "filleted-red-snapper",
    category: "filleted-fish",
    name: "Filleted Red Snapper",
    summary:
      "Red snapper fillets cut by hand at Badey, usually skin-on to show the red skin. Thick, sweet white fillets, chilled or frozen.",
    description: [
      "These fillets are cut from our red snapper, the emperor red snapper (Lutjanus sebae) and the mangrove red snapper (L. argentimaculatus), each named on its lot and never mixed with other snappers.",
      "Larger red snapper give thick, even fillets that portion well. We scale the fish before cutting, trim the belly, remove the pin bones for boneless fillets and supply them skin-on, which keeps the deep red skin on show, or skinless. Portions can be cut to an agreed weight.",
      "The white flesh is firm, moist and sweet, with a fine to medium flake. Every fillet comes from fish bought under our ciguatera policy: no two-spot or humpback red snapper, and no fish over 5 kg.",
    ],
    images: ["filleted-red-snapper"],
    benefits: [
      "Thick, even fillets from a valued red reef fish",
      "Red skin left on for presentation, or skinless",
      "Boneless option and portions to an agreed weight",
      "Never mixed with other snapper species",
      "Cut from fish of 5 kg or less, traced to the fishing ground",
    ],
    texture: "Firm and moist, fine to medium white flake",
    trade: {
      ...RED_SNAPPER,
      season: SEASON.chilledOrFrozen,
      sizeGrades: ["200–400 g", "400–800 g"],
      forms: filletForms(FILLET_FORMS),
      handling: [
        chilledFillets("5–7 days from filleting", "lean fillets kept at 0–2 °C"),
        frozen("9 months", LEAN_FROZEN_BASIS),
      ],
    },
    seoDescription:
      "Red snapper fillets from Puntland, Somalia, cut from emperor and mangrove red snapper: scaled, skin-on or skinless, chilled or frozen.",
  },
  {
    slug: "filleted-skipjack-tuna",
    category: "filleted-fish",
    name: "Filleted Skipjack Tuna",
    summary:
      "Skipjack tuna loins cut by hand at Badey, skinless, with the bloodline on or off. Supplied chilled for short journeys or frozen for longer ones.",
    description: [
      "Tuna is not filleted like reef fish: each skipjack (Katsuwonus pelamis) is cut into four loins, two from the back and two from the belly. We do this by hand at Badey from fish iced soon after capture.",
      "The loins are skinned and trimmed, with the dark bloodline left on or taken off to suit your market, and can be cut into steaks or portions. The meat is deep red, dense and firm, with a rich flavour that suits grilling, searing and curries.",
      "Tuna is more sensitive to temperature than reef fish. Loins are cut on a chilled line and tested for histamine lot by lot, and for long journeys we recommend them frozen: chilled loins keep 3–5 days, frozen loins about 5 months, because the red meat darkens and its oil oxidises sooner than white fish.",
    ],
    images: ["filleted-skipjack-tuna"],
    benefits: [
      "Four clean loins per fish, skinless and trimmed",
      "Bloodline on or off to your specification",
      "Kept at 0–2 °C from landing to packing to control histamine",
      "Steaks and portions cut on request",
      "Vacuum packed chilled, or individually quick frozen and glazed",
    ],
    texture: "Firm and dense, dark red meat",
    trade: {
      ...SKIPJACK,
      season: SEASON.chilledOrFrozen,
      sizeGrades: ["Loins: 300–600 g, 600 g–1 kg", "Steaks and portions: to your weight"],
      forms: filletForms(["Skinless loins, bloodline on or off", "Steaks", "Portions"], "0304.87"),
      handling: [
        chilledFillets(
          "3–5 days from cutting",
          "tuna loins from fish iced since capture, at 0–2 °C",
        ),
        frozen(
          "5 months",
          "dark red meat, glazed and held without a break at −18 °C or below; it darkens and oxidises sooner than white fish, so the practical storage life of fatty fish at −18 °C applies",
        ),
      ],
    },
    seoDescription:
      "Skipjack tuna loins from Puntland, Somalia, hand cut at Badey: skinless, bloodline on or off, vacuum packed chilled or IQF frozen.",
  },

  // Frozen fish
  {
    slug: "frozen-king-fish",
    category: "frozen-fish",
    name: "Frozen King Fish",
    summary:
      "Whole gutted king fish, steaks and fillets, blast frozen and glazed at Badey. Held at −18 °C or below in our Garowe cold store.",
    description: [
      "Frozen king fish (narrow-barred Spanish mackerel, Scomberomorus commerson) lets buyers stock a popular fish all year, including the months when the monsoon keeps the boats ashore. We freeze fish that has been in ice since soon after capture, so its quality is held while it is still fresh.",
      "At Badey we gut and wash the fish, or cut it into steaks or fillets, then blast freeze it in air at around −35 °C until the core reaches −18 °C or colder. Fast freezing keeps ice crystals small, which helps the flesh stay firm and lose less drip when it is thawed. Each piece is then glazed with a thin layer of ice to protect it from drying out and freezer burn.",
      "King fish carries more oil than our reef fish, and that oil slowly oxidises even at −18 °C, so it keeps about 5 months rather than the 9 of our lean frozen fish. Packed product goes by refrigerated truck to our Garowe cold store and stays there until it ships.",
    ],
    images: ["frozen-king-fish"],
    benefits: [
      "Supply all year from frozen stock, including the monsoon months",
      "Blast frozen quickly for firm texture and low drip loss",
      "Glazed to protect against freezer burn",
      "Whole gutted, steaks or fillets",
      "Histamine tested before freezing",
    ],
    texture: "Firm and meaty once thawed, medium flake",
    trade: {
      ...KING_FISH,
      season: SEASON.frozen,
      sizeGrades: [
        "Whole: 2–4 kg, 4–7 kg, over 7 kg",
        "Steaks: 2–3 cm thick",
        "Fillets: 0.5–1 kg, over 1 kg",
      ],
      forms: [
        {
          state: "frozen",
          forms: ["Whole gutted", "Steaks cut across the backbone"],
          hsCode: "0303.59",
          packs: [
            {
              ...FROZEN_WHOLE_FISH_CARTON,
              contents: "whole fish and steaks",
              description:
                "Whole fish glazed and bagged singly, steaks glazed and interleaved, in a lined master carton",
            },
          ],
        },
        {
          state: "frozen",
          forms: ["Fillets, skin-on or skinless"],
          hsCode: "0304.89",
          packs: [FILLET_PACKS.frozen],
        },
      ],
      handling: [frozen("5 months", OILY_FROZEN_BASIS)],
    },
    seoDescription:
      "Frozen king fish from Puntland, Somalia: whole gutted, steaks and fillets, blast frozen and glazed, stored at −18 °C or below in Garowe.",
  },
  {
    slug: "frozen-grouper",
    category: "frozen-fish",
    name: "Frozen Grouper",
    summary:
      "Orange-spotted and other Epinephelus groupers, blast frozen whole or as fillets at Badey and glazed. Stored at −18 °C or below in Garowe.",
    description: [
      "Our frozen grouper comes from the same Epinephelus groupers as our fresh fish, such as the orange-spotted grouper (E. coioides), with each species named on its lot and graded separately when your market asks for it. The fish is iced from the boat to our processing site at Badey and frozen soon after landing.",
      "We supply whole gutted and scaled grouper, which remains popular for whole-fish cooking, and boneless fillets. Both go into the blast freezer until the core reaches −18 °C or colder, then are glazed to protect the surface in storage.",
      "Grouper is a lean fish and freezes well: thawed slowly, its firm white flesh keeps its large flakes and moist texture, and it keeps about 9 months at −18 °C. Stock is held in our Garowe cold store in lined master cartons labelled with species, size grade, lot and date.",
    ],
    images: ["frozen-grouper"],
    benefits: [
      "Lean white fish that keeps its texture well after freezing",
      "Whole gutted and scaled, or boneless fillets",
      "Graded by species and weight",
      "Blast frozen and glazed for long storage",
      "Supply from frozen stock through the monsoon months",
    ],
    texture: "Firm and moist once thawed, large white flakes",
    trade: {
      ...GROUPER,
      season: SEASON.frozen,
      sizeGrades: ["Whole: 1–2 kg, 2–4 kg, 4–8 kg", "Fillets: 200–500 g, 500 g–1 kg, over 1 kg"],
      forms: frozenWholeAndFilletForms(
        ["Whole gutted and scaled"],
        ["Boneless fillets, skin-on or skinless"],
      ),
      handling: [frozen("9 months", LEAN_FROZEN_BASIS)],
    },
    seoDescription:
      "Frozen Epinephelus groupers from Puntland, Somalia: whole gutted and scaled or boneless fillets, blast frozen, glazed and held at −18 °C.",
  },
  {
    slug: "frozen-red-grouper",
    category: "frozen-fish",
    name: "Frozen Red Grouper",
    summary:
      "Red grouper frozen whole or as skin-on fillets at Badey, glazed and stored at −18 °C or below. A plate-sized red fish available all year.",
    description: [
      "Our frozen red grouper comes from the small red-skinned groupers of the reef, such as the tomato hind (Cephalopholis sonnerati) and the coral hind (C. miniata), each named on its lot. Landings come in smaller lots and vary with the weather, so freezing is a practical way to build stock for regular orders.",
      "Most fish are frozen whole, gutted and scaled, as a plate-sized fish of 300 g to 1.5 kg; we also freeze skin-on fillets. After blast freezing, a glaze of ice protects the red skin and the flesh from drying. Thawed slowly, the flesh stays fine, tender and moist.",
      "Stock is held in our Garowe cold store and packed in lined master cartons, graded by size and labelled with species, lot and landing date.",
    ],
    images: ["frozen-red-grouper"],
    benefits: [
      "Plate-sized whole fish, convenient for restaurant service",
      "Regular supply from frozen stock",
      "Glazed to protect the skin and flesh in storage",
      "Whole gutted and scaled, or skin-on fillets",
      "Graded by size and traceable to the landing site and date",
    ],
    texture: "Fine, tender and moist once thawed",
    trade: {
      ...RED_GROUPER,
      season: SEASON.frozen,
      sizeGrades: ["Whole: 300–500 g, 500 g–1 kg, 1–1.5 kg", "Fillets: 80–150 g, 150–250 g"],
      forms: frozenWholeAndFilletForms(["Whole gutted and scaled"], ["Skin-on fillets"]),
      handling: [frozen("9 months", LEAN_FROZEN_BASIS)],
    },
    seoDescription:
      "Frozen red grouper (tomato hind, coral hind) from Puntland, Somalia: whole gutted or skin-on fillets, blast frozen, glazed, held at −18 °C.",
  },
  {
    slug: "frozen-snapper",
    category: "frozen-fish",
    name: "Frozen Snapper",
    summary:
      "Blubberlip and other Lutjanus snappers, frozen whole or as fillets at Badey and glazed, then held in our Garowe cold store at −18 °C or below.",
    description: [
      "Our frozen snapper is made from the grey and bronze Lutjanus snappers of the Puntland coast, such as the blubberlip snapper (L. rivulatus), with the species named on each lot. It is packed separately from our frozen red snapper, so the two never share a carton.",
      "We freeze whole gutted and scaled fish, graded by weight, and boneless fillets, skin-on or skinless. Freezing follows soon after landing; the glaze goes on as the fish leave the blast freezer.",
      "The firm, lean flesh of snapper freezes well and, once thawed, suits whole frying, grilling, baking and curries. Cartons wait in Garowe until they ship, labelled with species, grade, lot and landing date.",
    ],
    images: ["frozen-snapper"],
    benefits: [
      "Lean, firm white fish that freezes well",
      "Whole gutted and scaled, or boneless fillets",
      "Graded by weight and kept separate from red snapper",
      "About nine months of storage life at −18 °C from a lean fish",
      "Supply from frozen stock when the boats are ashore",
    ],
    texture: "Firm and moist once thawed, medium white flake",
    trade: {
      ...SNAPPER,
      season: SEASON.frozen,
      sizeGrades: ["Whole: 300–500 g, 500 g–1 kg, 1–3 kg", "Fillets: 100–200 g, over 200 g"],
      forms: frozenWholeAndFilletForms(
        ["Whole gutted and scaled"],
        ["Boneless fillets, skin-on or skinless"],
      ),
      handling: [frozen("9 months", LEAN_FROZEN_BASIS)],
    },
    seoDescription:
      "Frozen grey and bronze Lutjanus snappers from Puntland, Somalia: whole gutted and scaled or boneless fillets, blast frozen and glazed.",
  },
  {
    slug: "frozen-red-snapper",
    category: "frozen-fish",
    name: "Frozen Red Snapper",
    summary:
      "Emperor and mangrove red snapper, blast frozen whole or as skin-on fillets at Badey and glazed. Held at −18 °C or below in Garowe until dispatch.",
    description: [
      "Our frozen red snapper is emperor red snapper (Lutjanus sebae) and mangrove red snapper (L. argentimaculatus), red reef fish valued in many markets for their colour and sweet white flesh. Freezing lets us supply them steadily through the year, including the monsoon months.",
      "We freeze whole gutted and scaled fish, graded by weight, and boneless fillets with the skin on or off. A glaze protects the skin colour and the flesh from drying. For the best texture, thaw the fish slowly in a refrigerator.",
      "Every fish is bought under our ciguatera policy, so no two-spot or humpback red snapper and nothing over 5 kg goes into the freezer. Cartons are labelled with species, grade, lot and landing date.",
    ],
    images: ["frozen-red-snapper"],
    benefits: [
      "A valued red reef fish, available all year from frozen stock",
      "Whole gutted and scaled, or boneless fillets",
      "Graded by weight and never mixed with other snappers",
      "Glazed to protect skin colour and flesh in storage",
      "Bought under a written ciguatera policy",
    ],
    texture: "Firm and moist once thawed, fine to medium white flake",
    trade: {
      ...RED_SNAPPER,
      season: SEASON.frozen,
      sizeGrades: ["Whole: 1–2 kg, 2–3 kg, 3–5 kg", "Fillets: 200–400 g, 400–800 g"],
      forms: frozenWholeAndFilletForms(
        ["Whole gutted and scaled"],
        ["Boneless fillets, skin-on or skinless"],
      ),
      handling: [frozen("9 months", LEAN_FROZEN_BASIS)],
    },
    seoDescription:
      "Frozen red snapper (emperor and mangrove red snapper) from Puntland, Somalia: whole gutted or boneless fillets, blast frozen and glazed.",
  },
]);
