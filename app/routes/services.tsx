import type { Route } from "./+types/services";
import { serviceCards, servicesPage } from "~/content/services";
import { pageMeta } from "~/lib/seo";
import { lazyAfterStart } from "~/lib/lazy-after-start";

export function loader() {
  return {
    page: servicesPage,
    services: serviceCards(),
    seo: {
      title: "Seafood Services",
      description: servicesPage.seoDescription,
      path: "/services",
      shareImage: "service" as const,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./services-page").then((module) => ({ default: module.ServicesPage })),
);

export default function Services({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
