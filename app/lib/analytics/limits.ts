/** The spec's batching limits (section 9), shared by the tracker's contract and the collector. */
export const MAX_EVENTS_PER_BATCH = 20;
export const MAX_BATCH_BYTES = 16_384;
export const MAX_GET_URL_LENGTH = 2_048;
/** Events whose time is further off than this are stamped with the time they arrived. */
export const MAX_CLOCK_SKEW_MS = 60 * 60 * 1000;
