/**
 * notifications.sqlite's schema steps in order; `PRAGMA user_version` records how many have run.
 * Never edit a shipped step.
 */
export const noticeMigrations: readonly string[] = [
  // A notice is kept whole as JSON: the inbox shows it as it was, whatever the album or link became.
  // A delivery is one channel's: its tries, when the next is due (null once delivered or given up).
  `CREATE TABLE notices (
    id INTEGER PRIMARY KEY,
    stored_at INTEGER NOT NULL,
    body TEXT NOT NULL
  );
  CREATE TABLE deliveries (
    notice_id INTEGER NOT NULL REFERENCES notices (id),
    channel TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_try_at INTEGER,
    last_try_at INTEGER,
    last_error TEXT,
    delivered_at INTEGER,
    PRIMARY KEY (notice_id, channel)
  ) WITHOUT ROWID;
  CREATE INDEX deliveries_due ON deliveries (channel, next_try_at) WHERE next_try_at IS NOT NULL;
  CREATE INDEX deliveries_tried ON deliveries (channel, last_try_at)`,
];
