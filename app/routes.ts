import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Pages a seafood buyer reads have an Arabic edition under /ar: their paths start with the
 * optional ":lang?" segment, whose only value besides none is "ar" (app/lib/page-locale.ts). The
 * cleaning and coaching pages stay English only.
 */
export default [
  layout("routes/site-layout.tsx", [
    route(":lang?", "routes/home.tsx"),
    route(":lang?/about", "routes/about.tsx"),
    route(":lang?/contact", "routes/contact.tsx"),
    route(":lang?/services", "routes/services.tsx"),
    route("services/business-offer", "routes/business-offer.tsx"),
    route(":lang?/services/:service", "routes/service.tsx"),
    route("offer", "routes/offer.tsx"),
    route(":lang?/products/:category", "routes/product-category.tsx"),
    route(":lang?/products/:category/:product", "routes/product.tsx"),
    route("areas/:area", "routes/area.tsx"),
    route(":lang?/thank-you", "routes/thank-you.tsx"),
  ]),
  // Not pre-rendered, so outside the site layout (whose loader runs only at build time).
  route("*", "routes/not-found.tsx"),
  // The owner's inbox: its own layout, no public navigation; data comes from the inbox API.
  route("inbox", "routes/inbox/layout.tsx", [
    index("routes/inbox/leads.tsx"),
    route("lead", "routes/inbox/lead.tsx"),
    route("audit", "routes/inbox/audit.tsx"),
    route("overview", "routes/inbox/overview.tsx"),
  ]),
] satisfies RouteConfig;
