import type { PictureManifest } from "../../lib/content/manifest";
import { PhotoThumb } from "./PhotoThumb";

/** A picked (or commented) picture: its catalogue name (its item id once removed), its thumbnail, the person's comment. */
export type PickView = { itemId: string; name: string; picture?: PictureManifest; removed: boolean; comment?: string };

/** Pictures as small thumbnails, each named, with what the person wrote about it. */
export function SelectionPicks({ picks }: { picks: readonly PickView[] }) {
  return (
    <ul className="selection-picks">
      {picks.map((pick) => (
        <li key={pick.itemId}>
          <PhotoThumb row={pick} />
          <span className="selection-picks__name">{pick.removed ? <code>{pick.itemId}</code> : pick.name}</span>
          {pick.comment && <q className="selection-picks__comment">{pick.comment}</q>}
        </li>
      ))}
    </ul>
  );
}
