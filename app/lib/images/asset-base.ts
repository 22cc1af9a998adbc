/**
 * Where derivative addresses point: "" (this server) or ASSET_BASE_URL (a CDN or static host that
 * serves a copy of DATA_DIR's derivatives). Set once per process: on the browser from the root
 * loader's data before anything renders; on the server at start-up, as a function, since a page
 * rendered for one visitor (private albums) takes its pictures from this server only.
 */
let assetBase: () => string = () => "";

const trimmed = (base: string | undefined) => (base ?? "").replace(/\/+$/, "");

export function setAssetBase(base: string | undefined | (() => string | undefined)): void {
  if (typeof base === "function") {
    assetBase = () => trimmed(base());
  } else {
    const fixed = trimmed(base);
    assetBase = () => fixed;
  }
}

export function assetUrl(path: string): string {
  return assetBase() + path;
}
