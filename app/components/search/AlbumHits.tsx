import { Link } from "@remix-run/react";
import type { AlbumHit } from "../../lib/search/search-outcome";
import { Picture } from "../Picture";
import { HitCaption } from "./HitCaption";

/** Albums matching the search: a compact row each, cover, marked title, why it matched, size. */
export function AlbumHits({ hits }: { hits: AlbumHit[] }) {
  return (
    <ul className="search-albums">
      {hits.map(({ album, highlights }) => (
        <li key={album.slug}>
          <Link to={album.path} className="search-album" prefetch="intent">
            <span className="search-album__cover">{album.cover ? <Picture picture={album.cover} alt="" sizes="96px" /> : null}</span>
            <span className="search-album__text">
              <HitCaption highlights={highlights} />
              <span className="search-album__count">
                {album.count} {album.count === 1 ? "item" : "items"}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
