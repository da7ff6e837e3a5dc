import type { Route } from "./+types/contact";
import { contactPage } from "~/content/contact";
import { pageMeta } from "~/lib/seo";
import { businessData } from "~/lib/structured-data";
import { lazyAfterStart } from "~/lib/lazy-after-start";

export function loader() {
  return {
    page: contactPage,
    seo: {
      title: "Contact Us",
      description: contactPage.seoDescription,
      path: "/contact",
      shareImage: "company" as const,
      structuredData: businessData(),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./contact-page").then((module) => ({ default: module.ContactPage })),
);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
