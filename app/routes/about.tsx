import type { Route } from "./+types/about";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { about } from "~/content/about";
import { localize } from "~/content/localized";
import { ui } from "~/content/ui";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";
import { businessData } from "~/lib/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  return localize(
    {
      locale,
      about,
      seo: {
        title: ui.about.title,
        description: about.seoDescription,
        path: "/about",
        locale,
        shareImage: "company" as const,
        structuredData: businessData(locale),
      },
    },
    locale,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./about-page").then((module) => ({ default: module.AboutPage })),
);

export default function About({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
