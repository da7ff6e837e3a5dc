import { data } from "react-router";

import type { Route } from "./+types/service";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { findService } from "~/content/catalog";
import { localize } from "~/content/localized";
import { uiGroups } from "~/content/ui";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";
import { serviceData } from "~/lib/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const found = findService(params.service);
  if (!found) throw data(null, { status: 404 });
  const service = localize(found, locale);
  const path = `/services/${service.slug}`;
  return {
    ui: uiGroups(locale, ["service"]),
    service,
    seo: {
      title: service.title,
      description: service.seoDescription,
      path,
      locale,
      shareImage: "service" as const,
      structuredData: [
        serviceData({ name: service.title, description: service.seoDescription, path, locale }),
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
