export const trialOffer = {
  seoTitle: "Free Office Cleaning Trial in London",
  seoDescription:
    "Book a free trial office clean in London worth £150+, plus a £20 voucher. Vetted, insured cleaners and a replacement within 24 hours if needed.",
  hero: {
    badge: "Free trial clean for London offices",
    heading: "Try Our Office Cleaning Free Before You Commit",
    subheading:
      "We will clean your office once at no cost, so you can judge our work before you sign anything. The trial is worth £150+, and you also get a £20 voucher off your first month of regular cleaning.",
    points: [
      "No contract and no obligation",
      "Vetted and insured cleaners",
      "A replacement cleaner within 24 hours if ever needed",
    ],
    cta: "CLAIM MY FREE TRIAL CLEAN",
  },
  socialProof: "10 new clients this month",
  painPoints: {
    heading: "Is Your Current Cleaning Letting You Down?",
    intro:
      "If any of these sound familiar, a free trial clean is an easy way to see how we do things differently.",
    items: [
      {
        title: "Cleaners Who Don't Turn Up",
        text: "A missed clean means overflowing bins and a kitchen nobody wants to use. If your regular cleaner is off, we send a replacement within 24 hours.",
      },
      {
        title: "Jobs That Get Skipped",
        text: "Dusty skirting boards, smeared glass, empty soap dispensers. We work to a written checklist agreed with you, so nothing is left to memory.",
      },
      {
        title: "Nobody Answers When You Call",
        text: "Chasing a cleaning company wastes your time. We contact you within 2 hours during business hours, Monday to Friday 8am to 5pm.",
      },
      {
        title: "Prices That Creep Up",
        text: "Extras appear on invoices and rates change without warning. Our monthly price is fixed and agreed before we start.",
      },
    ],
  },
  guarantee: {
    heading: "Our Trial Clean Promise",
    text: "If the trial clean does not meet the standard you expect, you owe us nothing and you will not be chased. If it does, we will agree a regular schedule and a fixed monthly price that suit your office.",
    points: [
      "No cost and no obligation",
      "We contact you within 2 hours of your request during business hours",
      "A replacement cleaner within 24 hours once you are a regular client",
    ],
  },
  value: {
    heading: "What Your Free Trial Includes",
    items: [
      { label: "Full trial clean of your office", value: "£80" },
      { label: "Kitchen and washroom sanitising", value: "£25" },
      { label: "On-site walkthrough and tailored cleaning plan", value: "£20" },
      {
        label: "Touch-point disinfection: handles, switches, phones and keyboards",
        value: "£15",
      },
      {
        label: "Our guide: 27 Essential Things to Check Before Selecting a Cleaning Partner",
        value: "£10",
      },
    ],
    totalLabel: "Total value",
    total: "£150+",
    voucher: "Plus a £20 voucher off your first month of regular cleaning",
  },
  booking: {
    heading: "Book Your Free Trial Clean",
    intro:
      "Tell us a little about your office and we will contact you within 2 hours during business hours (Monday to Friday, 8am to 5pm) to arrange a time.",
    messagePlaceholder: "Preferred cleaning day/time (optional)",
  },
  banner: {
    heading: "Trial Spots Are Limited Each Month",
    text: "We offer only a small number of free trial cleans each month, so that every one gets our full attention. With 10 new clients already this month, spaces are filling quickly: book yours today.",
  },
  checklist: {
    heading: "Free Download: 27 Essential Things to Check Before Selecting a Cleaning Partner",
    text: "From insurance and staff vetting to cover for holidays and sickness and the small print in contracts, this checklist helps you compare cleaning companies properly before you commit to any of them, including us.",
  },
} as const;

export const packageOffer = {
  seoTitle: "6-Week Office Cleaning Package for £150 | London",
  seoDescription:
    "Six weeks of office cleaning in London for £150 instead of £270, then a fixed £180 per month with no long contract. Only 5 spots left.",
  hero: {
    badge: "New client offer: 6-week package",
    heading: "Six Weeks of Professional Office Cleaning for £150",
    subheading:
      "A weekly professional clean of your office for six weeks, normally £270. See what consistent cleaning does for your workplace before you commit to anything longer.",
    price: "£150",
    wasPrice: "£270",
    cta: "CLAIM MY £150 PACKAGE",
  },
  spotsLeft: "Only 5 spots left at this price",
  included: {
    heading: "What's Included in Your 6-Week Package",
    items: [
      {
        title: "Six Weekly Cleans",
        text: "One scheduled clean every week for six weeks, on the day and at the time that suit your office.",
      },
      {
        title: "Desks, Surfaces and Floors",
        text: "Desks and surfaces dusted and wiped, carpets vacuumed and hard floors mopped throughout.",
      },
      {
        title: "Kitchen and Washrooms",
        text: "Sinks, worktops, appliance fronts, toilets and basins cleaned and sanitised on every visit.",
      },
      {
        title: "Touch-Point Disinfection",
        text: "Door handles, light switches, phones and shared equipment disinfected each week.",
      },
      {
        title: "Bins and Recycling",
        text: "All bins emptied, liners replaced and recycling sorted ready for collection.",
      },
      {
        title: "A Cleaning Plan Agreed with You",
        text: "We walk through your office with you first and write a checklist around your priorities.",
      },
    ],
  },
  afterPackage: {
    heading: "After Your Six Weeks",
    text: "If you are happy with the results, carry on with the same weekly clean at a fixed price of £180 per month. There is no long contract to tie you in and no surprise extras on your invoice.",
  },
  guarantee: {
    heading: "Our Service Guarantee",
    text: "Reliable cleaning is the whole point, so we back the package with clear commitments from your first week.",
    points: [
      "A replacement cleaner within 24 hours if your regular cleaner is unavailable",
      "We contact you within 2 hours during business hours, Monday to Friday 8am to 5pm",
      "Vetted and insured cleaning staff",
    ],
  },
  steps: {
    heading: "How It Works",
    items: [
      {
        title: "Book Your Package",
        text: "Fill in the short form below. We will contact you within 2 hours during business hours to confirm the details.",
      },
      {
        title: "Office Walkthrough",
        text: "We visit your office, agree what matters most to you and set a regular cleaning day and time.",
      },
      {
        title: "Your First Clean",
        text: "Your cleaner arrives on the agreed day and works through your checklist. Five more weekly cleans follow.",
      },
    ],
  },
  booking: {
    heading: "Claim Your £150 Package",
    intro:
      "Only 5 spots remain at this price. Send us your details and we will contact you within 2 hours during business hours (Monday to Friday, 8am to 5pm).",
    messagePlaceholder: "Office size and preferred cleaning day (optional)",
  },
  resources: {
    heading: "Free Resources for Office Managers",
    intro:
      "Practical guides to help you plan, budget for and check the cleaning of your workplace, whether or not you choose us.",
    items: [
      {
        title: "Office Cleaning Checklist",
        description:
          "Daily, weekly and monthly tasks in one printable list, so you can see at a glance what should be done and when.",
        cta: "Download the checklist",
      },
      {
        title: "Workplace Hygiene Guide",
        description:
          "Where germs gather in a typical office, from keyboards to kettle handles, and simple habits that keep your team healthier.",
        cta: "Download the guide",
      },
      {
        title: "Cleaning Budget Planner",
        description:
          "A simple planner for estimating the hours, frequency and monthly cost of cleaning for an office of your size.",
        cta: "Download the planner",
      },
    ],
  },
} as const;
