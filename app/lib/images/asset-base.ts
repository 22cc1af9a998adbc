/**
 * Where derivative addresses point: "" (this server) or ASSET_BASE_URL (a CDN or static host that
 * serves a copy of DATA_DIR's derivatives). Set once per process: on the server at start-up, in the
 * browser from the root loader's data before anything renders.
 */
let assetBase = "";

export function setAssetBase(base: string | undefined): void {
  assetBase = (base ?? "").replace(/\/+$/, "");
}

export function assetUrl(path: string): string {
  return assetBase + path;
}
