import { Form } from "@remix-run/react";
import { AlbumOptions, type AlbumGroup } from "./AlbumOptions";

/**
 * Mends a broken link (its album renamed without an `id:`, or removed): it names the album chosen
 * here from now on, and its holders see that album on their next request.
 */
export function SharingRepointForm({ csrf, id, albums }: { csrf: string; id: string; albums: readonly AlbumGroup[] }) {
  const select = `repoint-${id}`;
  return (
    <Form method="post" className="sharing-repoint">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="repoint" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={select} className="visually-hidden">
        The album link {id} opens from now on
      </label>
      <select id={select} name="album" required defaultValue="">
        <option value="">Choose its album</option>
        <AlbumOptions albums={albums} />
      </select>
      <button type="submit">Re-point</button>
    </Form>
  );
}
