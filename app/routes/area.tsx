import { data } from "react-router";
import type { Route } from "./+types/area";
import { areasPage } from "~/content/areas";
import { findArea } from "~/content/catalog";
import { pageMeta } from "~/lib/seo";
import { lazyAfterStart } from "~/lib/lazy-after-start";

export function loader({ params }: Route.LoaderArgs) {
  const area = findArea(params.area);
  if (!area) throw data(null, { status: 404 });
  return {
    area,
    quoteLinkLabel: areasPage.quoteLinkLabel,
    seo: {
      title: area.headline,
      description: area.seoDescription,
      path: `/areas/${area.slug}`,
      shareImage: "offer" as const,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

// The page works as plain HTML until it is interactive; its code loads right after the
// navigation and the rest of the shell have hydrated (lib/lazy-after-start).
const Page = lazyAfterStart(() =>
  import("./area-page").then((module) => ({ default: module.AreaPage })),
);

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
