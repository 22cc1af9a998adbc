import { useState, type FormEvent } from "react";
import { useT } from "../../hooks/use-t";
import { proofingEndpoint } from "../../lib/proofing/proofing-client";
import { ProofingFields } from "./ProofingFields";
import { ProofToggle } from "./ProofToggle";
import { useProofingClient, useProofingSnapshot } from "./ProofingContext";
import type { ProofingClient } from "../../lib/proofing/proofing-client";

/** A photo page's proofing, for a holder: a toggle per list and, where the album takes them, their comment. */
export function PhotoProofing({ item }: { item: string }) {
  const client = useProofingClient();
  return client ? <PhotoProofingFor client={client} item={item} /> : null;
}

function PhotoProofingFor({ client, item }: { client: ProofingClient; item: string }) {
  const t = useT();
  const { state } = useProofingSnapshot(client);
  const [text, setText] = useState(state.notes[item] ?? "");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void client.change({ intent: "comment", item, text });
  };
  return (
    <div className="photo-proofing">
      {state.lists.map(({ name }) => (
        <ProofToggle key={name} client={client} item={item} list={name} className="photo-proofing__toggle" withName />
      ))}
      {state.comments ? (
        // multipart: a comment's 2,000 characters stay under the 16 KB a form may post, whatever its script.
        <form method="post" action={proofingEndpoint} encType="multipart/form-data" className="photo-proofing__comment" onSubmit={onSubmit}>
          <ProofingFields album={state.album} intent="comment" />
          <input type="hidden" name="item" value={item} />
          <label>
            {t("proofing.comment")}
            <textarea
              name="text"
              maxLength={2000}
              rows={3}
              value={text}
              onChange={(event) => setText(event.target.value)}
              disabled={state.sentAt !== null || state.closed}
            />
          </label>
          <button type="submit" disabled={state.sentAt !== null || state.closed}>
            {t("proofing.saveComment")}
          </button>
        </form>
      ) : null}
    </div>
  );
}
