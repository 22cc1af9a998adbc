/**
 * THROWAWAY stand-in for the analytics collector, so the browser tracker's tests have an endpoint
 * to reach in this branch. It accepts and discards everything; the real collector (server side,
 * built in parallel) replaces this file on merge.
 */
const accepted = () => new Response(null, { status: 204 });

export const action = accepted;
export const loader = accepted;
