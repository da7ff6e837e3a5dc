/**
 * The packs the products ship in. Sizes and weights are the business's own figures (see
 * docs/content-sources.md); the specification turns them into container loads. Fillets are packed
 * one way only, chilled or frozen, and every page that describes fillet packing reads it from here.
 */

const INSULATED_BOX = { en: "insulated box", ar: "صندوق معزول حراريًا" };
const INSULATED_BOXES = { en: "insulated boxes", ar: "الصناديق المعزولة حراريًا" };
const MASTER_CARTON = { en: "master carton", ar: "كرتونة رئيسية" };
const MASTER_CARTONS = { en: "master cartons", ar: "الكراتين الرئيسية" };

export const CHILLED_WHOLE_FISH_BOX = {
  contents: { en: "whole fish", ar: "سمك كامل" },
  unit: INSULATED_BOX,
  units: INSULATED_BOXES,
  description: {
    en: "Leak-proof, lined polystyrene box with gel packs or sealed ice; large fish packed singly",
    ar: "صندوق من البوليسترين مبطّن ومحكم ضد التسرب، مع عبوات تبريد (جل) أو ثلج في أكياس مغلقة؛ تُعبّأ الأسماك الكبيرة كل سمكة على حدة",
  },
  netKg: 20,
  grossKg: 26,
  outsideMm: { length: 800, width: 400, height: 280 },
};

export const FILLET_PACKS = {
  chilled: {
    contents: { en: "fillets", ar: "فيليه" },
    unit: INSULATED_BOX,
    units: INSULATED_BOXES,
    description: {
      en: "Vacuum packed, one or two fillets to a pouch, in a leak-proof insulated box with gel packs",
      ar: "معبأ تحت التفريغ، شريحة أو شريحتان في كل كيس، داخل صندوق معزول حراريًا محكم ضد التسرب مع عبوات تبريد (جل)",
    },
    netKg: 10,
    grossKg: 13,
    outsideMm: { length: 600, width: 400, height: 200 },
  },
  frozen: {
    contents: { en: "fillets", ar: "فيليه" },
    unit: MASTER_CARTON,
    units: MASTER_CARTONS,
    description: {
      en: "Individually quick frozen (IQF) and glazed, in two 5 kg polyethylene bags inside a lined master carton",
      ar: "مجمّد فرديًا بسرعة (IQF) ومغطى بطبقة ثلج، في كيسين من البولي إيثيلين سعة كل منهما 5 kg داخل كرتونة رئيسية مبطّنة",
    },
    netKg: 10,
    grossKg: 11.5,
    outsideMm: { length: 480, width: 320, height: 130 },
  },
};

/** How fillets are packed, in words, for the service pages. */
export const FILLET_PACKING_IN_WORDS = {
  chilled: {
    en: "chilled fillets are vacuum packed in pouches",
    ar: "يُعبّأ الفيليه المبرّد تحت التفريغ في أكياس",
  },
  frozen: {
    en: "fillets for freezing are individually quick frozen (IQF), glazed and bagged",
    ar: "يُجمَّد الفيليه المعدّ للتجميد فرديًا بسرعة (IQF) ويُغطّى بطبقة ثلج واقية ويُعبّأ في أكياس",
  },
} as const;

export const FROZEN_WHOLE_FISH_CARTON = {
  contents: { en: "whole fish", ar: "سمك كامل" },
  unit: MASTER_CARTON,
  units: MASTER_CARTONS,
  description: {
    en: "Whole fish glazed and bagged singly, in a lined master carton",
    ar: "سمك كامل مغطى بطبقة ثلج ومعبأ كل سمكة في كيس، داخل كرتونة رئيسية مبطّنة",
  },
  netKg: 20,
  grossKg: 22.6,
  outsideMm: { length: 760, width: 380, height: 180 },
};

export const LIVE_LOBSTER_BOX = {
  contents: { en: "live lobster", ar: "شارخة حية" },
  unit: { en: "ventilated box", ar: "صندوق مهوّى" },
  units: { en: "ventilated boxes", ar: "الصناديق المهوّاة" },
  description: {
    en: "Insulated, ventilated box, the lobsters laid in layers in damp wood shavings with gel packs",
    ar: "صندوق معزول حراريًا ومهوّى، تُرصّ فيه الشارخة طبقات في نشارة خشب رطبة مع عبوات تبريد (جل)",
  },
  netKg: 10,
  grossKg: 15,
  outsideMm: { length: 600, width: 400, height: 250 },
};

export const FROZEN_LOBSTER_CARTON = {
  contents: { en: "whole lobster and tails", ar: "شارخة كاملة وذيول" },
  unit: MASTER_CARTON,
  units: MASTER_CARTONS,
  description: {
    en: "Whole lobsters glazed and packed in layers, tails glazed and wrapped singly, in two 5 kg inner boxes inside a lined master carton",
    ar: "شارخة كاملة مغطاة بطبقة ثلج ومرصوصة طبقات، وذيول مغطاة بطبقة ثلج ومغلفة كل ذيل على حدة، في علبتين داخليتين سعة كل منهما 5 kg داخل كرتونة رئيسية مبطّنة",
  },
  netKg: 10,
  grossKg: 11.8,
  outsideMm: { length: 500, width: 320, height: 180 },
};

export const DRIED_SARDINE_PACKS = [
  {
    contents: { en: "in sacks", ar: "في أكياس" },
    unit: { en: "sack", ar: "كيس" },
    units: { en: "sacks", ar: "الأكياس" },
    description: {
      en: "Woven polypropylene sack with a polyethylene liner",
      ar: "كيس من البولي بروبيلين المنسوج ببطانة من البولي إيثيلين",
    },
    netKg: 20,
    grossKg: 20.4,
    outsideMm: { length: 800, width: 500, height: 220 },
  },
  {
    contents: { en: "in cartons", ar: "في كراتين" },
    unit: { en: "carton", ar: "كرتونة" },
    units: { en: "cartons", ar: "الكراتين" },
    description: {
      en: "Carton lined with polyethylene, closed against damp and insects",
      ar: "كرتونة مبطّنة بالبولي إيثيلين، مغلقة بإحكام ضد الرطوبة والحشرات",
    },
    netKg: 10,
    grossKg: 10.8,
    outsideMm: { length: 600, width: 400, height: 200 },
  },
];
