import type { PhotoReportRow } from "../../lib/analytics/dashboard/photo-report";
import { Picture } from "../Picture";

/** A photo's own small derivative; a removed photo has none, and a box says so. */
export function PhotoThumb({ row }: { row: Pick<PhotoReportRow, "picture" | "removed"> }) {
  if (row.picture) return <Picture picture={row.picture} alt="" sizes="64px" />;
  return <span className="thumb-missing">{row.removed ? "Removed" : "No picture"}</span>;
}
