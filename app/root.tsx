import "./lib/core/zod-in-browser";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Links, Meta, Outlet, ScrollRestoration, isRouteErrorResponse, useLoaderData, useMatches, useRouteError } from "@remix-run/react";
import { Suspense, useEffect, type ReactNode } from "react";
import { PageScripts } from "./components/PageScripts";
import { SiteHeader } from "./components/SiteHeader";
import { browseIndex } from "./lib/browse/browse-index.server";
import { siteFacets } from "./lib/browse/facets";
import { siteStringsFor } from "./lib/content/site-translator.server";
import { stringsOf, translatorFor, useT } from "./hooks/use-t";
import type { StringNeed } from "./lib/i18n/page-strings";
import { albumLists } from "./server/album-lists.server";
import { buildMenu } from "./lib/layout/menu";
import { documentScript } from "./lib/layout/pre-paint";
import { siteOf } from "./server/runtime.server";
import styles from "./styles/app.css?url";
import { useAnalytics, type AnalyticsSettings } from "./tracker/use-analytics";
import { keepDataOnHashChange } from "./lib/viewer/keep-data-on-hash-change";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** What every page's frame translates: the document, the header and its menus and search boxes, the footer, an error page. */
export const handle = {
  strings: ["page", "menu", "browse", "search.site", "search.menu", "search.label", "search.placeholder", "search.submit"] satisfies StringNeed[],
};

export async function loader({ context }: LoaderFunctionArgs) {
  const site = await siteOf(context);
  const lists = albumLists(site);
  const { enabled, respectDoNotTrack, ga4MeasurementId, endpoint } = site.config.analytics;
  return {
    title: site.config.title,
    i18n: { language: site.config.language, messages: siteStringsFor(site.config, handle.strings) },
    // The menu's top levels while they are small: deeper ones are fetched as they open (a page never carries a big tree).
    menu: buildMenu(lists.page(undefined, 1)!, lists.children, site.config.menu.links),
    albumsVersion: lists.version,
    // The footer's ways to browse: only those with something to show.
    browse: siteFacets(site.config).filter((facet) => browseIndex(site)[facet].size > 0),
    // Where this visit's pictures come from: ASSET_BASE_URL for the public, this server for one visitor.
    assetBase: site.assetBase,
    // What the browser tracker needs; retention is the collector's business. Only the public's pages
    // may forward to GA4: the owner's and a link holder's name private albums and photos.
    analytics: { enabled, respectDoNotTrack, ga4MeasurementId: context.visit.thirdParty ? ga4MeasurementId : undefined, endpoint },
  };
}

/** Only an error page takes its title from here: every page route names itself. */
export const meta: MetaFunction<typeof loader> = ({ matches, error }) => {
  if (!error) return [];
  const t = translatorFor(stringsOf(matches));
  return [{ title: t(isRouteErrorResponse(error) && error.status === 404 ? "page.notFound" : "page.error") }];
};

/**
 * Set once the page has hydrated: rendered last in the content, its effect runs after the page's
 * own. Tests wait on it before asserting that something did not happen.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

/**
 * A route's content, hydrated apart from the frame around it: React commits the frame (header, menus,
 * footer, analytics) first and the content in a pass of its own, so a phone's hydration is two
 * shorter tasks, not one long one. Nothing in it suspends: the server's HTML stays as it is.
 */
function Content({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <HydratedMark />
    </Suspense>
  );
}

function Document({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <html lang={t.language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: documentScript }} />
        <Meta />
        {/* The site's feeds, on every page (an album's page adds its own: lib/core/seo.ts). */}
        <link rel="alternate" type="application/atom+xml" href="/feed.xml" title={t("page.feedAtom")} />
        <link rel="alternate" type="application/feed+json" href="/feed.json" title={t("page.feedJson")} />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#content">
          {t("page.skip")}
        </a>
        {children}
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  );
}

/** Routes with `handle.admin` are the owner's: no public menus, a way back to the site instead. */
function useIsAdminPage() {
  return useMatches().some((match) => (match.handle as { admin?: boolean } | undefined)?.admin === true);
}

/** Routes with `handle.untracked` send no analytics (a share link's page: its address holds the token). */
function useIsUntracked() {
  return useMatches().some((match) => (match.handle as { untracked?: boolean } | undefined)?.untracked === true);
}

/** The analytics tracker, in a component of its own: address changes (every viewer slide) re-render only it. */
function Analytics(settings: AnalyticsSettings) {
  useAnalytics(settings);
  return null;
}

export const shouldRevalidate = keepDataOnHashChange;

export default function App() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const untracked = useIsUntracked();
  if (useIsAdminPage()) {
    return (
      <Document>
        <header className="admin-bar">
          <a href="/">← {data.title}</a>
          <span>Owner</span>
        </header>
        <main id="content" tabIndex={-1}>
          <Content>
            <Outlet />
          </Content>
        </main>
      </Document>
    );
  }
  return (
    <Document>
      {untracked ? null : <Analytics {...data.analytics} />}
      <SiteHeader title={data.title} menu={data.menu} version={data.albumsVersion} />
      <main id="content" className="site-main" tabIndex={-1}>
        <Content>
          <Outlet />
        </Content>
      </main>
      <footer className="site-footer">
        {data.browse.length > 0 ? (
          <nav className="site-footer__browse" aria-label={t("page.browse")}>
            {data.browse.map((facet) => (
              <Link key={facet} to={`/${facet}`}>
                {t(`browse.${facet}`)}
              </Link>
            ))}
          </nav>
        ) : null}
        <p>
          {data.title} · {t("page.footerMadeWith")} · <a href="/sitemap.xml">{t("page.sitemap")}</a>
        </p>
      </footer>
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = useT();
  return (
    <Document>
      <main id="content" className="site-main error-page">
        <Content>
          <h1>{t(notFound ? "page.notFound" : "page.error")}</h1>
          <p>{t(notFound ? "page.notFoundText" : "page.errorText")}</p>
          <p>
            <a href="/">{t("page.backHome")}</a>
          </p>
        </Content>
      </main>
    </Document>
  );
}
