import { selectionPagePath } from "../../lib/proofing/selection-addresses";
import type { ShareDownloads } from "../../lib/sharing/share-downloads";
import type { ShareLink, ShareListState, ShareReceipt } from "../../lib/sharing/share-link";
import { formatShareTime } from "../../lib/sharing/share-table";
import type { AlbumGroup } from "./AlbumOptions";
import { SharingRepointForm } from "./SharingRepointForm";
import { SharingRevokeForm } from "./SharingRevokeForm";

/** A link as the list shows it: its album by title (its key, without a path, when the album is gone), never its token. */
export type SharingRow = Pick<ShareLink, "id" | "label" | "createdAt" | "expiresAt" | "downloads"> & {
  album: { title: string; path?: string };
  state: ShareListState;
  password: boolean;
  /** Until when its password form is locked after many wrong passwords; undefined while it is open. */
  lockedUntil?: number;
  receipt?: ShareReceipt;
  /** Its selections in short (picks-receipt.ts), undefined while nobody has picked through it. */
  picks?: string;
};

const none = "–";
const downloadNames: Record<ShareDownloads, string> = { none: "None", web: "Web size", originals: "Originals" };
const stateNames = { active: "Active", expired: "Expired", revoked: "Revoked", broken: "Broken" } as const;

function Time({ at }: { at: number | null | undefined }) {
  if (at === null || at === undefined) return <>{none}</>;
  return <time dateTime={new Date(at).toISOString()}>{formatShareTime(at)}</time>;
}

/** A link as the page names it to a screen reader: its album, and its label when it has one. */
const name = (row: SharingRow) => (row.label ? `${row.album.title} (${row.label})` : row.album.title);

/**
 * Every link, newest first: what it opens and until when, its state, what its holders picked (a link
 * to the link's own page, picks or none), and what the analytics saw of it ("–": nothing yet). A
 * broken link (its album gone) is offered an album to open instead.
 */
export function SharingTable({ rows, csrf, albums }: { rows: readonly SharingRow[]; csrf: string; albums: readonly AlbumGroup[] }) {
  return (
    <section className="report report--wide" aria-labelledby="sharing-links-title">
      <h2 id="sharing-links-title">Share links</h2>
      {rows.length === 0 ? (
        <p className="report__empty">No share links yet.</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="sharing-links-caption" tabIndex={0}>
          <table className="report__table sharing-table">
            <caption id="sharing-links-caption">Every share link, newest first; times in UTC</caption>
            <thead>
              <tr>
                <th scope="col">Album</th>
                <th scope="col">Label</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">State</th>
                <th scope="col">Picks</th>
                <th scope="col">Password</th>
                <th scope="col">Downloads</th>
                <th scope="col">First opened</th>
                <th scope="col">Last opened</th>
                <th scope="col" className="num">
                  Visitors
                </th>
                <th scope="col" className="num">
                  Photos viewed
                </th>
                <th scope="col" className="num">
                  Downloaded
                </th>
                <th scope="col">Id</th>
                <th scope="col">
                  <span className="visually-hidden">Re-point or revoke</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-link={row.id} data-state={row.state}>
                  <th scope="row">{row.album.path ? <a href={row.album.path}>{row.album.title}</a> : row.album.title}</th>
                  <td className="sharing-table__label">{row.label || none}</td>
                  <td>
                    <Time at={row.createdAt} />
                  </td>
                  <td>{row.expiresAt === null ? "Never" : <Time at={row.expiresAt} />}</td>
                  <td>
                    <span className={`sharing-state sharing-state--${row.state}`}>{stateNames[row.state]}</span>
                    {row.lockedUntil !== undefined && (
                      <span className="sharing-table__locked">
                        Locked until <Time at={row.lockedUntil} /> after many wrong passwords
                      </span>
                    )}
                  </td>
                  <td className="sharing-table__picks">
                    <a href={selectionPagePath(row.id)}>
                      {row.picks ?? "None yet"}
                      <span className="visually-hidden">: selections through the link to {name(row)}</span>
                    </a>
                  </td>
                  <td>{row.password ? "Yes" : "No"}</td>
                  <td>{downloadNames[row.downloads]}</td>
                  <td>
                    <Time at={row.receipt?.firstOpenedAt} />
                  </td>
                  <td>
                    <Time at={row.receipt?.lastOpenedAt} />
                  </td>
                  <td className="num">{row.receipt?.visitors ?? none}</td>
                  <td className="num">{row.receipt?.photosViewed ?? none}</td>
                  <td className="num">{row.receipt?.downloads ?? none}</td>
                  <td>
                    <code>{row.id}</code>
                  </td>
                  <td>
                    {row.state === "broken" && <SharingRepointForm csrf={csrf} id={row.id} albums={albums} />}
                    {(row.state === "active" || row.state === "broken") && <SharingRevokeForm csrf={csrf} id={row.id} name={name(row)} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
