import type { Route } from "./+types/business-offer";
import { packageOffer } from "~/content/offers";
import { pageMeta } from "~/lib/seo";
import { lazyAfterStart } from "~/lib/lazy-after-start";

export function loader() {
  return {
    offer: packageOffer,
    seo: {
      title: packageOffer.seoTitle,
      description: packageOffer.seoDescription,
      path: "/services/business-offer",
      shareImage: "offer" as const,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./business-offer-page").then((module) => ({ default: module.BusinessOfferPage })),
);

export default function PackageOffer({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
