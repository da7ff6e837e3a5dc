import type { Route } from "./+types/offer";
import { trialOffer } from "~/content/offers";
import { pageMeta } from "~/lib/seo";
import { lazyAfterStart } from "~/lib/lazy-after-start";

export function loader() {
  return {
    offer: trialOffer,
    seo: {
      title: trialOffer.seoTitle,
      description: trialOffer.seoDescription,
      path: "/offer",
      shareImage: "offer" as const,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./offer-page").then((module) => ({ default: module.OfferPage })),
);

export default function TrialOffer({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
