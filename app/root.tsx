import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Navigate,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { Direction } from "radix-ui";

import type { Route } from "./+types/root";
import "./app.css";
// eslint-disable-next-line no-restricted-imports -- the artwork folder is outside the app, beside the logo it is drawn from
import favicon from "../assets/artwork/favicon.svg?raw";
import { LOCALE_INFO, localeOfPath } from "~/content/locale";
import { site } from "~/content/site";
import { svgDataUrl } from "~/lib/favicon";
import { SUBMISSION_ID_SCRIPT } from "~/hooks/submission-id";
import { shellHydrated } from "~/lib/hydration";
import { lazyAfterStart } from "~/lib/lazy-after-start";
import { useHydrated } from "~/lib/use-hydrated";

// Empty until a form wants it (decision 010): nothing to hydrate before the page is interactive.
const ToastHost = lazyAfterStart(() =>
  import("~/components/ui/toast").then((module) => ({ default: module.ToastHost })),
);

export const links: Route.LinksFunction = () => [
  // In the page itself, so that no request follows the page's load (app/lib/favicon.ts). The
  // home screen's icon is /apple-touch-icon.png, where an iPhone looks for it.
  { rel: "icon", href: svgDataUrl(favicon), type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const language = LOCALE_INFO[localeOfPath(useLocation().pathname)];
  const started = useHydrated();
  return (
    <html lang={language.tag} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a4a" />
        <Meta />
        <Links />
        {started ? (
          // Linked once the page has started: browsers fetch a linked manifest at `load`, and it
          // serves only to install the site, never its first paint (decision 021). With the
          // page's credentials it comes over the page's own connection: without them the
          // browser opens another one for it.
          <link rel="manifest" href="/site.webmanifest" crossOrigin="use-credentials" />
        ) : null}
      </head>
      <body>
        {/* Radix's menus and dialogs read the direction from here. */}
        <Direction.Provider dir={language.dir}>{children}</Direction.Provider>
        <script dangerouslySetInnerHTML={{ __html: SUBMISSION_ID_SCRIPT }} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The page is interactive once this and its deferred parts have hydrated (lib/hydration.ts).
  useEffect(shellHydrated, []);
  return (
    <>
      <Outlet />
      <ToastHost />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A page path the site does not have (or its missing pre-rendered data) ends on the home page.
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/" replace />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="container-page py-24">
      <h1 className="text-3xl font-bold text-navy-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <p className="mt-8">
        <a className="font-semibold text-ocean-700 underline" href="/">
          Back to the {site.name} home page
        </a>
      </p>
    </main>
  );
}
