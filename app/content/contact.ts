export const contactPage = {
  seoDescription:
    "Contact Puntland Seafood about seafood supply, processing at Badey, cold storage in Garowe or export to the Gulf. We reply during business hours.",
  heading: "Contact Us",
  intro:
    "Whether you want to buy seafood, need processing or cold storage, or would like to discuss an export order, our team is ready to help. Call us, message us on WhatsApp or use the form below.",
  formHeading: "Send Us an Enquiry",
  formIntro:
    "Tell us what you need, such as products, volumes, destination or storage requirements, and we will reply during business hours.",
  mapHeading: "Our Cold Storage Site in Garowe",
} as const;
