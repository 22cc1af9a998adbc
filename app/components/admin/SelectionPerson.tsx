import { formatShareTime } from "../../lib/sharing/share-table";
import { SelectionListExport, type ListExportView } from "./SelectionListExport";
import { SelectionPicks, type PickView } from "./SelectionPicks";
import { SelectionReopenForm } from "./SelectionReopenForm";

/** A list of one person's, as they picked it; `known` false: album.yml no longer names it (its picks stay). */
export type PersonListView = { name: string; max: number | null; known: boolean; picks: PickView[] };

/** One person's selection in one album: the name they gave (or a stand-in), whether they sent it, their lists and comments, their paste lines. */
export type PersonView = { id: string; name: string; sentAt: number | null; lists: PersonListView[]; unpicked: PickView[]; exports: ListExportView[] };

const counted = (list: PersonListView) => (list.max === null ? `${list.picks.length} picked` : `${list.picks.length} of ${list.max}`);

/** A person's section of the link's page; a sent selection can be reopened from here. */
export function SelectionPerson({ person, csrf }: { person: PersonView; csrf: string }) {
  const exports = person.exports.filter((list) => list.count > 0);
  return (
    <section className="report selection-person" aria-label={`The selection of ${person.name}`}>
      <h3>{person.name}</h3>
      {person.sentAt === null ? (
        <p className="admin-note">Not sent yet: they may still change it.</p>
      ) : (
        <div className="selection-person__sent">
          <p>
            Sent <time dateTime={new Date(person.sentAt).toISOString()}>{formatShareTime(person.sentAt)}</time> UTC: locked until you reopen it.
          </p>
          <SelectionReopenForm csrf={csrf} id={person.id} name={person.name} />
        </div>
      )}
      {person.lists.map((list) => (
        <div key={list.name} className="selection-person__list">
          <h4>
            {list.name}: {counted(list)}
            {!list.known && <span className="badge">no longer in album.yml</span>}
          </h4>
          {list.picks.length === 0 ? <p className="report__empty">Nothing picked.</p> : <SelectionPicks picks={list.picks} />}
        </div>
      ))}
      {person.unpicked.length > 0 && (
        <div className="selection-person__list">
          <h4>Comments on pictures in no list</h4>
          <SelectionPicks picks={person.unpicked} />
        </div>
      )}
      {exports.length > 0 && (
        <details className="selection-person__exports">
          <summary>Paste lines of {person.name}&apos;s picks alone</summary>
          {exports.map((list) => (
            <div key={list.name}>
              <h5>{list.name}</h5>
              <SelectionListExport list={list} />
            </div>
          ))}
        </details>
      )}
    </section>
  );
}
