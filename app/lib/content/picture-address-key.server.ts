import { createHmac } from "node:crypto";
import type { PictureAddresser, ShownPicture } from "./address-pictures";
import type { AlbumAccess } from "./schemas";

/** Hex characters of an address: 96 bits, as many as a content hash's, so `/img` parses both shapes alike. */
const addressLength = 24;

const rank: Record<AlbumAccess, number> = { private: 0, unlisted: 1, public: 2 };

/** What the key remembers of a content hash: the build that last showed it, how visible it is there, its addresses so far. */
type Entry = { build: number; visibility: AlbumAccess; addresses: Partial<Record<AlbumAccess, string>> };

/**
 * Pictures' addresses (the `<address>` of `/img/<address>/…` and `/original/<id>/<address>`): an
 * HMAC, keyed with the server secret, of the content hash and the picture's visibility, the most
 * visible access among the albums that show it. Nobody without the secret can work out an address
 * from a picture's file; every node sharing the secret makes the same ones.
 *
 * A keyed hash costs about 3 µs, so the key remembers each content hash's addresses from one build
 * to the next, and lets go of those a build no longer shows: a rebuild of 200,000 pictures costs
 * one lookup each, and the first build one keyed hash each (bench/picture-addresses.ts).
 */
export class PictureAddressKey implements PictureAddresser {
  private readonly entries = new Map<string, Entry>();
  private builds = 0;

  constructor(private readonly secret: string) {}

  addressAll(shown: readonly ShownPicture[]): void {
    const build = ++this.builds;
    const entries = new Array<Entry>(shown.length);
    // Index loops: at 200,000 pictures an iterator's pairs cost as much as the lookups.
    for (let i = 0; i < shown.length; i++) {
      const { picture, access } = shown[i]!;
      let entry = this.entries.get(picture.hash);
      if (!entry) this.entries.set(picture.hash, (entry = { build, visibility: access, addresses: {} }));
      else if (entry.build !== build) {
        entry.build = build;
        entry.visibility = access;
      } else if (rank[access] > rank[entry.visibility]) entry.visibility = access;
      entries[i] = entry;
    }
    for (let i = 0; i < shown.length; i++) {
      const { picture } = shown[i]!;
      const entry = entries[i]!;
      picture.address = entry.addresses[entry.visibility] ??= this.keyed(picture.hash, entry.visibility);
    }
    for (const [hash, entry] of this.entries) if (entry.build !== build) this.entries.delete(hash);
  }

  private keyed(hash: string, visibility: AlbumAccess): string {
    return createHmac("sha256", this.secret).update(`vitrine picture ${hash}:${visibility}`).digest("hex").slice(0, addressLength);
  }
}
