import { areaSchema, parseContent } from "./schema";

export const areas = parseContent("app/content/areas.ts", areaSchema, [
  {
    slug: "city-of-london",
    name: "City of London",
    headline: "Office Cleaning in the City of London",
    intro: [
      "The Square Mile rarely stops. Between the trading floors around Bank, the insurers clustered near Lime Street and the law firms off Fleet Street, City workplaces need cleaning that fits around early starts, late finishes and a steady flow of client meetings.",
      "We clean offices of every size across the City, from a single serviced suite near Liverpool Street to whole floors near Moorgate. Our cleaners work early in the morning or in the evening, follow your building's security and access procedures, and leave reception areas and meeting rooms ready for the next day's visitors.",
    ],
    neighbourhoods: [
      "Bank",
      "Moorgate",
      "Liverpool Street",
      "Aldgate",
      "St Paul's",
      "Fenchurch Street",
      "Barbican",
      "Blackfriars",
    ],
    services: [
      {
        title: "Daily Office Cleaning",
        description:
          "Desks, surfaces, floors, bins, kitchens and washrooms cleaned every working day, before your team arrives or after they leave.",
      },
      {
        title: "Reception and Meeting Rooms",
        description:
          "Spotless front-of-house areas, glass and tables wiped, chairs straightened and rooms reset for the next meeting.",
      },
      {
        title: "Washroom and Kitchen Hygiene",
        description:
          "Thorough sanitising of toilets, basins, sinks and worktops, with touch points such as taps and handles disinfected on every visit.",
      },
      {
        title: "Out-of-Hours Cleaning",
        description:
          "Early-morning and evening cleans arranged with your building management and security desk, so your working day is never disrupted.",
      },
      {
        title: "Deep Cleans",
        description:
          "Periodic deep cleans of carpets, high-level dusting and the areas behind and under furniture, or a full clean after an office move or refit.",
      },
    ],
    whyUs: [
      "A replacement cleaner within 24 hours if your regular cleaner is away",
      "Vetted and insured staff, briefed on your building's access and security rules",
      "Fixed monthly pricing agreed up front, with no surprise extras",
      "A reply within 2 hours during business hours",
    ],
    seoDescription:
      "Office cleaning in the City of London: early-morning and evening cleans for offices around Bank, Moorgate, Liverpool Street and Aldgate.",
  },
  {
    slug: "east-london",
    name: "East London",
    headline: "Office Cleaning in East London",
    intro: [
      "East London's workplaces range from the towers of Canary Wharf to converted warehouses in Shoreditch and new developments around Stratford and the Queen Elizabeth Olympic Park. Each brings different demands: managed buildings with strict access rules, open-plan studios with busy shared kitchens, and fast-growing teams whose space changes from one month to the next.",
      "We clean offices, studios and shared workspaces across the area, from Whitechapel and Bethnal Green to Hackney Wick and the Royal Docks. Cleans are scheduled around your working hours, and the scope can be adjusted as your team grows.",
    ],
    neighbourhoods: [
      "Canary Wharf",
      "Stratford",
      "Shoreditch",
      "Whitechapel",
      "Bethnal Green",
      "Hackney",
      "Bow",
      "Royal Docks",
    ],
    services: [
      {
        title: "Regular Office Cleaning",
        description:
          "Daily, several-times-weekly or weekly cleans of desks, floors, bins, kitchens and washrooms to a checklist agreed with you.",
      },
      {
        title: "Studio and Creative Spaces",
        description:
          "Careful cleaning around equipment, workbenches and open-plan layouts, in converted warehouses and modern studios alike.",
      },
      {
        title: "Shared Kitchens and Breakout Areas",
        description:
          "Worktops, sinks, fridges and appliance fronts cleaned, dishes cleared and tables wiped, so shared spaces stay pleasant to use.",
      },
      {
        title: "Washroom Hygiene",
        description:
          "Toilets, basins, mirrors and floors cleaned and sanitised on every visit, with touch points disinfected.",
      },
      {
        title: "Deep and Move-In Cleans",
        description:
          "A top-to-bottom clean before you move into new space, after a refit, or whenever the office needs a fresh start.",
      },
    ],
    whyUs: [
      "A replacement cleaner within 24 hours, so a sick day never means a missed clean",
      "Vetted and insured cleaners you can trust with your keys and equipment",
      "Fixed monthly pricing that makes budgeting simple",
      "A reply within 2 hours during business hours",
    ],
    seoDescription:
      "Office cleaning in East London for offices, studios and shared workspaces in Canary Wharf, Stratford, Shoreditch, Whitechapel and beyond.",
  },
  {
    slug: "north-london",
    name: "North London",
    headline: "Office Cleaning in North London",
    intro: [
      "North London combines busy commercial districts with quieter high streets. King's Cross has grown into a major office and technology quarter, Camden and Islington are home to agencies, charities and professional practices, and places such as Finchley and Wood Green have long-established local businesses and high-street offices.",
      "We clean workplaces of every size across the area, from a single room above a shop on Upper Street to larger floors near King's Cross. Many smaller offices only need a cleaner for a few hours a week, and we are happy to build a schedule around that.",
    ],
    neighbourhoods: [
      "King's Cross",
      "Camden Town",
      "Islington",
      "Highbury",
      "Holloway",
      "Kentish Town",
      "Finchley",
      "Wood Green",
    ],
    services: [
      {
        title: "Regular Office Cleaning",
        description:
          "Scheduled cleans of desks, floors, bins, kitchens and washrooms, daily or as little as once a week.",
      },
      {
        title: "Small Office and Practice Cleaning",
        description:
          "Flexible cleaning for small offices, consulting rooms and professional practices, fitted around appointments and opening hours.",
      },
      {
        title: "Kitchen and Washroom Cleaning",
        description:
          "Sinks, worktops, appliances, toilets and basins cleaned and sanitised, with touch points disinfected on every visit.",
      },
      {
        title: "Carpet and Hard Floor Care",
        description:
          "Vacuuming and mopping as standard, with periodic deep cleaning of carpets and hard floors in high-traffic areas.",
      },
      {
        title: "One-Off Deep Cleans",
        description:
          "A thorough clean before an inspection, after building work or at the start of a new regular arrangement.",
      },
    ],
    whyUs: [
      "A replacement cleaner within 24 hours if your regular cleaner cannot attend",
      "Vetted and insured staff who work to an agreed checklist",
      "Fixed monthly pricing, even for a few hours a week",
      "A reply within 2 hours during business hours",
    ],
    seoDescription:
      "Office cleaning in North London for offices and practices of all sizes in King's Cross, Camden, Islington, Highbury, Finchley and Wood Green.",
  },
  {
    slug: "south-london",
    name: "South London",
    headline: "Office Cleaning in South London",
    intro: [
      "South of the river, office space runs from the riverside blocks around London Bridge and Southwark to the business district of central Croydon, with workspaces, studios and professional offices in Brixton, Clapham, Vauxhall and Battersea in between. The regeneration of Nine Elms and Battersea Power Station has added a great deal of new office space in recent years.",
      "We clean offices of all sizes across South London and adapt to each building, whether that is a managed tower with a sign-in desk and loading bay or a converted railway arch with quirks of its own. Cleans can be booked daily, several times a week or weekly.",
    ],
    neighbourhoods: [
      "London Bridge",
      "Bermondsey",
      "Elephant and Castle",
      "Vauxhall",
      "Battersea",
      "Clapham",
      "Brixton",
      "Croydon",
    ],
    services: [
      {
        title: "Regular Office Cleaning",
        description:
          "Desks, surfaces, floors, bins, kitchens and washrooms cleaned on a schedule that suits your working week.",
      },
      {
        title: "Managed Building Cleaning",
        description:
          "Cleaning carried out in line with your building's access, security and waste procedures, in coordination with the managing agent.",
      },
      {
        title: "Kitchen and Washroom Hygiene",
        description:
          "Thorough sanitising of kitchens and washrooms, including taps, handles and other shared touch points.",
      },
      {
        title: "Window and Glass Cleaning",
        description:
          "Internal glass partitions, glass doors and accessible interior windows cleaned to a streak-free finish.",
      },
      {
        title: "Deep and Post-Refit Cleans",
        description:
          "Dust and debris removed after building work, and periodic deep cleans to keep busy offices in good order.",
      },
    ],
    whyUs: [
      "A replacement cleaner within 24 hours whenever your regular cleaner is away",
      "Vetted and insured staff, comfortable in managed and independent buildings alike",
      "Fixed monthly pricing with no hidden charges",
      "A reply within 2 hours during business hours",
    ],
    seoDescription:
      "Office cleaning in South London for offices and studios in London Bridge, Bermondsey, Vauxhall, Battersea, Clapham, Brixton and Croydon.",
  },
  {
    slug: "west-london",
    name: "West London",
    headline: "Office Cleaning in West London",
    intro: [
      "West London is home to some of the capital's largest business hubs: the offices around Paddington Basin, the media and technology campus at White City, the corporate headquarters of Hammersmith and Chiswick, and the growing commercial centre of Ealing. Many are modern managed buildings where presentation matters and visitors arrive throughout the day.",
      "We clean offices, studios and showrooms across the area, from Kensington and Fulham out to Ealing and Brentford. Our cleaners work to your building's rules and to a checklist agreed with you, so reception, meeting rooms and shared spaces are always ready for clients.",
    ],
    neighbourhoods: [
      "Paddington",
      "Hammersmith",
      "Chiswick",
      "White City",
      "Shepherd's Bush",
      "Kensington",
      "Fulham",
      "Ealing",
    ],
    services: [
      {
        title: "Daily Office Cleaning",
        description:
          "Desks, floors, bins, kitchens and washrooms cleaned every working day, outside your busiest hours.",
      },
      {
        title: "Reception and Showroom Presentation",
        description:
          "Front-of-house areas, display surfaces and glass kept spotless, so visitors see your business at its best.",
      },
      {
        title: "Meeting Room Resets",
        description:
          "Tables wiped, screens and glass cleaned, chairs straightened and refreshments cleared, ready for the next booking.",
      },
      {
        title: "Kitchen and Washroom Hygiene",
        description:
          "Kitchens and washrooms cleaned and sanitised on every visit, with shared touch points disinfected.",
      },
      {
        title: "Deep Cleans",
        description:
          "Periodic deep cleans of carpets, upholstery and hard-to-reach areas, or a full clean before a move or an important visit.",
      },
    ],
    whyUs: [
      "A replacement cleaner within 24 hours, so your office never goes without",
      "Vetted and insured staff who respect your building's procedures",
      "Fixed monthly pricing agreed before we start",
      "A reply within 2 hours during business hours",
    ],
    seoDescription:
      "Office cleaning in West London for offices, studios and showrooms in Paddington, Hammersmith, Chiswick, White City, Kensington and Ealing.",
  },
]);

export const areasPage = { quoteLinkLabel: "Get a Free Quote" } as const;
