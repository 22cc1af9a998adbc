import { Fragment } from "react";
import type { DetailRow } from "../../lib/browse/detail-rows";
import { useT } from "../../hooks/use-t";

/** A photo's details as a description list: the same rows, and the same links, as the viewer's panel. */
export function PhotoDetailsList({ rows }: { rows: DetailRow[] }) {
  const t = useT();
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
