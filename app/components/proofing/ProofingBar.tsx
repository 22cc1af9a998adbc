import { useState, type FormEvent } from "react";
import { useT } from "../../hooks/use-t";
import type { MessageKey } from "../../lib/i18n/messages";
import { proofingEndpoint, type ProofingClient, type ProofingProblem } from "../../lib/proofing/proofing-client";
import { ProofingFields } from "./ProofingFields";
import { useProofingClient, useProofingSnapshot } from "./ProofingContext";

const problemKeys: Record<ProofingProblem, MessageKey> = {
  full: "proofing.refused.full",
  sent: "proofing.refused.sent",
  closed: "proofing.refused.closed",
  busy: "proofing.refused.busy",
  other: "proofing.refused.other",
};

/** A day as the page says it, the same for every reader: 2027-06-12. */
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

type Props = { notice?: ProofingProblem };

/**
 * The holder's selection above the album: a live count per list, their first name, "Send my
 * selection", and what was refused. `notice`: a refusal a page without JavaScript came back with.
 */
export function ProofingBar({ notice }: Props) {
  const client = useProofingClient();
  return client ? <ProofingBarFor client={client} notice={notice} /> : null;
}

function ProofingBarFor({ client, notice }: Props & { client: ProofingClient }) {
  const t = useT();
  const { state, problem, pending } = useProofingSnapshot(client);
  const [name, setName] = useState(state.name);
  const locked = state.sentAt !== null || state.closed;
  const submit = (fields: Record<string, string>) => (event: FormEvent) => {
    event.preventDefault();
    void client.change(fields);
  };
  const said = problem ?? notice;
  return (
    <section className="proofing" aria-labelledby="proofing-heading" data-pending={pending || undefined}>
      <h2 id="proofing-heading">{t("proofing.heading")}</h2>
      {locked ? null : <p className="proofing__intro">{t("proofing.intro")}</p>}
      <ul className="proofing__counts" aria-live="polite">
        {state.lists.map(({ name: list, count, max }) => (
          <li key={list} data-list={list}>
            {max === null ? t("proofing.countOpen", { list, count }) : t("proofing.count", { list, count, max })}
          </li>
        ))}
      </ul>
      <form method="post" action={proofingEndpoint} className="proofing__name" onSubmit={submit({ intent: "name", name })}>
        <ProofingFields album={state.album} intent="name" />
        <label>
          {t("proofing.name")}
          <input name="name" maxLength={40} autoComplete="given-name" value={name} onChange={(event) => setName(event.target.value)} disabled={locked} />
        </label>
        <button type="submit" disabled={locked}>
          {t("proofing.saveName")}
        </button>
      </form>
      {state.sentAt !== null ? (
        <p className="proofing__sent" role="status">
          {t("proofing.sent", { date: day(state.sentAt) })}
        </p>
      ) : (
        <form method="post" action={proofingEndpoint} className="proofing__send" onSubmit={submit({ intent: "send" })}>
          <ProofingFields album={state.album} intent="send" />
          <button type="submit" className="pill-link" disabled={state.closed}>
            {t("proofing.send")}
          </button>
        </form>
      )}
      {state.closesAt === null ? null : (
        <p className="proofing__deadline">{t(state.closed ? "proofing.closed" : "proofing.deadline", { date: day(state.closesAt - 86_400_000) })}</p>
      )}
      <p className="proofing__problem" role="alert">
        {said ? t(problemKeys[said]) : null}
      </p>
    </section>
  );
}
