import type { Route } from "./+types/about";
import { about } from "~/content/about";
import { pageMeta } from "~/lib/seo";
import { businessData } from "~/lib/structured-data";
import { lazyAfterStart } from "~/lib/lazy-after-start";

export function loader() {
  return {
    about,
    seo: {
      title: "About Us",
      description: about.seoDescription,
      path: "/about",
      shareImage: "company" as const,
      structuredData: businessData(),
    },
  };
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
