import type { ChannelHealth } from "../../lib/proofing/notify/delivery-state";

const names: Record<ChannelHealth["channel"], string> = { webhook: "Webhook", ntfy: "ntfy", gotify: "Gotify", email: "E-mail" };
const when = (at: number) => new Date(at).toISOString().slice(0, 16).replace("T", " ");

/** The notification channels the config names, each ok, waiting or failing (with why, and its next try). */
export function InboxChannels({ channels }: { channels: ChannelHealth[] }) {
  return (
    <section className="panel" aria-labelledby="channels-heading">
      <h2 id="channels-heading">Channels</h2>
      {channels.length === 0 ? (
        <p>
          None: notices wait here only. Add <code>notifications:</code> to vitrine.config.yml for a webhook, ntfy, Gotify or e-mail.
        </p>
      ) : (
        <ul className="inbox__channels">
          {channels.map((health) => (
            <li key={health.channel} data-channel={health.channel} data-state={health.state}>
              <strong>{names[health.channel]}</strong>: {health.state === "failing" ? "failing" : health.state === "waiting" ? "sending" : "ok"}
              {health.lastError ? <span> — {health.lastError}</span> : null}
              {health.nextTryAt ? <span> (next try {when(health.nextTryAt)} UTC)</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
