import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "../core/fs-atomic.server";

/**
 * The decodable pictures of sources sharp cannot read itself, by the source's content hash:
 * DATA_DIR/cache/pixels/<hash>.jpg, a HEIC as heif-convert decoded it, a RAW's embedded preview.
 * Made once, when the source is probed; derivatives are made from them as from any JPEG.
 */
export class StandIns {
  constructor(readonly folder: string) {}

  static in(dataDir: string): StandIns {
    return new StandIns(path.join(dataDir, "cache", "pixels"));
  }

  pathOf(hash: string): string {
    return path.join(this.folder, `${hash}.jpg`);
  }

  async write(hash: string, jpeg: Buffer): Promise<string> {
    const file = this.pathOf(hash);
    await writeFileAtomic(file, jpeg);
    return file;
  }

  async has(hash: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(hash))).isFile();
    } catch {
      return false;
    }
  }

  /** Removes the stand-ins of sources no longer in the folder (or changed), after a build. */
  async keepOnly(hashes: ReadonlySet<string>): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return;
    }
    const stale = names.filter((name) => name.endsWith(".jpg") && !hashes.has(name.slice(0, -4)));
    await Promise.all(stale.map((name) => rm(path.join(this.folder, name), { force: true })));
  }
}
