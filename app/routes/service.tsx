import { data } from "react-router";
import type { Route } from "./+types/service";
import { findService } from "~/content/catalog";
import { pageMeta } from "~/lib/seo";
import { serviceData } from "~/lib/structured-data";
import { lazyAfterStart } from "~/lib/lazy-after-start";

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.service);
  if (!service) throw data(null, { status: 404 });
  return {
    service,
    seo: {
      title: service.title,
      description: service.seoDescription,
      path: `/services/${service.slug}`,
      shareImage: "service" as const,
      structuredData: [
        serviceData({
          name: service.title,
          description: service.seoDescription,
          path: `/services/${service.slug}`,
        }),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./service-page").then((module) => ({ default: module.ServicePage })),
);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
