/** The owner's page of a share link's selections. */
export function selectionPagePath(linkId: string): string {
  return `/admin/sharing/${linkId}`;
}

/** Its downloads of the selections made in one album (by its key: a link opens sub-albums too). */
export function selectionDownloads(linkId: string, albumKey: string) {
  const of = (file: string) => `${selectionPagePath(linkId)}/${file}?${new URLSearchParams({ album: albumKey })}`;
  return { csv: of("selection.csv"), sidecars: of("sidecars.zip"), originals: of("originals.zip") };
}
