import type { Route } from "./+types/services";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { serviceCards, servicesPage } from "~/content/services";
import { localize } from "~/content/localized";
import { ui, uiGroups } from "~/content/ui";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  return localize(
    {
      locale,
      ui: uiGroups(locale, ["services"]),
      page: servicesPage,
      services: serviceCards(),
      seo: {
        title: ui.services.title,
        description: servicesPage.seoDescription,
        path: "/services",
        locale,
        shareImage: "service" as const,
      },
    },
    locale,
  );
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
