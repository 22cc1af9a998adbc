import type { ReactNode } from "react";

export type StatTile = { id: string; label: string; value: ReactNode; note?: string; live?: boolean };

/** A dashboard's headline figures, each a tile: its label, its value, and what it counts when that needs saying. */
export function StatTiles({ tiles }: { tiles: readonly StatTile[] }) {
  return (
    <dl className="tiles">
      {tiles.map(({ id, label, value, note, live }) => (
        <div key={id} className={live ? "tile tile--live" : "tile"} data-tile={id}>
          <dt>{label}</dt>
          <dd>{value}</dd>
          {note && <dd className="tile__note">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
