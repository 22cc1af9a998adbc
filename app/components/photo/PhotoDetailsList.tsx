import { Fragment } from "react";
import { detailRows, type DetailKeywords } from "../../lib/browse/detail-rows";
import type { ItemDetails } from "../../lib/images/photo-details";
import { useT } from "../../hooks/use-t";

type Props = { details: ItemDetails; size: { width: number; height: number }; keywords: DetailKeywords };

/** A photo's details as a description list: the same rows, and the same links, as the viewer's panel. */
export function PhotoDetailsList({ details, size, keywords }: Props) {
  const t = useT();
  const rows = detailRows(t, details, size, keywords);
  return (
    <dl className="photo-details" aria-label={t("details.label")}>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd data-detail={row.key}>
            {row.links
              ? row.links.map((link, i) => (
                  <Fragment key={link.href}>
                    {i > 0 ? ", " : null}
                    <a href={link.href}>{link.text}</a>
                  </Fragment>
                ))
              : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
