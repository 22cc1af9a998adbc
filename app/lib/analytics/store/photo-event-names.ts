/** The events the photo reports count (each carries the item's title), as an SQL list both engines read. */
export const photoNamesSql = "'photo_view', 'share', 'file_download'";
