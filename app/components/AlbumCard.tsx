import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { AlbumSummary } from "../lib/content/manifest";
import { equalizeRows } from "../lib/dom/equal-heights";
import { useEqualHeights } from "../hooks/use-equal-heights";
import { Picture } from "./Picture";
import { useT } from "../hooks/use-t";

/**
 * Rows are even from the first paint: a script before the cards hides them (a page arriving in
 * pieces may be painted between two), and one after them runs the equal-heights pass and shows
 * them. Should the second never run, they show after a moment anyway.
 */
const hideUntilEven = `(function(g){g.style.visibility="hidden";setTimeout(function(){g.style.visibility=""},3000)})(document.currentScript.parentElement)`;
const evenThenShow = `(function(g){(${equalizeRows.toString()})(g,".eqh");g.style.visibility=""})(document.currentScript.parentElement)`;

const cardSizes = "(min-width: 1100px) 25vw, 50vw";

export function AlbumCard({ album, eager }: { album: AlbumSummary; eager?: boolean }) {
  const t = useT();
  return (
    <Link to={album.path} className="album-card" prefetch="intent">
      <div className="album-card__cover">{album.cover ? <Picture picture={album.cover} alt="" sizes={cardSizes} eager={eager} /> : null}</div>
      <div className="album-card__text eqh">
        <h2>{album.title}</h2>
        {album.private ? <span className="album-access__mark">{t("album.private")}</span> : null}
        {album.description ? <p>{album.description}</p> : null}
        <span className="album-card__count">
          {t("album.items", { count: album.count })}
          {album.albums > 0 ? ` · ${t("album.albums", { count: album.albums })}` : ""}
        </span>
      </div>
    </Link>
  );
}

/** Album cards: two a row on phones; on the home page the top-level albums fill whole rows. */
export function AlbumCards({ albums, eagerCount = 0, home = false }: { albums: AlbumSummary[]; eagerCount?: number; home?: boolean }) {
  const hydrated = useHydrated();
  const gridRef = useRef<HTMLDivElement>(null);
  useEqualHeights(gridRef, albums.map((album) => album.slug).join("/"));
  return (
    <div ref={gridRef} className={home ? "album-grid album-grid--home" : "album-grid"}>
      {hydrated ? null : <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: hideUntilEven }} />}
      {albums.map((album, i) => (
        <AlbumCard key={album.slug} album={album} eager={i < eagerCount} />
      ))}
      {hydrated ? null : <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: evenThenShow }} />}
    </div>
  );
}
