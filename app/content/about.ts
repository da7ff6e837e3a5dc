export const about = {
  seoDescription:
    "Founded in 2022, Puntland Seafood processes fish from the Eyl coast at Badey, stores it in Garowe and supplies buyers in Somalia and the Gulf.",
  heading: "About Puntland Seafood",
  lead: "Puntland Seafood processes, stores and exports fish and shellfish caught off the Eyl coast of north-east Somalia. We buy from local fishing crews, prepare and freeze the catch at our site at Badey, hold it in our cold store at Garowe and move it on to buyers at home and across the Gulf.",
  story: {
    heading: "Our Story",
    paragraphs: [
      "We were founded in 2022 around a simple observation. Somalia has the longest coastline in mainland Africa, and the Indian Ocean waters off Puntland are rich in tuna, king fish, grouper and lobster. Yet much of the catch landed there was sold cheaply or went to waste, because there was nowhere nearby to chill, process or store it.",
      "Eyl and the neighbouring village of Badey have fished these waters for generations. Crews work from small boats close to the shore and land their catch on the beach. We buy directly from these communities and work with crews on the handling that keeps fish in good condition from the moment it comes out of the water.",
      "We built our processing site at Badey so that fish can be cleaned, cut, packed and frozen a short distance from where it is landed. Refrigerated trucks then carry frozen product inland to our cold storage site at Garowe, the capital of Puntland, which gives us a secure central store on the main road north to the port of Bosaso.",
      "Our assets in processing, freezing, storage and transport are worth over $1,000,000. They are the foundation for a business we intend to grow steadily: more product, more buyers, and more of the value of Puntland's fisheries kept in Puntland.",
    ],
  },
  facts: [
    { value: "2022", label: "Established" },
    { value: "$1M+", label: "In assets: processing, freezing, storage and transport" },
    { value: "2", label: "Sites, at Badey and Garowe" },
    { value: "−18 °C", label: "Cold-chain storage temperature" },
  ],
  strategy: {
    heading: "Our Strategy",
    intro:
      "We are building a seafood business that lasts, for our buyers and for the coast we depend on. Four priorities guide how we invest and how we work.",
    pillars: [
      {
        title: "Quality at Source",
        text: "The best fish is the one handled well from the start. We buy close to the landing beach, process quickly at Badey and grade every landing on arrival, so quality is built in rather than sorted out later.",
      },
      {
        title: "An Unbroken Cold Chain",
        text: "From blast freezer to reefer truck to our Garowe cold store and on to port, we keep frozen product at −18 °C or below and chilled fish at 0–2 °C in melting ice, and record temperatures at every stage.",
      },
      {
        title: "Wider Markets",
        text: "By container from the port of Bosaso, and by air for fresh fish and live lobster, we connect Puntland's catch to buyers in Somalia, the Gulf, East and North Africa and Asia, spreading sales across several markets rather than relying on one.",
      },
      {
        title: "Growth Shared with the Coast",
        text: "Our business depends on the fishing communities of Eyl and Badey. We aim to offer them a reliable buyer, fair prices for well-handled fish and work close to home, and to support fishing that keeps these waters productive for years to come.",
      },
    ],
  },
  closing: {
    heading: "Work with Us",
    text: "Whether you buy seafood, fish the Eyl coast or need cold storage and transport in Puntland, we would like to hear from you.",
  },
} as const;
