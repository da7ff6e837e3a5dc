import type { Route } from "./+types/thank-you";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { thankYouPage } from "~/content/thank-you";
import { localize } from "~/content/localized";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  return localize(
    {
      page: thankYouPage,
      seo: {
        title: thankYouPage.title,
        description: thankYouPage.seoDescription,
        path: "/thank-you",
        locale,
        noindex: true,
      },
    },
    locale,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./thank-you-page").then((module) => ({ default: module.ThankYouPage })),
);

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
