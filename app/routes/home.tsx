import type { Route } from "./+types/home";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { categories } from "~/content/categories";
import { confirmationWords, formWords } from "~/content/forms";
import { home } from "~/content/home";
import { interestChoices } from "~/content/quote-choices";
import { serviceCards } from "~/content/services";
import { slides } from "~/content/slides";
import { localize } from "~/content/localized";
import { uiGroups } from "~/content/ui";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";
import { businessData } from "~/lib/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  return localize(
    {
      locale,
      ui: uiGroups(locale, ["carousel"]),
      copy: home,
      slides,
      categories: categories.map(({ slug, name, description, image }) => ({
        slug,
        name,
        description,
        image,
      })),
      services: serviceCards(),
      forms: {
        common: formWords.common,
        contact: formWords.contact,
        enquiry: formWords.enquiry,
        confirmation: confirmationWords,
      },
      interests: interestChoices(),
      seo: {
        title: home.seoTitle,
        description: home.seoDescription,
        path: "/",
        locale,
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
  import("./home-page").then((module) => ({ default: module.HomePage })),
);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
