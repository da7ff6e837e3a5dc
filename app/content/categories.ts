import { categorySchema, parseContent } from "./schema";

export const categories = parseContent("app/content/categories.ts", categorySchema, [
  {
    slug: "fresh-fish",
    name: "Fresh Fish",
    description:
      "Whole king fish, grouper, snapper and skipjack tuna, bought at the landing near Eyl and kept in melting ice at 0–2 °C from the boat to the box.",
    intro: [
      "Our fresh fish comes from the small boats that work the reefs and open water off the Indian Ocean coast near Eyl. We buy at the landing, keep the catch in ice and take it to our processing site at Badey, where it is sorted by species and size, gutted or scaled on request and packed whole in melting ice at 0–2 °C.",
      "The range follows what the boats bring in: king fish, groupers, red groupers, grey and red snappers, and skipjack tuna, all sent by air. The southwest monsoon keeps the small boats ashore from about June to September, so tell us your volumes and dates early and we will give you a straight answer on what we can supply.",
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
      "Spiny rock lobster from the rocky coast around Eyl, supplied live by air, whole cooked or raw and frozen, or as frozen tails.",
    intro: [
      "The coast around Eyl has long been known for its spiny lobster. Ours is the Arabian Sea form of the scalloped spiny lobster, Panulirus homarus megasculptus, with a small share of ornate spiny lobster (Panulirus ornatus), caught by local fishers in the rocky inshore waters and brought to us at Badey.",
      "We grade every lobster by weight and condition and supply them live, whole cooked or raw and frozen, or as raw frozen tails. The season runs from about October to May; frozen lobster, glazed and held at −18 °C or below in our Garowe cold store, keeps supply going through the monsoon months.",
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
      "Indian oil sardine dried whole on raised racks, plain or salted: shipped in a dry container, kept cool and dry.",
    intro: [
      "Drying is the oldest way of keeping fish on the Somali coast, and it still suits small shoaling fish such as sardines, which are landed in large numbers over a short time. We dry Indian oil sardine (Sardinella longiceps) whole, either plain in the sun or after dry-salting, on raised racks that keep the fish clean and off the ground and let the sea breeze move around them.",
      "Dried sardine needs no freezing. Dried to a water activity of 0.75 or below, it travels in a dry container; stored in a chill room at 2–4 °C and below 65% relative humidity, it keeps four months plain and six months salted. Heat shortens that: the oil turns rancid sooner in a warm store.",
    ],
    image: "category-dry-fish",
    showBreadcrumbs: true,
    seoDescription:
      "Sun-dried and salted-dried Indian oil sardine from Puntland, Somalia, dried whole on raised racks and packed in sacks or cartons.",
  },
  {
    slug: "filleted-fish",
    name: "Filleted Fish",
    description:
      "Skin-on or skinless fillets, boneless portions and tuna loins, cut by hand at Badey and supplied chilled or frozen.",
    intro: [
      "We fillet king fish, grouper, red grouper, snapper, red snapper and skipjack tuna at our processing site at Badey, a short distance from where the boats land. The fish are cut by hand on clean, chilled lines, handled to HACCP principles from the first cut to the sealed pack.",
      "Fillets can be supplied skin-on or skinless, whole or cut to a portion weight you set, with pin bones removed for boneless fillets. Chilled fillets are vacuum packed, kept at 0–2 °C and go by air; frozen fillets are individually quick frozen (IQF), glazed and bagged, and go by reefer container. Every pack is labelled with species, lot and date so it can be traced back to the catch.",
    ],
    image: "category-filleted-fish",
    showBreadcrumbs: true,
    seoDescription:
      "Hand-cut fillets, portions and tuna loins from Puntland, Somalia: skin-on or skinless, boneless, vacuum packed chilled or IQF frozen.",
  },
  {
    slug: "frozen-fish",
    name: "Frozen Fish",
    description:
      "Whole gutted fish, steaks and fillets, blast frozen and glazed at Badey and held at −18 °C or below in our Garowe cold store.",
    intro: [
      "Freezing lets us supply fish beyond the reach of a fresh cold chain and through the months when the boats stay ashore. We blast freeze king fish, grouper, red grouper, snapper and red snapper at Badey soon after landing, then glaze each piece with a thin layer of ice to protect it from drying and freezer burn.",
      "Frozen stock travels in refrigerated trucks to our cold storage site in Garowe and is held at −18 °C or below until it is loaded into a reefer container. At −18 °C, lean fish keeps about 9 months; king fish, an oilier fish, about 5 months. We supply whole gutted fish, steaks and fillets in lined master cartons, labelled with species, grade, lot and date.",
    ],
    image: "category-frozen-fish",
    showBreadcrumbs: true,
    seoDescription:
      "Blast-frozen, glazed whole fish, steaks and fillets from Puntland, Somalia, held at −18 °C or below in our Garowe cold store.",
  },
]);
