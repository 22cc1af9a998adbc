/** Schema steps in order; `PRAGMA user_version` records how many have run. Never edit a shipped step. */
export const migrations: readonly string[] = [
  `CREATE TABLE events (
     ts INTEGER NOT NULL,
     name TEXT NOT NULL,
     visitor TEXT NOT NULL,
     path TEXT NOT NULL,
     source TEXT,
     browser TEXT NOT NULL,
     os TEXT NOT NULL,
     device TEXT NOT NULL,
     conversion INTEGER NOT NULL DEFAULT 0,
     link_url TEXT,
     link_domain TEXT,
     file_name TEXT,
     file_extension TEXT,
     search_term TEXT,
     video_provider TEXT,
     video_title TEXT,
     video_percent INTEGER,
     percent_scrolled INTEGER,
     params TEXT NOT NULL DEFAULT '{}'
   );
   CREATE INDEX events_ts ON events (ts);
   CREATE INDEX events_name_ts ON events (name, ts);`,
  // Photo analytics: which item, in which gallery, for how long. Events about no item stay out of the index.
  `ALTER TABLE events ADD COLUMN item_id TEXT;
   ALTER TABLE events ADD COLUMN gallery TEXT;
   ALTER TABLE events ADD COLUMN engagement_ms INTEGER;
   CREATE INDEX events_item_ts ON events (item_id, ts) WHERE item_id IS NOT NULL;`,
];
