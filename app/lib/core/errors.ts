/** An entry: what the code means, and the HTTP status it is answered with where it is answered at all (a log line's or start-up's has none). */
type ErrorEntry = { readonly message: string; readonly status?: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 500 | 503 };

/**
 * The catalogue of error codes Vitrine reports, in the manner of Fastify's createError (code,
 * status, message): each code is stable, documented in docs/errors.md, and carried by every error
 * response and log line it applies to; an answer's status is the code's, read here.
 */
export const errorCodes = {
  SETTINGS_INVALID: { message: "An environment setting (PORT, DATA_DIR, ANALYTICS_STORE, …) is invalid; start-up stops." },
  CONFIG_INVALID: { message: "The site configuration (vitrine.config.yml) is invalid; start-up stops." },
  SECRET_INVALID: { message: "The server secret in DATA_DIR/secret holds under 32 bytes, or cannot be read or written; start-up stops." },
  ALBUM_META_INVALID: { message: "An album.yml is invalid; the album is built with defaults." },
  SIDECAR_INVALID: { message: "An image sidecar (.yml) is invalid; the image uses its embedded metadata." },
  XMP_INVALID: {
    message:
      "An image's .xmp sidecar, or the XMP inside the image, is over 1 MB, not XML, declares entities (a DOCTYPE) or holds no XMP; it is not read, and the image keeps its other metadata.",
  },
  METADATA_TRIMMED: {
    message:
      "An image's keywords, people or rating (in the file or its .xmp sidecar) are more, longer or deeper than a photo may carry; what is within the limits is kept.",
  },
  ITEMS_INVALID: { message: "An items.yml entry is invalid or repeats an earlier one; that entry is left out." },
  YAML_UNREADABLE: { message: "A YAML file could not be read or parsed." },
  IMAGE_UNREADABLE: { message: "An image could not be decoded; it is shown as an error item." },
  HEIF_DECODER_MISSING: {
    message:
      "HEIC pictures (HEVC in HEIF) need libheif, which sharp does not bundle: apt-get install libheif-examples. Until then they are error tiles; said once a start.",
  },
  RAW_PREVIEW_UNREADABLE: { message: "A RAW file has no embedded preview JPEG that decodes within the limits; it is shown as an error item." },
  VIDEO_UNREADABLE: {
    message:
      "A video of an album folder is not one Vitrine can show (ffprobe cannot read it, it holds no video, or a size or length no clip has); it is shown as an error item.",
  },
  VIDEO_POSTER_FAILED: { message: "No frame of a video decodes where its poster is taken; it is listed as a plain tile, and plays as far as it can." },
  VIDEO_CONVERT_FAILED: {
    message: "A video's index-first copy or H.264 fallback could not be made; the original is served alone, and it is not tried again until the file changes.",
  },
  FFMPEG_MISSING: { message: "ffmpeg or ffprobe is not on the PATH; videos are listed without poster, size or fallback." },
  CONTENT_LINK_IGNORED: { message: "A symbolic link in the content folder is ignored: only what is inside the folder is published." },
  ITEM_FILE_MISSING: { message: "A file named by items.yml or album.yml does not exist." },
  HOME_ALBUM_NOT_FOUND: { message: "vitrine.config.yml names a homeAlbum that no album has; the home page lists the albums." },
  LANGUAGE_NOT_SHIPPED: {
    message: "vitrine.config.yml names a language Vitrine has no catalogue for; visitors read English where labels: does not say otherwise.",
  },
  ALBUM_NOT_FOUND: { status: 404, message: "No album has that slug." },
  SLIDE_NOT_FOUND: { status: 404, message: "No ajax slide has that id, or its content is missing." },
  SEARCH_QUERY_INVALID: { status: 400, message: "A search for further results has no words to look for, or is longer than a search may be." },
  FILE_NOT_FOUND: { status: 404, message: "No video of an album or file in _files has that address (symlinks and hidden files are never served)." },
  IMAGE_NOT_FOUND: { status: 404, message: "No derivative exists or can be made for that address." },
  DERIVATIVE_FAILED: { message: "A derivative could not be made: the image does not fully decode, or the disk refused the write." },
  ENCODE_QUEUE_BUSY: { status: 503, message: "This address already has 16 pictures waiting to be made; try again after Retry-After seconds." },
  REPORT_NOT_FOUND: { status: 404, message: "No dashboard report has that name." },
  PHOTO_ID_INVALID: { status: 404, message: "A dashboard photo address names no item id (12 hexadecimal digits)." },
  ORIGINAL_NOT_AVAILABLE: { status: 404, message: "Original downloads are off, or no such original exists." },
  ALBUM_DOWNLOAD_NOT_AVAILABLE: {
    status: 404,
    message: "The album offers no ZIP: original downloads are off for it, it has no photos of its own, or no album has that slug.",
  },
  DOWNLOAD_LIMITED: { status: 429, message: "This address has album downloads running or started too many in the last hour; wait Retry-After seconds." },
  DOWNLOADS_BUSY: {
    status: 503,
    message: "The site is streaming as many album ZIPs as it allows at once, for all visitors together; try again after Retry-After seconds.",
  },
  ALBUM_DOWNLOAD_FAILED: { status: 503, message: "An album's ZIP could not be made or finished: an original could not be read, or changed while it was sent." },
  SHARE_LINK_GONE: { status: 410, message: "A share link was revoked or has expired, or its album is gone; it opens nothing." },
  SHARE_PASSWORD_WRONG: { status: 401, message: "The share link's password is wrong." },
  SHARE_PASSWORD_LIMITED: { status: 429, message: "Too many tries at a share link's password, from this address or from anyone; wait Retry-After seconds." },
  SHARE_PASSWORD_BUSY: { status: 503, message: "Too many share link passwords are being checked right now; try again after Retry-After seconds." },
  SHARE_GRANTS_LIMITED: { status: 429, message: "This address was given its hour's share link grants already; wait Retry-After seconds." },
  SHARE_LINK_NOT_FOUND: { status: 404, message: "No share link has that id (the owner's page of a link's selections, and its downloads)." },
  SELECTION_EXPORT_NOT_AVAILABLE: {
    status: 404,
    message: "The link's selections have nothing to export from that album: none was made in it, it is gone, or no pick has a file in it.",
  },
  PROOFING_UNAVAILABLE: {
    status: 404,
    message: "The album takes no picks from this visitor: its album.yml has no proofing, or no live share link of theirs opens it.",
  },
  PROOFING_INVALID: {
    status: 400,
    message: "A proofing form names no list of the album, a picture of another album, a comment where the album takes none, or text over its limit.",
  },
  PROOFING_CROSS_SITE: { status: 403, message: "A proofing change came from another site's page, not this site's own; nothing is changed." },
  PROOFING_LIST_FULL: { status: 409, message: "The list holds its maximum of pictures already (album.yml's max); remove one to add another." },
  PROOFING_SENT: { status: 409, message: "The selection was sent, and stays as it was sent until the owner reopens it." },
  PROOFING_CLOSED: { status: 410, message: "The album's proofing deadline has passed: picks and comments stay as they are." },
  PROOFING_PEOPLE_LIMITED: { status: 429, message: "As many people as a share link takes (50) keep selections on it already." },
  PROOFING_RATE_LIMITED: { status: 429, message: "More proofing changes in a minute than a person makes (120); wait Retry-After seconds." },
  EVENT_TOO_LARGE: { status: 413, message: "An analytics batch is over 20 events or 16384 bytes (or one event is); nothing of it is stored." },
  MALFORMED_PAYLOAD: { status: 400, message: "An analytics batch is not the JSON the collector takes; nothing of it is stored." },
  ANALYTICS_DISABLED: { status: 404, message: "Analytics are off for this site (analytics.enabled: false); nothing is collected." },
  ANALYTICS_UNAVAILABLE: { status: 503, message: "The analytics store could not take the batch; the tracker retries it." },
  ANALYTICS_RATE_LIMITED: { status: 429, message: "This address sent analytics events faster than any visitor's tracker does; wait Retry-After seconds." },
  ANALYTICS_BUDGET_REACHED: {
    message: "The site stored its daily budget of analytics events (analytics.dailyEventBudget); more are dropped until midnight UTC.",
  },
  ANALYTICS_VACUUM_FAILED: {
    message: "analytics.sqlite could not be converted, once at start-up, to give deleted space back; deleted space is reused, and the next start tries again.",
  },
  ANALYTICS_ROWS_REFUSED: { message: "ClickHouse refused rows of a buffered batch as malformed; those rows are dropped, the rest of the batch is stored." },
  LOGIN_REQUIRED: { status: 401, message: "The dashboard and its exports need the owner's login." },
  LOGIN_FAILED: { status: 401, message: "The password is wrong." },
  LOGIN_RATE_LIMITED: { status: 429, message: "Too many login attempts from this address; wait before trying again." },
  LOGIN_BUSY: { status: 503, message: "Too many logins are being checked right now; try again after Retry-After seconds." },
  CSRF_INVALID: { status: 403, message: "A form was sent without this session's authenticity token." },
  DATE_RANGE_INVALID: { status: 400, message: "A date range is not two dates (YYYY-MM-DD), the first not after the second." },
  SEARCH_INDEX_FAILED: { message: "The search index could not be updated after a content change; results lag until the next rebuild." },
  NOTIFICATION_FAILED: {
    message:
      "A notification channel (webhook, ntfy, Gotify, e-mail) did not take a notice; it is tried again with backoff for 3 days, and the dashboard shows the channel failing.",
  },
  NOTIFICATION_NOT_STORED: { message: "notifications.sqlite could not store a notice (disk full, file locked): it is in no inbox and sent nowhere." },
  CONTENT_REBUILD_FAILED: { message: "A rebuild after a content change failed (an invalid vitrine.config.yml, a disk error); the previous site stays online." },
  CONTENT_WATCH_LIMITED: {
    message: "The system's limit of watched folders (inotify) is reached: the folders past it are served and looked at every 10 s instead of watched.",
  },
  SITE_PREPARING: { status: 503, message: "The site is still being prepared after start-up (its first build runs); try again after Retry-After seconds." },
  BODY_TOO_LARGE: {
    status: 413,
    message: "A request's body is over 16 KB (the owner's forms are far smaller); it is refused unread and the connection closed.",
  },
  REQUEST_FAILED: { status: 500, message: "A request could not be answered: an unexpected fault, whose reason is in the log; nothing else is affected." },
  LISTEN_FAILED: { message: "The server could not listen on HOST and PORT (the port is in use, or the address is not this machine's); start-up stops." },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCodes;

/** The codes an HTTP answer carries: those with a status. */
export type AnsweredCode = { [Code in ErrorCode]: (typeof errorCodes)[Code] extends { status: number } ? Code : never }[ErrorCode];
export type StatusOf<Code extends AnsweredCode> = Extract<(typeof errorCodes)[Code], { status: number }>["status"];

/** The HTTP status a code is answered with. */
export function errorStatus<Code extends AnsweredCode>(code: Code): StatusOf<Code> {
  return (errorCodes[code] as { status: StatusOf<Code> }).status;
}

/** A refusal as a guard or limiter returns it: its code, and the status read with it from the catalogue. */
export type Refusal<Code extends AnsweredCode> = { code: Code; status: StatusOf<Code> };

export function refusalOf<Code extends AnsweredCode>(code: Code): Refusal<Code> {
  return { code, status: errorStatus(code) };
}

/**
 * Why the collector leaves an event out while answering 204 (the tracker must not send it again):
 * counted in the collector's stats, documented in docs/errors.md beside the codes.
 */
export const dropReasons = {
  bot: "The user agent is a crawler's, a headless browser's, or empty.",
  prefetch: "The request is a prefetch or preview, not a visit.",
  do_not_track: "The browser sends Do Not Track or Global Privacy Control and the owner honours them.",
  invalid_page_location: "The event's page_location is not an http(s) address.",
  foreign_host: "The event's page is not on the site's own host.",
  referrer_spam: "The event's page was reached from a known referrer-spam site (app/lib/analytics/referrer-spam).",
  out_of_range: "A numeric parameter is outside what the tracker can send (a percentage over 100, a negative index).",
  duplicate: "The event's id was taken within the last ten minutes: it was sent again.",
  over_budget: "The site has stored its daily budget of events (analytics.dailyEventBudget).",
} as const;

export type DropReason = keyof typeof dropReasons;

/** A JSON error body in the catalogue's terms: { error: { code, message } }. */
export function errorBody(code: ErrorCode, message: string = errorCodes[code].message): { error: { code: ErrorCode; message: string } } {
  return { error: { code, message } };
}

/** One log line in the catalogue's format: `[CODE] where: reason`. */
export function logLine(code: ErrorCode, where: string, reason: string): string {
  return `[${code}] ${where}: ${reason}`;
}

export class VitrineError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "VitrineError";
  }
}
