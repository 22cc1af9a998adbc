import { createHmac } from "node:crypto";
import type { AlbumAccess } from "./schemas";

/** Hex characters of an address: 96 bits, as many as a content hash's, so `/img` parses both shapes alike. */
const addressLength = 24;

/**
 * A picture's address (the `<address>` of `/img/<address>/…` and `/original/<id>/<address>`): an
 * HMAC, keyed with the server secret, of its content hash and its visibility (the most visible
 * access among the albums that show it). An album made private gives its pictures new addresses,
 * so every address a shared cache or a visitor kept answers 404; nobody without the secret can
 * work out an address from a picture's file; every node sharing the secret makes the same ones.
 * A keyed hash costs about 3 µs: each is kept for the next build, which at 200,000 pictures then
 * looks them up instead of hashing again (only the last build's are kept, so nothing grows).
 */
export class PictureAddressKey {
  private made = new Map<string, string>();
  private previous = new Map<string, string>();

  constructor(private readonly secret: string) {}

  /** Starts a build: the addresses the last build made are reused, those it did not are let go. */
  startBuild(): void {
    this.previous = this.made;
    this.made = new Map();
  }

  addressOf(hash: string, visibility: AlbumAccess): string {
    const key = `${hash}:${visibility}`;
    let address = this.made.get(key) ?? this.previous.get(key);
    if (address === undefined) address = createHmac("sha256", this.secret).update(`vitrine picture ${key}`).digest("hex").slice(0, addressLength);
    this.made.set(key, address);
    return address;
  }
}
