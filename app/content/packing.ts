/**
 * The packs the products ship in. Sizes and weights are the business's own figures (see
 * docs/content-sources.md); the specification turns them into container loads. Fillets are packed
 * one way only, chilled or frozen, and every page that describes fillet packing reads it from here.
 */

export const CHILLED_WHOLE_FISH_BOX = {
  contents: "whole fish",
  unit: "insulated box",
  description:
    "Leak-proof, lined polystyrene box with gel packs or sealed ice; large fish packed singly",
  netKg: 20,
  grossKg: 26,
  outsideMm: { length: 800, width: 400, height: 280 },
};

export const FILLET_PACKS = {
  chilled: {
    contents: "fillets",
    unit: "insulated box",
    description:
      "Vacuum packed, one or two fillets to a pouch, in a leak-proof insulated box with gel packs",
    netKg: 10,
    grossKg: 13,
    outsideMm: { length: 600, width: 400, height: 200 },
  },
  frozen: {
    contents: "fillets",
    unit: "master carton",
    description:
      "Individually quick frozen (IQF) and glazed, in two 5 kg polyethylene bags inside a lined master carton",
    netKg: 10,
    grossKg: 11.5,
    outsideMm: { length: 480, width: 320, height: 130 },
  },
};

/** How fillets are packed, in words, for the service pages. */
export const FILLET_PACKING_IN_WORDS = {
  chilled: "chilled fillets are vacuum packed in pouches",
  frozen: "fillets for freezing are individually quick frozen (IQF), glazed and bagged",
} as const;

export const FROZEN_WHOLE_FISH_CARTON = {
  contents: "whole fish",
  unit: "master carton",
  description: "Whole fish glazed and bagged singly, in a lined master carton",
  netKg: 20,
  grossKg: 22.6,
  outsideMm: { length: 760, width: 380, height: 180 },
};

export const LIVE_LOBSTER_BOX = {
  contents: "live lobster",
  unit: "ventilated box",
  description:
    "Insulated, ventilated box, the lobsters laid in layers in damp wood shavings with gel packs",
  netKg: 10,
  grossKg: 15,
  outsideMm: { length: 600, width: 400, height: 250 },
};

export const FROZEN_LOBSTER_CARTON = {
  contents: "whole lobster and tails",
  unit: "master carton",
  description:
    "Whole lobsters glazed and packed in layers, tails glazed and wrapped singly, in two 5 kg inner boxes inside a lined master carton",
  netKg: 10,
  grossKg: 11.8,
  outsideMm: { length: 500, width: 320, height: 180 },
};

export const DRIED_SARDINE_PACKS = [
  {
    contents: "in sacks",
    unit: "sack",
    description: "Woven polypropylene sack with a polyethylene liner",
    netKg: 20,
    grossKg: 20.4,
    outsideMm: { length: 800, width: 500, height: 220 },
  },
  {
    contents: "in cartons",
    unit: "carton",
    description: "Carton lined with polyethylene, closed against damp and insects",
    netKg: 10,
    grossKg: 10.8,
    outsideMm: { length: 600, width: 400, height: 200 },
  },
];
