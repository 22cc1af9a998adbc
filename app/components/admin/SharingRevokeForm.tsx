import { Form } from "@remix-run/react";

/** Ends one link at once: its holders lose the album on their next request. */
export function SharingRevokeForm({ csrf, id, name }: { csrf: string; id: string; name: string }) {
  return (
    <Form method="post" className="sharing-revoke">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="danger">
        Revoke<span className="visually-hidden"> the link to {name}</span>
      </button>
    </Form>
  );
}
