import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("services", "routes/services.tsx"),
    route("services/business-offer", "routes/business-offer.tsx"),
    route("services/:service", "routes/service.tsx"),
    route("offer", "routes/offer.tsx"),
    route("products/:category", "routes/product-category.tsx"),
    route("products/:category/:product", "routes/product.tsx"),
    route("areas/:area", "routes/area.tsx"),
    route("thank-you", "routes/thank-you.tsx"),
  ]),
  // Not pre-rendered, so outside the site layout (whose loader runs only at build time).
  route("*", "routes/not-found.tsx"),
  // The owner's inbox: its own layout, no public navigation; data comes from the inbox API.
  route("inbox", "routes/inbox/layout.tsx", [
    index("routes/inbox/leads.tsx"),
    route("lead", "routes/inbox/lead.tsx"),
    route("audit", "routes/inbox/audit.tsx"),
  ]),
] satisfies RouteConfig;
