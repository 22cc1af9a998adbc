import { Link } from "@remix-run/react";
import type { AlbumSummary } from "../lib/content/manifest";
import { Picture } from "./Picture";

export function AlbumCard({ album, eager }: { album: AlbumSummary; eager?: boolean }) {
  return (
    <Link to={album.path} className="album-card">
      <div className="album-card__cover">
        {album.cover ? <Picture picture={album.cover} alt="" sizes="(min-width: 992px) 33vw, (min-width: 600px) 50vw, 100vw" eager={eager} /> : null}
      </div>
      <div className="album-card__text">
        <h2>{album.title}</h2>
        {album.description ? <p>{album.description}</p> : null}
        <span className="album-card__count">
          {album.count} {album.count === 1 ? "item" : "items"}
          {album.children.length > 0 ? ` · ${album.children.length} albums` : ""}
        </span>
      </div>
    </Link>
  );
}
