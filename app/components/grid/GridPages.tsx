import { albumPageHref } from "../../lib/content/album-pages";
import { PageLinks } from "../PageLinks";
import { useT } from "../../hooks/use-t";

type Props = { path: string; page: number; pages: number };

/**
 * Links between the pages of a long album. Readers without JavaScript (and crawlers) page through
 * it; on the first page a scripted one scrolls on through the whole album instead, so there they are hidden.
 */
export function GridPages({ path, page, pages }: Props) {
  const t = useT();
  const className = `grid-pages${page === 1 ? " without-js-only" : ""}`;
  return <PageLinks className={className} label={t("album.pages")} page={page} pages={pages} href={(n) => albumPageHref(path, n)} />;
}
