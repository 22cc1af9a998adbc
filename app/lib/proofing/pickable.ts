/** What a client may pick: pictures and videos, not an album's notes, embeds or error tiles. */
export const isPickable = (item: { type: string }) => item.type === "image" || item.type === "video";
