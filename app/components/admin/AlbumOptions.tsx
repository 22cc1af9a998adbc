import type { AlbumAccess } from "../../lib/content/schemas";

/** The site's albums grouped by access, private first: what a share link may open. */
export type AlbumGroup = { access: AlbumAccess; albums: { slug: string; title: string }[] };

const groupLabels = { private: "Private albums", unlisted: "Unlisted albums", public: "Public albums" } as const;

/** A select's album choices, one group per access, each album named with its slug. */
export function AlbumOptions({ albums }: { albums: readonly AlbumGroup[] }) {
  return albums.map((group) => (
    <optgroup key={group.access} label={groupLabels[group.access]}>
      {group.albums.map((album) => (
        <option key={album.slug} value={album.slug}>
          {`${album.title} (${album.slug})`}
        </option>
      ))}
    </optgroup>
  ));
}
