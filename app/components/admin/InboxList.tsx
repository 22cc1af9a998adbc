import type { InboxLine } from "../../lib/proofing/notify/delivery-state";

const when = (at: number) => new Date(at).toISOString().slice(0, 16).replace("T", " ");

/** The notices, newest first: what happened (the text the channels are sent), the link's page, each channel's delivery. */
export function InboxList({ entries }: { entries: InboxLine[] }) {
  if (entries.length === 0) return <p className="inbox__empty">Nothing yet: a selection sent, or a link opened for the first time, shows here.</p>;
  return (
    <ol className="inbox__list">
      {entries.map(({ id, at, kind, linkId, title, line, deliveries }) => (
        <li key={id} data-kind={kind}>
          <p>
            <time dateTime={new Date(at).toISOString()}>{when(at)} UTC</time> <strong>{title}</strong>
          </p>
          <p>{line}</p>
          <p>
            <a href={`/admin/sharing/${encodeURIComponent(linkId)}`}>The link&apos;s page</a>
            {deliveries.map((delivery) => (
              <span key={delivery.channel} className="inbox__delivery" data-state={delivery.state}>
                {" · "}
                {delivery.channel}: {delivery.state}
              </span>
            ))}
          </p>
        </li>
      ))}
    </ol>
  );
}
