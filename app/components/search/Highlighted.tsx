import { Fragment } from "react";
import type { Segment } from "../../lib/search/highlight";

/** Text with the matched words in <mark>; React escapes every piece, so indexed text stays text. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return <>{segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>))}</>;
}
