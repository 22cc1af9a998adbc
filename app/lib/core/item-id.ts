/** An item's id (build-album.server.ts): 12 hex digits of a hash of where it is, the same in every build. */
export const itemIdPattern = /^[a-f0-9]{12}$/;
