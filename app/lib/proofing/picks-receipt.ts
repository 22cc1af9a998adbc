import type { ProofingList } from "./proofing-config";
import type { SelectionSummary } from "./selection";

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * A link's picks as the Sharing table says them: "37 of 40, sent 2027-06-12" for one person,
 * "2 people: 51 of 80; 1 sent, last 2027-06-12" for more. "of" only when `lists` is the one album's
 * lists the picks were made in and each has a maximum (album.yml's lists times the people): else
 * the count alone, "12 picked", as a list without a maximum has no total to be counted against.
 */
export function picksReceipt(summary: SelectionSummary, lists: readonly Pick<ProofingList, "max">[] | undefined): string {
  const { people, picked, sent, lastSentAt } = summary;
  const maxima = lists && lists.length > 0 && lists.every((list) => list.max !== null) ? lists.reduce((sum, list) => sum + list.max!, 0) : undefined;
  const count = maxima === undefined ? `${picked} picked` : `${picked} of ${maxima * people}`;
  if (people === 1) return `${count}, ${lastSentAt === null ? "not sent" : `sent ${day(lastSentAt)}`}`;
  return `${people} people: ${count}; ${lastSentAt === null ? "none sent" : `${sent} sent, last ${day(lastSentAt)}`}`;
}
