import type { PhotoPage } from "../../lib/photo/photo-page.server";
import { itemPicture } from "../../lib/content/share-image";
import { Picture } from "../Picture";
import { PhotoDetailsList } from "./PhotoDetailsList";
import { PhotoVideo } from "./PhotoVideo";
import { useT } from "../../hooks/use-t";
import { isPickable } from "../../lib/proofing/pickable";
import { PhotoProofing } from "../proofing/PhotoProofing";

const photoSizes = "(min-width: 1200px) 1100px, 100vw";

/** One item as a plain page: the picture large, its title, caption and details, and the way on. */
export function PhotoArticle({ page }: { page: PhotoPage }) {
  const { item, details, n, count, album, prev, next } = page;
  const t = useT();
  const picture = itemPicture(item);
  return (
    <article className="photo-page" aria-labelledby="photo-title" data-index={n}>
      <figure className="photo-page__figure">
        {item.type === "video" ? (
          <PhotoVideo item={item} />
        ) : picture ? (
          <Picture picture={picture} alt={item.type === "image" ? item.alt : item.title} sizes={photoSizes} eager />
        ) : null}
        <figcaption>
          <h2 id="photo-title">{item.title}</h2>
          {item.caption ? <p>{item.caption}</p> : null}
          {item.type === "youtube" || item.type === "vimeo" ? <a href={item.url}>{t("photo.watchVideo")}</a> : null}
          {item.type === "error" ? <p>{item.message}</p> : null}
        </figcaption>
      </figure>
      {isPickable(item) ? <PhotoProofing key={item.id} item={item.id} /> : null}
      {details ? <PhotoDetailsList rows={details} /> : null}
      <nav className="photo-page__nav" aria-label={t("photo.nav")}>
        {prev ? (
          <a href={prev} rel="prev">
            {t("photo.previous")}
          </a>
        ) : null}
        <a href={album.path}>{t("photo.inAlbum", { album: album.title, n, count })}</a>
        {next ? (
          <a href={next} rel="next">
            {t("photo.next")}
          </a>
        ) : null}
      </nav>
    </article>
  );
}
