import type { Route } from "./+types/contact";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { contactPage } from "~/content/contact";
import { confirmationWords, formWords } from "~/content/forms";
import { localize } from "~/content/localized";
import { ui, uiGroups } from "~/content/ui";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";
import { businessData } from "~/lib/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  return localize(
    {
      ui: uiGroups(locale, ["contact"]),
      page: contactPage,
      form: {
        common: formWords.common,
        contact: formWords.contact,
        confirmation: confirmationWords,
      },
      seo: {
        title: ui.contact.title,
        description: contactPage.seoDescription,
        path: "/contact",
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
  import("./contact-page").then((module) => ({ default: module.ContactPage })),
);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
