import { parseContent, productSchema } from "./schema";

export const products = parseContent("app/content/products.ts", productSchema, [
  // Fresh fish
  {
    slug: "king-fish",
    category: "fresh-fish",
    name: "King Fish",
    summary:
      "Narrow-barred Spanish mackerel from the Puntland coast, supplied whole on ice or cut into steaks. Firm, meaty flesh that holds together on the grill.",
    description: [
      "King fish is the trade name for the narrow-barred Spanish mackerel, Scomberomorus commerson, a fast, long-bodied predator of the western Indian Ocean. It is easy to recognise by its steel-blue back, silvery sides crossed by thin, wavy dark bars, and its sharp teeth. The fish landed on our coast commonly weigh from about 3 kg to over 15 kg.",
      "The flesh is firm and meaty with a medium flake, pale when raw and white when cooked, with a clean, full flavour. Apart from the backbone it has few bones, which is why king fish is so often cut across the body into steaks. It suits grilling, frying and curries, and the rice dishes eaten across Somalia, the Gulf and East Africa.",
      "We buy king fish at the landing, ice it straight away and bring it to Badey, where we supply it whole, gutted or cut into steaks. King fish carries a little more oil than reef fish, so it benefits from fast chilling, and we keep it on ice from the moment it reaches us until it is packed.",
    ],
    images: ["king-fish", "king-fish-steaks"],
    benefits: [
      "Firm steaks that hold together on the grill and in curries",
      "Few bones apart from the backbone, so it is easy to portion",
      "A familiar fish for buyers in Somalia, the Gulf and East Africa",
      "Supplied whole, gutted or as steaks to suit your market",
      "Iced at landing and traceable to the landing site and date",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia, landed near Eyl" },
      {
        label: "Scientific Name",
        value: "Scomberomorus commerson (narrow-barred Spanish mackerel)",
      },
      { label: "Texture", value: "Firm and meaty, medium flake, few bones" },
      { label: "Available Forms", value: "Whole round, whole gutted, steaks" },
      { label: "Storage", value: "Whole or as steaks on ice in insulated boxes, kept drained" },
      { label: "Shelf Life", value: "About 7–10 days from catch, kept on ice" },
      { label: "Storage Temperature", value: "0 to 4 °C" },
      {
        label: "Packaging",
        value: "Insulated fish boxes with ice, about 20–25 kg net; steaks in lined trays",
      },
    ],
    seoDescription:
      "Fresh king fish (narrow-barred Spanish mackerel) from Puntland, Somalia, supplied whole on ice or cut into steaks for trade buyers.",
  },
  {
    slug: "grouper",
    category: "fresh-fish",
    name: "Grouper",
    summary:
      "Orange-spotted and other Epinephelus groupers from the reefs and rocky ground off Eyl, supplied whole on ice. Moist white flesh with large, firm flakes.",
    description: [
      "Our grouper is mainly the orange-spotted grouper, Epinephelus coioides, together with other Epinephelus species that local crews catch on handlines over reefs and rocky ground along the Puntland coast. These are heavy-bodied fish with wide mouths and olive-brown to grey-brown bodies scattered with small orange-brown spots. Most of the fish we handle weigh between about 1 and 8 kg.",
      "Grouper flesh is white, moist and firm, with large flakes and a mild, slightly sweet taste. It keeps its shape when steamed, baked, grilled or fried, and the head and frame make a rich stock, so buyers who sell whole fish get full value from every one.",
      "At Badey we sort grouper by species and weight, gut and scale it on request and pack it whole on ice. Where your market prefers one species over another, we keep the different Epinephelus groupers apart.",
    ],
    images: ["grouper"],
    benefits: [
      "Mild, clean-tasting white flesh that sells in restaurants and retail",
      "Large, firm flakes that hold together in cooking",
      "Good for whole-fish sales and for filleting",
      "Graded by species and weight to your order",
      "Handled to HACCP principles and traceable to the landing site and date",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia, landed near Eyl" },
      {
        label: "Scientific Name",
        value: "Epinephelus spp., mainly Epinephelus coioides (orange-spotted grouper)",
      },
      { label: "Texture", value: "Firm and moist, large white flakes" },
      { label: "Available Forms", value: "Whole round, whole gutted, gutted and scaled" },
      { label: "Storage", value: "Whole on ice in insulated boxes, kept drained" },
      { label: "Shelf Life", value: "About 10–12 days from catch, kept on ice" },
      { label: "Storage Temperature", value: "0 to 4 °C" },
      {
        label: "Packaging",
        value: "Insulated fish boxes with ice, about 20–25 kg net; large fish packed singly",
      },
    ],
    seoDescription:
      "Fresh grouper from Puntland, Somalia, mainly orange-spotted grouper (Epinephelus coioides), graded by weight and packed whole on ice.",
  },
  {
    slug: "red-grouper",
    category: "fresh-fish",
    name: "Red Grouper",
    summary:
      "Coral hind, a bright red reef grouper from the Puntland coast, supplied whole on ice. A plate-sized fish with fine, sweet white flesh.",
    description: [
      "What we sell as red grouper is the coral hind, Cephalopholis miniata, a small grouper of the coral and rocky reefs of the Indian Ocean. It is orange-red to deep red and covered in small bright-blue spots, which makes it one of the most striking fish landed on our coast. It is not the Atlantic red grouper sold in the Americas, and we label it by its own name.",
      "Coral hind stays much smaller than the Epinephelus groupers, and most fish weigh under 1 kg, which makes it a natural plate-sized fish for restaurants. The flesh is white, fine-textured and sweet, and the red skin looks good on the plate when the fish is served whole, whether baked, steamed or fried.",
      "Landings vary with the weather and the season, so coral hind comes to us in smaller lots than our main groupers. The fish are iced at the landing, sorted by size at Badey and packed whole, gutted and scaled on request.",
    ],
    images: ["red-grouper"],
    benefits: [
      "Bright red skin with blue spots that stands out on display",
      "Plate-sized fish, convenient for whole-fish restaurant service",
      "Fine, sweet white flesh",
      "Sorted by size and kept separate from other groupers",
      "Iced at landing and traceable to the landing site and date",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia, landed near Eyl" },
      { label: "Scientific Name", value: "Cephalopholis miniata (coral hind)" },
      { label: "Texture", value: "Fine, tender and moist, small white flakes" },
      { label: "Available Forms", value: "Whole round, whole gutted, gutted and scaled" },
      { label: "Storage", value: "Whole on ice in insulated boxes, kept drained" },
      { label: "Shelf Life", value: "About 10–12 days from catch, kept on ice" },
      { label: "Storage Temperature", value: "0 to 4 °C" },
      { label: "Packaging", value: "Insulated fish boxes with ice, about 10–20 kg net" },
    ],
    seoDescription:
      "Fresh red grouper (coral hind, Cephalopholis miniata) from the reefs of Puntland, Somalia: plate-sized fish packed whole on ice.",
  },
  {
    slug: "snapper",
    category: "fresh-fish",
    name: "Snapper",
    summary:
      "Grey and bronze Lutjanus snappers from the Puntland coast, mainly blubberlip snapper, supplied whole on ice. Firm white flesh with a mild, sweet taste.",
    description: [
      "Under the name snapper we supply the grey and bronze Lutjanus snappers caught by local handline crews off Eyl, mainly the blubberlip snapper, Lutjanus rivulatus. It is a deep-bodied fish with thick lips, a bronze-grey body marked with small pale spots, and fine wavy blue lines across the cheeks. We keep these fish apart from our red snapper, which is a different species sold to a different market.",
      "The flesh is white, firm and moist, with a medium flake and a mild, sweet taste. Snapper is a dependable fish for frying and grilling whole, for baking with spices and for filleting, and it keeps its quality well on ice.",
      "The fish are iced at the landing and brought to Badey, where we sort them by size, gut and scale them on request and pack them whole in insulated boxes.",
    ],
    images: ["snapper"],
    benefits: [
      "Versatile white fish for frying, grilling, baking and filleting",
      "Firm flesh that keeps its quality well on ice",
      "Sorted by size and never mixed with red snapper",
      "Supplied whole round, gutted, or gutted and scaled",
      "Traceable to the landing site and date",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia, landed near Eyl" },
      {
        label: "Scientific Name",
        value: "Lutjanus spp., mainly Lutjanus rivulatus (blubberlip snapper)",
      },
      { label: "Texture", value: "Firm and moist, medium white flake" },
      { label: "Available Forms", value: "Whole round, whole gutted, gutted and scaled" },
      { label: "Storage", value: "Whole on ice in insulated boxes, kept drained" },
      { label: "Shelf Life", value: "About 10–12 days from catch, kept on ice" },
      { label: "Storage Temperature", value: "0 to 4 °C" },
      { label: "Packaging", value: "Insulated fish boxes with ice, about 20–25 kg net" },
    ],
    seoDescription:
      "Fresh snapper from Puntland, Somalia, mainly blubberlip snapper (Lutjanus rivulatus), sorted by size and packed whole on ice.",
  },
  {
    slug: "red-snapper",
    category: "fresh-fish",
    name: "Red Snapper",
    summary:
      "Emperor red snapper, a deep red reef fish from the Puntland coast, supplied whole on ice. Firm, sweet white flesh and a colour that stands out on display.",
    description: [
      "Our red snapper is the emperor red snapper, Lutjanus sebae, which lives on reefs and rocky ground across the Indian Ocean, including the Somali coast. Young fish carry three broad dark-red bands on a pale body; adults turn an even deep red to pinkish red, with a steep forehead. The fish landed locally usually weigh from about 1 to 6 kg.",
      "It is a valued species in many markets. The flesh is white, firm and moist, with a sweet taste and a fine to medium flake, and the red skin makes it a popular fish to serve whole. Larger fish fillet well and give thick, even portions.",
      "We handle emperor red snapper separately from our grey and bronze snappers, so buyers receive the species they ordered. The fish are iced at the landing, graded by weight at Badey and packed whole, gutted and scaled on request.",
    ],
    images: ["red-snapper"],
    benefits: [
      "A sought-after red fish for display and whole-fish service",
      "Firm, sweet white flesh with a fine to medium flake",
      "Larger fish give thick, even fillets",
      "Graded by weight and never mixed with other snappers",
      "Iced at landing and traceable to the landing site and date",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia, landed near Eyl" },
      { label: "Scientific Name", value: "Lutjanus sebae (emperor red snapper)" },
      { label: "Texture", value: "Firm and moist, fine to medium white flake" },
      { label: "Available Forms", value: "Whole round, whole gutted, gutted and scaled" },
      { label: "Storage", value: "Whole on ice in insulated boxes, kept drained" },
      { label: "Shelf Life", value: "About 10–12 days from catch, kept on ice" },
      { label: "Storage Temperature", value: "0 to 4 °C" },
      {
        label: "Packaging",
        value: "Insulated fish boxes with ice, about 20–25 kg net; large fish packed singly",
      },
    ],
    seoDescription:
      "Fresh red snapper from Puntland, Somalia: emperor red snapper (Lutjanus sebae), graded by weight and packed whole on ice.",
  },
  {
    slug: "skipjack-tuna",
    category: "fresh-fish",
    name: "Skipjack Tuna",
    summary:
      "Skipjack tuna from the open water off Puntland, chilled fast after landing and supplied whole on ice. Deep red meat with a rich flavour.",
    description: [
      "Skipjack tuna, Katsuwonus pelamis, is a fast-swimming tuna of warm open seas, caught off the Puntland coast by small boats using handlines and nets. It is a compact, torpedo-shaped fish with a dark purplish-blue back and a silver belly marked with four to six dark stripes running along the body. Most of the fish landed here weigh between about 1.5 and 6 kg.",
      "The meat is dark red, dense and firm, with a rich flavour and more oil than reef fish. It is eaten fresh, grilled, seared or in curries, and across the Indian Ocean it is also widely cooked, smoked and dried.",
      "Like all tuna, skipjack has to be chilled quickly and kept cold to protect its quality and to control the build-up of histamine. We ice skipjack at the landing, keep it as close to 0 °C as we can and give it a shorter shelf life than our reef fish. For longer journeys we recommend our skipjack loins, which are cut at Badey and can be supplied frozen.",
    ],
    images: ["skipjack-tuna"],
    benefits: [
      "Rich, dark meat for grilling, searing and curries",
      "Chilled fast from landing to control histamine",
      "Supplied whole, or cut into loins at Badey",
      "A familiar tuna in Indian Ocean and Gulf markets",
      "Traceable to the landing site and date",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia, landed near Eyl" },
      { label: "Scientific Name", value: "Katsuwonus pelamis (skipjack tuna)" },
      { label: "Texture", value: "Firm and dense, dark red meat" },
      { label: "Available Forms", value: "Whole round, gutted and gilled" },
      { label: "Storage", value: "Whole on plenty of ice in insulated boxes, kept drained" },
      { label: "Shelf Life", value: "About 5–7 days from catch, kept on ice" },
      { label: "Storage Temperature", value: "0 to 2 °C, never above 4 °C" },
      { label: "Packaging", value: "Insulated fish boxes with ice, about 20–25 kg net" },
    ],
    seoDescription:
      "Fresh skipjack tuna (Katsuwonus pelamis) from Puntland, Somalia, chilled on ice straight after landing and supplied whole or gutted.",
  },

  // Shell fish
  {
    slug: "rock-lobster",
    category: "shell-fish",
    name: "Rock Lobster",
    summary:
      "Scalloped spiny lobster from the rocky coast around Eyl, supplied live, whole cooked or raw and frozen, or as frozen tails.",
    description: [
      "Eyl is known across Somalia for its lobster, and rock lobster is one of the main catches on this stretch of coast. Most of our lobsters are scalloped spiny lobster, Panulirus homarus, with a smaller share of ornate spiny lobster, Panulirus ornatus. Spiny lobsters have no large claws: they carry long, spiny antennae, and almost all of the meat is in the tail.",
      "The tail meat is white, firm and sweet. We grade lobsters by weight and condition at Badey and supply them live, whole cooked and frozen, whole raw and frozen, or as raw frozen tails graded by weight. Live lobsters are packed cool and damp in ventilated boxes for short journeys; frozen lobster is glazed, packed and held at −18 °C or below in our Garowe cold store.",
      "Lobster fishing here is seasonal. During the southwest monsoon the sea is too rough for small boats for several months, so we build frozen stock while the season is open. Talk to us early about volumes and delivery dates.",
    ],
    images: ["rock-lobster", "rock-lobster-tails"],
    benefits: [
      "Sweet, firm tail meat from a coast known for its lobster",
      "Live, whole cooked, whole raw or tails to suit your market",
      "Graded by weight and condition",
      "Frozen stock for supply outside the fishing season",
      "Traceable to the landing site and date",
    ],
    specifications: [
      { label: "Origin", value: "Rocky inshore waters around Eyl, Puntland, Somalia" },
      {
        label: "Scientific Name",
        value:
          "Panulirus homarus (scalloped spiny lobster); some Panulirus ornatus (ornate spiny lobster)",
      },
      { label: "Texture", value: "Firm, sweet white tail meat" },
      {
        label: "Available Forms",
        value: "Live; whole cooked, frozen; whole raw, frozen; raw frozen tails",
      },
      {
        label: "Storage",
        value: "Live: kept cool and damp in ventilated boxes. Frozen: glazed, in cold store",
      },
      {
        label: "Shelf Life",
        value: "Live: deliver within 24–48 hours of packing. Frozen: up to 12 months",
      },
      { label: "Storage Temperature", value: "Live: about 10–15 °C. Frozen: −18 °C or below" },
      {
        label: "Packaging",
        value:
          "Live: ventilated insulated boxes. Frozen: wrapped or glazed, in lined master cartons; tails graded by weight",
      },
    ],
    seoDescription:
      "Spiny rock lobster (Panulirus homarus) from Eyl, Puntland: live, whole cooked or raw frozen, and frozen tails graded by weight.",
  },

  // Dry fish
  {
    slug: "goldstripe-sardine",
    category: "dry-fish",
    name: "Goldstripe Sardine",
    summary:
      "Goldstripe sardine dried whole on raised racks, plain or lightly salted. A shelf-stable product that keeps for months without refrigeration.",
    description: [
      "The goldstripe sardine, Sardinella gibbosa, is a small shoaling fish of the Indian Ocean, usually 10 to 15 cm long, with a blue-green back, silver sides and a thin golden stripe along each flank. It arrives on the coast in large shoals, and drying is the practical way to keep a big catch in good condition.",
      "We dry the fish whole, either plain in the sun or after a light salting, on raised racks that keep them clean and off the ground and let the sea breeze move around them. Drying continues until the fish are firm and dry right through; they are then sorted to take out broken or under-dried fish before packing.",
      "Dried sardine is used whole: soaked, fried, or cooked into stews and sauces, and it is also bought as an ingredient for animal feed. It needs no refrigeration, and kept cool, dry and well ventilated it lasts for months.",
    ],
    images: ["goldstripe-sardine"],
    benefits: [
      "No cold chain needed: keeps for months in cool, dry storage",
      "Dried on raised racks, off the ground, for a cleaner product",
      "Plain sun-dried or salted-dried to suit your market",
      "Sorted to remove broken and under-dried fish before packing",
      "Light and compact to transport",
    ],
    specifications: [
      {
        label: "Origin",
        value: "Indian Ocean coast of Puntland, Somalia, dried near the landing site",
      },
      { label: "Scientific Name", value: "Sardinella gibbosa (goldstripe sardinella)" },
      { label: "Texture", value: "Firm, dry and slightly brittle; softens when soaked or cooked" },
      { label: "Available Forms", value: "Whole sun-dried; whole salted-dried" },
      {
        label: "Storage",
        value: "Cool, dry, well-ventilated store, off the floor and out of direct sun",
      },
      { label: "Shelf Life", value: "About 6 months in cool, dry storage" },
      { label: "Storage Temperature", value: "Ambient, ideally below 25 °C with low humidity" },
      {
        label: "Packaging",
        value: "Woven polypropylene sacks or lined cartons, 10–25 kg; other sizes on request",
      },
    ],
    seoDescription:
      "Sun-dried and salted-dried goldstripe sardine (Sardinella gibbosa) from Puntland, Somalia, dried whole on racks and packed in sacks.",
  },

  // Filleted fish
  {
    slug: "filleted-king-fish",
    category: "filleted-fish",
    name: "Filleted King Fish",
    summary:
      "King fish fillets and boneless portions, cut by hand at Badey from fish iced within hours of landing. Skin-on or skinless, chilled or frozen.",
    description: [
      "We fillet king fish (narrow-barred Spanish mackerel, Scomberomorus commerson) at our processing site at Badey, close to where the fish is landed. The fish reach us on ice within hours of landing and are filleted by hand on clean, chilled lines, handled to HACCP principles throughout.",
      "Each fish is headed and gutted, then cut into two long fillets along the backbone. We trim the belly flap and, if you ask for it, the dark strip of muscle along the side; for boneless fillets we remove the pin bones. Fillets are supplied skin-on or skinless, whole or cut into portions to a weight you set.",
      "The result is a firm, meaty fillet, pale when raw and white when cooked, that stays whole when grilled, pan-fried or simmered in a curry. Fillets are vacuum packed or interleaved in lined cartons, labelled with species, landing site and date, and supplied chilled or frozen.",
    ],
    images: ["filleted-king-fish"],
    benefits: [
      "Firm, meaty fillets that stay whole when grilled or fried",
      "Boneless, pin-bone-out fillets and portions cut to your weight",
      "Skin-on or skinless, with the dark muscle trimmed on request",
      "Cut within hours of landing, close to the fishing grounds",
      "Vacuum packed or interleaved, chilled or frozen",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia; filleted at Badey" },
      {
        label: "Scientific Name",
        value: "Scomberomorus commerson (narrow-barred Spanish mackerel)",
      },
      { label: "Texture", value: "Firm and meaty, medium flake" },
      {
        label: "Available Forms",
        value: "Skin-on or skinless fillets; boneless (pin-bone-out); portions",
      },
      { label: "Storage", value: "Chilled: on ice or in a chill room. Frozen: in cold store" },
      {
        label: "Shelf Life",
        value:
          "Chilled: about 5–7 days from processing. Frozen: up to 12 months at −18 °C or below",
      },
      { label: "Storage Temperature", value: "Chilled: 0 to 2 °C. Frozen: −18 °C or below" },
      {
        label: "Packaging",
        value: "Vacuum packed or interleaved with film, in lined cartons of 5 kg or 10 kg",
      },
    ],
    seoDescription:
      "King fish fillets from Puntland, Somalia, hand cut at Badey: skin-on or skinless, boneless portions, vacuum packed, chilled or frozen.",
  },
  {
    slug: "filleted-grouper",
    category: "filleted-fish",
    name: "Filleted Grouper",
    summary:
      "Grouper fillets cut by hand at Badey, skin-on or skinless, with a boneless option. Thick white fillets with large, firm flakes.",
    description: [
      "Our grouper fillets come mainly from the orange-spotted grouper, Epinephelus coioides, and other Epinephelus groupers landed on the Puntland coast. The fish are on ice within hours of landing and are filleted by hand at Badey, handled to HACCP principles throughout.",
      "Grouper has a large head and a heavy frame, so it gives a lower fillet yield than slimmer fish, but the fillets themselves are thick and even. We scale the fish, cut the fillets from the frame, trim the belly and, for boneless fillets, take out the pin bones with a neat V-cut. Fillets are left whole or cut into portions, skin-on or skinless.",
      "The white flesh has large, firm flakes and a mild taste, and it holds together when baked, steamed, grilled or fried. Fillets are vacuum packed or interleaved in lined cartons, labelled with species, landing site and date, and supplied chilled or frozen.",
    ],
    images: ["filleted-grouper"],
    benefits: [
      "Thick, even fillets with large white flakes",
      "A mild flavour that suits many cuisines",
      "Boneless, pin-bone-out fillets and cut portions",
      "Skin-on or skinless to your specification",
      "Filleted within hours of landing and traceable to the landing site and date",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia; filleted at Badey" },
      {
        label: "Scientific Name",
        value: "Epinephelus spp., mainly Epinephelus coioides (orange-spotted grouper)",
      },
      { label: "Texture", value: "Firm and moist, large white flakes" },
      {
        label: "Available Forms",
        value: "Skin-on or skinless fillets; boneless (pin-bone-out); portions",
      },
      { label: "Storage", value: "Chilled: on ice or in a chill room. Frozen: in cold store" },
      {
        label: "Shelf Life",
        value:
          "Chilled: about 5–7 days from processing. Frozen: up to 12 months at −18 °C or below",
      },
      { label: "Storage Temperature", value: "Chilled: 0 to 2 °C. Frozen: −18 °C or below" },
      {
        label: "Packaging",
        value: "Vacuum packed or interleaved with film, in lined cartons of 5 kg or 10 kg",
      },
    ],
    seoDescription:
      "Grouper fillets from Puntland, Somalia, hand cut at Badey from Epinephelus groupers: skin-on or skinless, boneless, chilled or frozen.",
  },
  {
    slug: "filleted-red-grouper",
    category: "filleted-fish",
    name: "Filleted Red Grouper",
    summary:
      "Coral hind fillets cut by hand at Badey, usually with the red skin left on. Small, fine-textured white fillets sized for a single plate.",
    description: [
      "These fillets are cut from coral hind, Cephalopholis miniata, the small red reef grouper of the Indian Ocean that we sell as red grouper. The fish are on ice within hours of landing and are filleted by hand at Badey, handled to HACCP principles throughout.",
      "Coral hind is a small fish, so each fillet is a single serving of roughly 80 to 200 g. We usually leave the skin on, because the red skin with its blue spots is part of the appeal when the fillet is pan-fried or grilled skin-side up, but skinless fillets are available too. For boneless fillets we remove the pin bones.",
      "The flesh is fine, tender and sweet. Fillets are vacuum packed or interleaved in lined cartons and supplied chilled or frozen, with every batch labelled with species, landing site and date.",
    ],
    images: ["filleted-red-grouper"],
    benefits: [
      "Red skin that presents well on the plate",
      "Single-serving fillets, convenient for restaurants",
      "Fine, tender and sweet white flesh",
      "Boneless option with the pin bones removed",
      "Traceable to the landing site and date",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia; filleted at Badey" },
      { label: "Scientific Name", value: "Cephalopholis miniata (coral hind)" },
      { label: "Texture", value: "Fine, tender and moist" },
      {
        label: "Available Forms",
        value: "Skin-on or skinless fillets, about 80–200 g; boneless (pin-bone-out)",
      },
      { label: "Storage", value: "Chilled: on ice or in a chill room. Frozen: in cold store" },
      {
        label: "Shelf Life",
        value:
          "Chilled: about 5–7 days from processing. Frozen: up to 12 months at −18 °C or below",
      },
      { label: "Storage Temperature", value: "Chilled: 0 to 2 °C. Frozen: −18 °C or below" },
      {
        label: "Packaging",
        value: "Vacuum packed or interleaved with film, in lined cartons of 5 kg",
      },
    ],
    seoDescription:
      "Red grouper fillets from Puntland, Somalia, cut from coral hind (Cephalopholis miniata), skin-on for presentation, chilled or frozen.",
  },
  {
    slug: "filleted-snapper",
    category: "filleted-fish",
    name: "Filleted Snapper",
    summary:
      "Snapper fillets cut by hand at Badey from blubberlip and other Lutjanus snappers. Skin-on or skinless, boneless on request, chilled or frozen.",
    description: [
      "We fillet the grey and bronze Lutjanus snappers landed on our coast, mainly the blubberlip snapper, Lutjanus rivulatus. The fish are on ice within hours of landing and are filleted by hand at Badey, handled to HACCP principles throughout and kept separate from our red snapper.",
      "We scale the fish before filleting, so skin-on fillets are ready to cook, then trim the belly and, for boneless fillets, remove the pin bones. Larger fillets can be cut into portions of an agreed weight.",
      "Snapper fillets are firm and moist with a mild, sweet taste and a medium flake, and they suit pan-frying, grilling, baking and fish curries. They are vacuum packed or interleaved in lined cartons and labelled with species, landing site and date.",
    ],
    images: ["filleted-snapper"],
    benefits: [
      "Firm, mild white fillets for everyday menus and retail",
      "Scaled before filleting, so skin-on fillets are ready to cook",
      "Boneless option and portions to an agreed weight",
      "Kept separate from red snapper, so the species is always clear",
      "Vacuum packed or interleaved, chilled or frozen",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia; filleted at Badey" },
      {
        label: "Scientific Name",
        value: "Lutjanus spp., mainly Lutjanus rivulatus (blubberlip snapper)",
      },
      { label: "Texture", value: "Firm and moist, medium white flake" },
      {
        label: "Available Forms",
        value: "Skin-on (scaled) or skinless fillets; boneless (pin-bone-out); portions",
      },
      { label: "Storage", value: "Chilled: on ice or in a chill room. Frozen: in cold store" },
      {
        label: "Shelf Life",
        value:
          "Chilled: about 5–7 days from processing. Frozen: up to 12 months at −18 °C or below",
      },
      { label: "Storage Temperature", value: "Chilled: 0 to 2 °C. Frozen: −18 °C or below" },
      {
        label: "Packaging",
        value: "Vacuum packed or interleaved with film, in lined cartons of 5 kg or 10 kg",
      },
    ],
    seoDescription:
      "Snapper fillets from Puntland, Somalia, hand cut at Badey from Lutjanus snappers: scaled, skin-on or skinless, boneless, chilled or frozen.",
  },
  {
    slug: "filleted-red-snapper",
    category: "filleted-fish",
    name: "Filleted Red Snapper",
    summary:
      "Emperor red snapper fillets cut by hand at Badey, usually skin-on to show the red skin. Thick, sweet white fillets, chilled or frozen.",
    description: [
      "These fillets are cut from emperor red snapper, Lutjanus sebae, landed on the Puntland coast and on ice within hours of landing. We fillet them by hand at Badey, handled to HACCP principles throughout, and never mix them with other snapper species.",
      "Larger emperor red snapper give thick, even fillets that portion well. We scale the fish before cutting, trim the belly, remove the pin bones for boneless fillets and supply them skin-on, which keeps the deep red skin on show, or skinless. Portions can be cut to an agreed weight.",
      "The white flesh is firm, moist and sweet, with a fine to medium flake. Fillets are vacuum packed or interleaved in lined cartons, labelled with species, landing site and date, and supplied chilled or frozen.",
    ],
    images: ["filleted-red-snapper"],
    benefits: [
      "Thick, even fillets from a valued red reef fish",
      "Red skin left on for presentation, or skinless",
      "Boneless option and portions to an agreed weight",
      "A single species, never mixed with other snappers",
      "Filleted within hours of landing",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia; filleted at Badey" },
      { label: "Scientific Name", value: "Lutjanus sebae (emperor red snapper)" },
      { label: "Texture", value: "Firm and moist, fine to medium white flake" },
      {
        label: "Available Forms",
        value: "Skin-on (scaled) or skinless fillets; boneless (pin-bone-out); portions",
      },
      { label: "Storage", value: "Chilled: on ice or in a chill room. Frozen: in cold store" },
      {
        label: "Shelf Life",
        value:
          "Chilled: about 5–7 days from processing. Frozen: up to 12 months at −18 °C or below",
      },
      { label: "Storage Temperature", value: "Chilled: 0 to 2 °C. Frozen: −18 °C or below" },
      {
        label: "Packaging",
        value: "Vacuum packed or interleaved with film, in lined cartons of 5 kg or 10 kg",
      },
    ],
    seoDescription:
      "Emperor red snapper fillets (Lutjanus sebae) from Puntland, Somalia: scaled, skin-on or skinless, boneless portions, chilled or frozen.",
  },
  {
    slug: "filleted-skipjack-tuna",
    category: "filleted-fish",
    name: "Filleted Skipjack Tuna",
    summary:
      "Skipjack tuna loins cut by hand at Badey, skinless, with the bloodline on or off. Supplied chilled for short journeys or frozen for longer ones.",
    description: [
      "Tuna is not filleted like reef fish: each skipjack (Katsuwonus pelamis) is cut into four loins, two from the back and two from the belly. We do this by hand at Badey from fish iced at the landing, keeping the fish cold throughout to control histamine, and handle it to HACCP principles.",
      "The loins are skinned and trimmed, with the dark bloodline left on or taken off to suit your market, and can be cut into steaks or portions. The meat is deep red, dense and firm, with a rich flavour that suits grilling, searing and curries.",
      "Tuna is more sensitive to temperature than reef fish, so we recommend frozen loins for longer journeys. Loins are vacuum packed or interleaved in lined cartons and labelled with species, landing site and date.",
    ],
    images: ["filleted-skipjack-tuna"],
    benefits: [
      "Four clean loins per fish, skinless and trimmed",
      "Bloodline on or off to your specification",
      "Kept cold from landing to packing to control histamine",
      "Steaks and portions cut on request",
      "Vacuum packed or interleaved, chilled or frozen",
    ],
    specifications: [
      { label: "Origin", value: "Indian Ocean coast of Puntland, Somalia; loined at Badey" },
      { label: "Scientific Name", value: "Katsuwonus pelamis (skipjack tuna)" },
      { label: "Texture", value: "Firm and dense, dark red meat" },
      {
        label: "Available Forms",
        value: "Skinless loins, bloodline on or off; steaks; portions",
      },
      { label: "Storage", value: "Chilled: on ice or in a chill room. Frozen: in cold store" },
      {
        label: "Shelf Life",
        value: "Chilled: about 3–5 days from processing. Frozen: up to 9 months at −18 °C or below",
      },
      { label: "Storage Temperature", value: "Chilled: 0 to 2 °C. Frozen: −18 °C or below" },
      {
        label: "Packaging",
        value: "Vacuum packed or interleaved with film, in lined cartons of 5 kg or 10 kg",
      },
    ],
    seoDescription:
      "Skipjack tuna loins from Puntland, Somalia, hand cut at Badey: skinless, bloodline on or off, vacuum packed, chilled or frozen.",
  },

  // Frozen fish
  {
    slug: "frozen-king-fish",
    category: "frozen-fish",
    name: "Frozen King Fish",
    summary:
      "Whole gutted king fish, steaks and fillets, blast frozen and glazed at Badey. Held at −18 °C or below in our Garowe cold store.",
    description: [
      "Frozen king fish (narrow-barred Spanish mackerel, Scomberomorus commerson) lets buyers stock a popular fish all year, including the months when the monsoon keeps the boats ashore. We freeze fish that has been on ice since it was landed, so its quality is held while it is still fresh.",
      "At Badey we gut and wash the fish, or cut it into steaks or fillets, then blast freeze it in air at around −35 °C until the core reaches −18 °C or colder. Fast freezing keeps ice crystals small, which helps the flesh stay firm and lose less drip when it is thawed. Each piece is then glazed with a thin layer of ice to protect it from drying out and freezer burn.",
      "Packed product goes by refrigerated truck to our cold storage site in Garowe and is held at −18 °C or below until it ships. Steaks and fillets suit retail and catering; whole gutted fish can be graded by weight to your order.",
    ],
    images: ["frozen-king-fish"],
    benefits: [
      "Supply all year from frozen stock, including the monsoon months",
      "Blast frozen quickly for firm texture and low drip loss",
      "Glazed to protect against freezer burn",
      "Whole gutted, steaks or fillets",
      "Stored at −18 °C or below and traceable to the landing site and date",
    ],
    specifications: [
      {
        label: "Origin",
        value: "Indian Ocean coast of Puntland, Somalia; frozen at Badey, stored in Garowe",
      },
      {
        label: "Scientific Name",
        value: "Scomberomorus commerson (narrow-barred Spanish mackerel)",
      },
      { label: "Texture", value: "Firm and meaty once thawed, medium flake" },
      { label: "Available Forms", value: "Whole gutted; steaks; fillets" },
      { label: "Storage", value: "Glazed, in cold store; do not refreeze once thawed" },
      { label: "Shelf Life", value: "Up to 12 months frozen at −18 °C or below" },
      { label: "Storage Temperature", value: "−18 °C or below" },
      {
        label: "Packaging",
        value:
          "Whole fish glazed and bagged singly; steaks and fillets interleaved; lined master cartons of 10–20 kg",
      },
    ],
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
      "Our frozen grouper is mainly orange-spotted grouper, Epinephelus coioides, with other Epinephelus species graded separately when your market asks for it. The fish is kept on ice from the boat to our processing site at Badey and frozen soon after landing.",
      "We supply whole gutted and scaled grouper, which remains popular for whole-fish cooking, and boneless fillets. Both are blast frozen at around −35 °C until the core reaches −18 °C or colder, then glazed to protect the surface in storage. Grouper freezes well: its lean, firm white flesh keeps its large flakes and moist texture when thawed slowly.",
      "Frozen grouper is held in our Garowe cold store at −18 °C or below and packed in lined master cartons labelled with species, size grade, landing site and date.",
    ],
    images: ["frozen-grouper"],
    benefits: [
      "Lean white fish that keeps its texture well after freezing",
      "Whole gutted and scaled, or boneless fillets",
      "Graded by species and weight",
      "Blast frozen and glazed for long storage",
      "Supply from frozen stock through the monsoon months",
    ],
    specifications: [
      {
        label: "Origin",
        value: "Indian Ocean coast of Puntland, Somalia; frozen at Badey, stored in Garowe",
      },
      {
        label: "Scientific Name",
        value: "Epinephelus spp., mainly Epinephelus coioides (orange-spotted grouper)",
      },
      { label: "Texture", value: "Firm and moist once thawed, large white flakes" },
      {
        label: "Available Forms",
        value: "Whole gutted and scaled; boneless fillets, skin-on or skinless",
      },
      { label: "Storage", value: "Glazed, in cold store; do not refreeze once thawed" },
      { label: "Shelf Life", value: "Up to 12 months frozen at −18 °C or below" },
      { label: "Storage Temperature", value: "−18 °C or below" },
      {
        label: "Packaging",
        value:
          "Whole fish glazed and bagged singly; fillets vacuum packed or interleaved; lined master cartons of 10–20 kg",
      },
    ],
    seoDescription:
      "Frozen grouper from Puntland, Somalia, mainly Epinephelus coioides: whole gutted or boneless fillets, blast frozen, glazed, held at −18 °C.",
  },
  {
    slug: "frozen-red-grouper",
    category: "frozen-fish",
    name: "Frozen Red Grouper",
    summary:
      "Coral hind frozen whole or as skin-on fillets at Badey, glazed and stored at −18 °C or below. A plate-sized red fish available all year.",
    description: [
      "Our frozen red grouper is coral hind, Cephalopholis miniata, the small red reef grouper of the Indian Ocean. Landings come in smaller lots and vary with the weather, so freezing is a practical way to build stock for regular orders.",
      "Most fish are frozen whole, gutted and scaled, as a plate-sized fish of under 1 kg; we also freeze skin-on fillets. The fish are blast frozen at around −35 °C until the core reaches −18 °C or colder, then glazed to protect the skin and flesh from drying. Thawed slowly, the flesh stays fine, tender and moist.",
      "Stock is held at −18 °C or below in our Garowe cold store and packed in lined master cartons, graded by size and labelled with species, landing site and date.",
    ],
    images: ["frozen-red-grouper"],
    benefits: [
      "Plate-sized whole fish, convenient for restaurant service",
      "Regular supply from frozen stock",
      "Glazed to protect the skin and flesh in storage",
      "Whole gutted and scaled, or skin-on fillets",
      "Graded by size and traceable to the landing site and date",
    ],
    specifications: [
      {
        label: "Origin",
        value: "Indian Ocean coast of Puntland, Somalia; frozen at Badey, stored in Garowe",
      },
      { label: "Scientific Name", value: "Cephalopholis miniata (coral hind)" },
      { label: "Texture", value: "Fine, tender and moist once thawed" },
      { label: "Available Forms", value: "Whole gutted and scaled; skin-on fillets" },
      { label: "Storage", value: "Glazed, in cold store; do not refreeze once thawed" },
      { label: "Shelf Life", value: "Up to 12 months frozen at −18 °C or below" },
      { label: "Storage Temperature", value: "−18 °C or below" },
      {
        label: "Packaging",
        value:
          "Whole fish glazed and bagged singly; fillets vacuum packed or interleaved; lined master cartons of 10 kg",
      },
    ],
    seoDescription:
      "Frozen red grouper (coral hind) from Puntland, Somalia: whole gutted or skin-on fillets, blast frozen, glazed and held at −18 °C or below.",
  },
  {
    slug: "frozen-snapper",
    category: "frozen-fish",
    name: "Frozen Snapper",
    summary:
      "Blubberlip and other Lutjanus snappers, frozen whole or as fillets at Badey and glazed. Stored at −18 °C or below in our Garowe cold store.",
    description: [
      "Our frozen snapper is mainly blubberlip snapper, Lutjanus rivulatus, with other grey and bronze Lutjanus snappers from the Puntland coast. It is packed separately from our frozen red snapper, so the two never share a carton.",
      "We freeze whole gutted and scaled fish, graded by weight, and boneless fillets, skin-on or skinless. Freezing follows soon after landing: the fish are blast frozen at around −35 °C until the core reaches −18 °C or colder, then glazed with a thin layer of ice.",
      "The firm, lean flesh of snapper freezes well and, once thawed, suits whole frying, grilling, baking and curries. Cartons are held at −18 °C or below in Garowe and labelled with species, grade, landing site and date.",
    ],
    images: ["frozen-snapper"],
    benefits: [
      "Lean, firm white fish that freezes well",
      "Whole gutted and scaled, or boneless fillets",
      "Graded by weight and kept separate from red snapper",
      "Blast frozen and glazed for long storage",
      "Supply from frozen stock through the monsoon months",
    ],
    specifications: [
      {
        label: "Origin",
        value: "Indian Ocean coast of Puntland, Somalia; frozen at Badey, stored in Garowe",
      },
      {
        label: "Scientific Name",
        value: "Lutjanus spp., mainly Lutjanus rivulatus (blubberlip snapper)",
      },
      { label: "Texture", value: "Firm and moist once thawed, medium white flake" },
      {
        label: "Available Forms",
        value: "Whole gutted and scaled; boneless fillets, skin-on or skinless",
      },
      { label: "Storage", value: "Glazed, in cold store; do not refreeze once thawed" },
      { label: "Shelf Life", value: "Up to 12 months frozen at −18 °C or below" },
      { label: "Storage Temperature", value: "−18 °C or below" },
      {
        label: "Packaging",
        value:
          "Whole fish glazed and bagged singly; fillets vacuum packed or interleaved; lined master cartons of 10–20 kg",
      },
    ],
    seoDescription:
      "Frozen snapper from Puntland, Somalia, mainly blubberlip snapper: whole gutted and scaled or boneless fillets, blast frozen and glazed.",
  },
  {
    slug: "frozen-red-snapper",
    category: "frozen-fish",
    name: "Frozen Red Snapper",
    summary:
      "Emperor red snapper, blast frozen whole or as skin-on fillets at Badey and glazed. Held at −18 °C or below in Garowe until dispatch.",
    description: [
      "Our frozen red snapper is emperor red snapper, Lutjanus sebae, a red reef fish valued in many markets for its colour and sweet white flesh. Freezing lets us supply it steadily through the year, including the monsoon months.",
      "We freeze whole gutted and scaled fish, graded by weight, and boneless fillets with the skin on or off. The fish go into the blast freezer soon after landing, freeze at around −35 °C until the core reaches −18 °C or colder, and are glazed to protect the skin colour and the flesh from drying.",
      "Cartons are held at −18 °C or below in our Garowe cold store and labelled with species, grade, landing site and date. For the best texture, thaw the fish slowly in a refrigerator.",
    ],
    images: ["frozen-red-snapper"],
    benefits: [
      "A valued red reef fish, available all year from frozen stock",
      "Whole gutted and scaled, or boneless fillets",
      "Graded by weight and never mixed with other snappers",
      "Glazed to protect skin colour and flesh in storage",
      "Stored at −18 °C or below and traceable to the landing site and date",
    ],
    specifications: [
      {
        label: "Origin",
        value: "Indian Ocean coast of Puntland, Somalia; frozen at Badey, stored in Garowe",
      },
      { label: "Scientific Name", value: "Lutjanus sebae (emperor red snapper)" },
      { label: "Texture", value: "Firm and moist once thawed, fine to medium white flake" },
      {
        label: "Available Forms",
        value: "Whole gutted and scaled; boneless fillets, skin-on or skinless",
      },
      { label: "Storage", value: "Glazed, in cold store; do not refreeze once thawed" },
      { label: "Shelf Life", value: "Up to 12 months frozen at −18 °C or below" },
      { label: "Storage Temperature", value: "−18 °C or below" },
      {
        label: "Packaging",
        value:
          "Whole fish glazed and bagged singly; fillets vacuum packed or interleaved; lined master cartons of 10–20 kg",
      },
    ],
    seoDescription:
      "Frozen emperor red snapper from Puntland, Somalia: whole gutted or boneless fillets, blast frozen, glazed and held at −18 °C or below.",
  },
]);
