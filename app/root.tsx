import type { LinksFunction } from "@remix-run/node";
import { Link, Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { albumTree, type AlbumSummary } from "./lib/content/manifest";
import { useNonce } from "./lib/nonce";
import { getSite } from "./lib/runtime.server";
import styles from "./styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader() {
  const site = await getSite();
  return {
    title: site.config.title,
    language: site.config.language,
    albums: albumTree(site),
    links: site.config.menu.links,
  };
}

function Document({ children, language = "en" }: { children: ReactNode; language?: string }) {
  const nonce = useNonce();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function NavTree({ albums }: { albums: AlbumSummary[] }) {
  return (
    <ul>
      {albums.map((album) => (
        <li key={album.slug}>
          <NavLink to={album.path}>{album.title}</NavLink>
          {album.children.length > 0 ? <NavTree albums={album.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <Document language={data.language}>
      <header className="site-header">
        <Link to="/" className="site-title">
          {data.title}
        </Link>
        <nav aria-label="Albums" className="site-nav">
          <NavTree albums={data.albums} />
        </nav>
      </header>
      <main className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          {data.title} · built with Vitrine · <a href="/api/galleries">JSON</a>
        </p>
      </footer>
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Document>
      <main className="site-main error-page">
        <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
        <p>{notFound ? "There is nothing at this address." : "The page could not be shown. Please try again in a moment."}</p>
        <p>
          <a href="/">Back to the galleries</a>
        </p>
      </main>
    </Document>
  );
}
