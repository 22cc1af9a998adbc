import type { FormEvent } from "react";
import { proofingEndpoint, type ProofingClient } from "../../lib/proofing/proofing-client";
import { ProofingFields } from "./ProofingFields";
import { useProofingSnapshot } from "./ProofingContext";

type Props = { client: ProofingClient; item: string; list: string; className: string; withName?: boolean };

/**
 * A picture in or out of one list: a plain form (a page without JavaScript posts it and comes
 * back); with JavaScript the client posts the same fields. Its label stays, aria-pressed says which.
 */
export function ProofToggle({ client, item, list, className, withName }: Props) {
  const { state } = useProofingSnapshot(client);
  const picked = state.picks[item]?.includes(list) ?? false;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void client.toggle(item, list);
  };
  return (
    <form method="post" action={proofingEndpoint} className={className} onSubmit={onSubmit}>
      <ProofingFields album={state.album} intent={picked ? "unpick" : "pick"} />
      <input type="hidden" name="item" value={item} />
      <input type="hidden" name="list" value={list} />
      <button type="submit" aria-pressed={picked} aria-label={client.labels.pick(list)} disabled={state.sentAt !== null || state.closed}>
        <span aria-hidden="true">{picked ? "♥" : "♡"}</span>
        {withName ? <span aria-hidden="true"> {list}</span> : null}
      </button>
    </form>
  );
}
