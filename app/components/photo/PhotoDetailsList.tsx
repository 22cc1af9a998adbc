import { Fragment } from "react";
import { detailRows } from "../../lib/browse/detail-rows";
import type { PhotoDetails } from "../../lib/images/photo-details";
import { useT } from "../../hooks/use-t";

type Props = { details: PhotoDetails; size: { width: number; height: number }; tags: readonly string[] };

/** A photo's details as a description list: the same rows, and the same links, as the viewer's panel. */
export function PhotoDetailsList({ details, size, tags }: Props) {
  const t = useT();
  const rows = detailRows(t, details, size, tags);
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
