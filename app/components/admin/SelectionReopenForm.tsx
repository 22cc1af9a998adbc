import { Form } from "@remix-run/react";

/** Unlocks a sent selection: its person may change it and send it again. */
export function SelectionReopenForm({ csrf, id, name }: { csrf: string; id: string; name: string }) {
  return (
    <Form method="post" className="selection-reopen">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="reopen" />
      <input type="hidden" name="selection" value={id} />
      <button type="submit">
        Reopen<span className="visually-hidden"> the selection of {name}</span>
      </button>
    </Form>
  );
}
