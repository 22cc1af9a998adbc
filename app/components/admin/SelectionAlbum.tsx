import { useId } from "react";
import { SelectionListExport, type ListExportView } from "./SelectionListExport";
import { SelectionPerson, type PersonView } from "./SelectionPerson";

/** The selections made in one album through the link; `path` absent: the album is gone, its picks shown by item id. */
export type AlbumSelectionsView = {
  key: string;
  title: string;
  path?: string;
  people: PersonView[];
  together: ListExportView[];
  downloads?: { csv: string; sidecars: string; originals: string };
};

/** An album's people, then everyone's picks together: each list's paste lines and the downloads. */
export function SelectionAlbum({ album, csrf }: { album: AlbumSelectionsView; csrf: string }) {
  const titleId = useId();
  return (
    <section className="selection-album" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {album.path ? <a href={album.path}>{album.title}</a> : album.title}
        {!album.path && <span className="badge">album gone</span>}
      </h2>
      {!album.path && <p className="admin-note">The album is gone from the content folder: its picks are listed by item id, and there is nothing to export.</p>}
      {album.people.map((person) => (
        <SelectionPerson key={person.id} person={person} csrf={csrf} />
      ))}
      {album.path && (
        <section className="report selection-together" aria-labelledby={`${titleId}-together`}>
          <h3 id={`${titleId}-together`}>Everyone&apos;s picks together</h3>
          <p className="report__note">
            Paste a line into your catalogue&apos;s search to find the list&apos;s pictures: see docs/proofing.md for where each goes.
          </p>
          {album.together.map((list) => (
            <div key={list.name} className="selection-together__list">
              <h4>
                {list.name}: {list.count} {list.count === 1 ? "picture" : "pictures"}
              </h4>
              {list.count > 0 ? <SelectionListExport list={list} /> : <p className="report__empty">Nothing picked.</p>}
            </div>
          ))}
          {album.downloads && (
            <ul className="selection-downloads">
              <li>
                <a href={album.downloads.csv} download>
                  CSV of every list, picture, person and comment
                </a>
              </li>
              <li>
                <a href={album.downloads.sidecars} download>
                  XMP sidecars (ZIP), to put beside the RAW files
                </a>
              </li>
              <li>
                <a href={album.downloads.originals} download>
                  The picked originals (ZIP)
                </a>
              </li>
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
