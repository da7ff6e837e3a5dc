export const home = {
  seoTitle: "Puntland Seafood | Seafood Processing & Export, Somalia",
  seoDescription:
    "Puntland Seafood processes, freezes, stores and exports fish and shellfish from the Eyl coast of Somalia, with a cold chain from Badey to Garowe.",
  hero: {
    badge: "From the Eyl coast since 2022",
    heading: "Premium Seafood Processing & Distribution",
    intro:
      "We process, freeze, store and export tuna, king fish, grouper, lobster and more from Puntland's Indian Ocean coast, with processing at Badey and cold storage in Garowe.",
    chatLabel: "Chat with us on WhatsApp",
  },
  categoriesSection: {
    heading: "Premium Seafood Categories",
    intro:
      "From fresh whole fish and spiny lobster to fillets, frozen packs and traditional dried fish, we supply the products our buyers ask for, graded and packed to order.",
  },
  servicesSection: {
    heading: "Our Seafood Services",
    intro:
      "Processing, cold storage, export and market support: everything needed to bring Puntland's catch from the landing beach to buyers at home and abroad.",
  },
  contactSection: {
    heading: "Talk to Our Team",
    intro:
      "Looking for a seafood supplier, a cold storage partner or an export quote? Send us a message and we will get back to you during business hours.",
  },
} as const;
