import type { ProofingState } from "./proofing-state";

/** Where proofing forms are posted, with and without JavaScript. */
export const proofingEndpoint = "/proofing";

/** What the page says of a refused change (its catalogue code, read for a message key). */
export type ProofingProblem = "full" | "sent" | "closed" | "busy" | "other";

export function problemOf(code: string | undefined): ProofingProblem {
  if (code === "PROOFING_LIST_FULL") return "full";
  if (code === "PROOFING_SENT") return "sent";
  if (code === "PROOFING_CLOSED") return "closed";
  if (code === "PROOFING_RATE_LIMITED" || code === "PROOFING_PEOPLE_LIMITED") return "busy";
  return "other";
}

/** The words the grid's hearts and the viewer say, made by the album page (whose strings hold them) and carried by the client. */
export type ProofingLabels = { pick: (list: string) => string; comment: string; saveComment: string };

export type ProofingSnapshot = { state: ProofingState; problem?: ProofingProblem; pending: boolean };

/**
 * A holder's selection in the browser: the state their page was rendered with, each change posted
 * as its form (the same fields as without JavaScript) and the server's answer taken as the new
 * state. One change at a time, in order: a second click waits for the first's answer.
 */
export function createProofingClient(initial: ProofingState, labels: ProofingLabels, post: typeof fetch = fetch) {
  let snapshot: ProofingSnapshot = { state: initial, pending: false };
  const listeners = new Set<() => void>();
  let queue: Promise<unknown> = Promise.resolve();
  const set = (next: ProofingSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const run = async (fields: Record<string, string>) => {
    set({ ...snapshot, pending: true });
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...fields, album: snapshot.state.album })) body.set(name, value);
    try {
      const response = await post(proofingEndpoint, { method: "POST", body, headers: { Accept: "application/json" }, credentials: "same-origin" });
      const answer = (await response.json()) as { state?: ProofingState; error?: { code?: string } };
      set(answer.state ? { state: answer.state, pending: false } : { ...snapshot, pending: false, problem: problemOf(answer.error?.code) });
    } catch {
      set({ ...snapshot, pending: false, problem: "other" });
    }
  };
  const isPicked = (item: string, list: string) => snapshot.state.picks[item]?.includes(list) ?? false;
  return {
    labels,
    get: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Posts one change (its fields read when its turn comes); resolves when its answer is the state, or its refusal the problem. */
    change(fields: Record<string, string> | (() => Record<string, string>)): Promise<void> {
      const next = queue.then(() => run(typeof fields === "function" ? fields() : fields));
      queue = next;
      return next;
    },
    isPicked,
    /** Picks or unpicks, whichever it is not once the changes before it are answered. */
    toggle(item: string, list: string): Promise<void> {
      return this.change(() => ({ intent: isPicked(item, list) ? "unpick" : "pick", item, list }));
    },
  };
}

export type ProofingClient = ReturnType<typeof createProofingClient>;
