/**
 * The tracker ↔ collector protocol (the spec's section 9): one source for the tracker, the
 * collector and the tests. No dependency: the tracker bundles it.
 */

/** A batch: at most this many events, and this many bytes of body. */
export const maxBatchEvents = 20;
export const maxBatchBytes = 16_384;
/** The longest GET address a leaving page sends its last events in (else a POST). */
export const maxGetUrlLength = 2_048;

/** Event names and parameter keys: a lowercase letter, then letters, digits and _, 40 at most. */
export const namePattern = /^[a-z][a-z0-9_]{0,39}$/;
/** Parameters an event carries at most (the page's own included). */
export const maxParams = 25;
/** A text parameter's length: the tracker cuts there, the collector refuses longer. */
export const maxValueLength = 500;
