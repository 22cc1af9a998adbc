import { detailRows } from "../../lib/photo/detail-rows";
import type { PhotoDetails } from "../../lib/photo/photo-details";

/** A photo's details as a description list: the same rows as the viewer's panel. */
export function PhotoDetailsList({ details, size }: { details: PhotoDetails; size: { width: number; height: number } }) {
  const rows = detailRows(details, size);
  return (
    <dl className="photo-details" aria-label="Photo details">
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd data-detail={row.key}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
