import type { CSSProperties } from "react";
import { ProofToggle } from "./ProofToggle";
import type { ProofingClient } from "../../lib/proofing/proofing-client";

/** A tile's heart: the album's first list, placed over the tile's corner by the tile's own plan (proofing.css). */
export function ProofHeart({ client, item, place }: { client: ProofingClient; item: string; place: CSSProperties }) {
  const list = client.get().state.lists[0]!.name;
  return (
    <div className="proof-heart" style={place}>
      <ProofToggle client={client} item={item} list={list} className="proof-heart__form" />
    </div>
  );
}
