import type { BrowseListing } from "../../lib/browse/browse-page.server";
import { albumPageHref } from "../../lib/content/album-pages";
import { AlbumCards } from "../AlbumCard";
import { Breadcrumbs } from "../Breadcrumbs";
import { PageLinks } from "../PageLinks";
import { useT } from "../../hooks/use-t";

/** Every tag (camera, lens, year) with its count and a cover, as album cards. */
export function BrowseListingView({ data }: { data: BrowseListing }) {
  const t = useT();
  const { facetTitle, path, total, page, pages, cards } = data;
  return (
    <>
      <Breadcrumbs crumbs={[{ title: facetTitle, path }]} />
      <header className="intro">
        <h1>{facetTitle}</h1>
        {total === 0 ? <p>{t("browse.empty")}</p> : null}
      </header>
      {cards.length > 0 ? <AlbumCards albums={cards} /> : null}
      {pages > 1 ? (
        <PageLinks className="grid-pages" label={t("browse.pagesOf", { title: facetTitle })} page={page} pages={pages} href={(n) => albumPageHref(path, n)} />
      ) : null}
    </>
  );
}
