import type { Dirent } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { naturalCompare } from "./slug";

/** One folder of the owner's content: an album, with the files and sub-folders it holds. */
export type FolderScan = {
  dir: string;
  name: string;
  /** Regular files, hidden ones (starting with ".") left out. */
  files: string[];
  /** Symbolic links here: never followed, so nothing outside the folder is ever read or served. */
  links: string[];
  children: FolderScan[];
};

const maxDepth = 8;

/** Folders starting with "." or "_" are not albums ("_files" holds downloads). */
function isAlbumFolder(name: string): boolean {
  return !name.startsWith(".") && !name.startsWith("_") && name !== "node_modules";
}

/** `beforeRead` is told of each folder before it is read (the content watcher starts watching it then). */
export async function scanFolder(dir: string, beforeRead?: (dir: string) => void, depth = 0): Promise<FolderScan> {
  beforeRead?.(dir);
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    entries = [];
  }
  // Hidden files (".DS_Store", macOS "._photo.jpg" resource forks) are never the owner's pictures.
  const files = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort(naturalCompare);
  const links = entries.filter((entry) => entry.isSymbolicLink()).map((entry) => entry.name);
  const folders = depth < maxDepth ? entries.filter((entry) => entry.isDirectory() && isAlbumFolder(entry.name)) : [];
  const children = await Promise.all(folders.map((entry) => scanFolder(path.join(dir, entry.name), beforeRead, depth + 1)));
  children.sort((a, b) => naturalCompare(a.name, b.name));
  return { dir, name: path.basename(dir), files, links, children };
}
