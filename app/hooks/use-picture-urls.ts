import { useRouteLoaderData } from "@remix-run/react";
import { pictureUrls, type PictureManifest, type PictureUrls } from "../lib/content/manifest";

/** Where this page's pictures come from (the root loader's: its visit's picture origin); this server on an error page the root could not load. */
export function useAssetBase(): string {
  return useRouteLoaderData<{ assetBase: string }>("root")?.assetBase ?? "";
}

/** A picture's addresses under this page's picture origin. */
export function usePictureUrls(picture: PictureManifest): PictureUrls {
  return pictureUrls(picture, useAssetBase());
}
