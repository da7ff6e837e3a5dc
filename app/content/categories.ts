import { categorySchema, parseContent } from "./schema";

export const categories = parseContent("app/content/categories.ts", categorySchema, [
  {
    slug: "fresh-fish",
    name: "Fresh Fish",
    description:
      "Whole king fish, grouper, snapper and skipjack tuna, bought at the landing near Eyl and kept on ice from the boat to the box.",
    intro: [
      "Our fresh fish comes from the small boats that work the reefs and open water off the Indian Ocean coast near Eyl. We buy at the landing, put the catch on ice straight away and take it to our processing site at Badey, where it is sorted by species and size, gutted or scaled on request and packed whole in iced, insulated boxes.",
      "The range follows what the boats bring in: king fish, orange-spotted and other groupers, coral hind, snappers, emperor red snapper and skipjack tuna. Fishing on this coast is seasonal, and the southwest monsoon keeps most small boats ashore for part of the year, so tell us your volumes and dates early and we will give you a straight answer on what we can supply.",
    ],
    image: "category-fresh-fish",
    showBreadcrumbs: false,
    seoDescription:
      "Fresh whole king fish, grouper, snapper and skipjack tuna from the Puntland coast, iced at landing and packed at our Badey site.",
  },
  {
    slug: "shell-fish",
    name: "Shell Fish",
    description:
      "Spiny rock lobster from the rocky coast around Eyl, supplied live, whole cooked or raw and frozen, or as frozen tails.",
    intro: [
      "The coast around Eyl has long been known for its spiny lobster. Our lobsters are mainly scalloped spiny lobster (Panulirus homarus), with a smaller share of ornate spiny lobster (Panulirus ornatus), caught by local fishers in the rocky inshore waters and brought to us at Badey.",
      "We grade every lobster by weight and condition and supply them live, whole cooked or raw and frozen, or as raw frozen tails. Frozen lobster is glazed, packed and held at −18 °C or below in our Garowe cold store, so we can keep supplying after the fishing season has closed.",
    ],
    image: "category-shell-fish",
    showBreadcrumbs: true,
    seoDescription:
      "Spiny rock lobster from the Eyl coast of Puntland, Somalia: live, whole frozen or frozen tails, graded by weight for trade buyers.",
  },
  {
    slug: "dry-fish",
    name: "Dry Fish",
    description:
      "Goldstripe sardine dried whole on raised racks, plain or lightly salted: a shelf-stable product that needs no refrigeration.",
    intro: [
      "Drying is the oldest way of keeping fish on the Somali coast, and it still suits small shoaling fish such as sardines, which are landed in large numbers over a short time. We dry goldstripe sardine (Sardinella gibbosa) whole, either plain in the sun or after a light salting, on raised racks that keep the fish clean and off the ground and let the sea breeze move around them.",
      "Dried sardine needs no cold chain. Packed in sacks or lined cartons and kept in a cool, dry store, it lasts for months, which makes it practical for buyers far from the coast.",
    ],
    image: "category-dry-fish",
    showBreadcrumbs: true,
    seoDescription:
      "Sun-dried and salted-dried goldstripe sardine from Puntland, Somalia, dried whole on raised racks and packed in sacks or cartons.",
  },
  {
    slug: "filleted-fish",
    name: "Filleted Fish",
    description:
      "Skin-on or skinless fillets, boneless portions and tuna loins, cut by hand at Badey and supplied chilled or frozen.",
    intro: [
      "We fillet king fish, grouper, coral hind, snapper, emperor red snapper and skipjack tuna at our processing site at Badey, a short distance from where the boats land. Fish are on ice within hours of landing and are cut by hand on clean, chilled lines, handled to HACCP principles from the first cut to the sealed pack.",
      "Fillets can be supplied skin-on or skinless, whole or cut to a portion weight you set, with pin bones removed for boneless fillets. They are vacuum packed or interleaved in lined cartons, and every batch is labelled with species, landing site and date so it can be traced back to the catch.",
    ],
    image: "category-filleted-fish",
    showBreadcrumbs: true,
    seoDescription:
      "Hand-cut fillets, portions and tuna loins from Puntland, Somalia: skin-on or skinless, boneless, vacuum packed, chilled or frozen.",
  },
  {
    slug: "frozen-fish",
    name: "Frozen Fish",
    description:
      "Whole gutted fish, steaks and fillets, blast frozen and glazed at Badey and held at −18 °C or below in our Garowe cold store.",
    intro: [
      "Freezing lets us supply fish beyond the reach of a fresh cold chain and through the months when the boats stay ashore. We blast freeze king fish, grouper, coral hind, snapper and emperor red snapper at Badey soon after landing, then glaze each piece with a thin layer of ice to protect it from drying and freezer burn.",
      "Frozen stock travels in refrigerated trucks to our cold storage site in Garowe and is held at −18 °C or below until dispatch. We supply whole gutted fish, steaks and fillets, packed in lined master cartons and labelled with species, grade, landing site and date.",
    ],
    image: "category-frozen-fish",
    showBreadcrumbs: true,
    seoDescription:
      "Blast-frozen, glazed whole fish, steaks and fillets from Puntland, Somalia, held at −18 °C or below in our Garowe cold store.",
  },
]);
