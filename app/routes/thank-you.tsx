import type { Route } from "./+types/thank-you";
import { thankYouPage } from "~/content/thank-you";
import { pageMeta } from "~/lib/seo";
import { lazyAfterStart } from "~/lib/lazy-after-start";

export function loader() {
  return {
    page: thankYouPage,
    seo: {
      title: thankYouPage.title,
      description: thankYouPage.seoDescription,
      path: "/thank-you",
      noindex: true,
    },
  };
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
