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
  // Photo analytics: which item, in which gallery, for how long. The photo reports read these indexes
  // alone (covering: no row is fetched), and events about no item stay out of them; arrivals (page
  // views from elsewhere) are found by visitor for "sources of a photo's viewers". Daily rollups last.
  `ALTER TABLE events ADD COLUMN item_id TEXT;
   ALTER TABLE events ADD COLUMN gallery TEXT;
   ALTER TABLE events ADD COLUMN engagement_ms INTEGER;
   CREATE INDEX events_item ON events (item_id, name, ts, visitor, engagement_ms) WHERE item_id IS NOT NULL;
   CREATE INDEX events_gallery ON events (gallery, name, ts, item_id, visitor) WHERE gallery IS NOT NULL;
   CREATE INDEX events_arrivals ON events (visitor, ts, source) WHERE name = 'page_view' AND source IS NOT NULL;
   CREATE TABLE photo_days (
     day INTEGER NOT NULL, item_id TEXT NOT NULL, album TEXT, views INTEGER NOT NULL, visitors INTEGER NOT NULL,
     dwell_sum INTEGER NOT NULL, dwell_n INTEGER NOT NULL, shares INTEGER NOT NULL, downloads INTEGER NOT NULL,
     PRIMARY KEY (day, item_id)
   ) WITHOUT ROWID;
   CREATE TABLE gallery_days (
     day INTEGER NOT NULL, gallery TEXT NOT NULL, viewer_opens INTEGER NOT NULL, photo_views INTEGER NOT NULL, viewers INTEGER NOT NULL,
     PRIMARY KEY (day, gallery)
   ) WITHOUT ROWID;
   CREATE TABLE photo_days_done (day INTEGER PRIMARY KEY);`,
  // Countries: the sender's country, from the whole address before it is anonymised (the code only).
  `ALTER TABLE events ADD COLUMN country TEXT;`,
  // Campaigns: an arrival's utm_* and the channel it came by.
  `ALTER TABLE events ADD COLUMN utm_source TEXT;
   ALTER TABLE events ADD COLUMN utm_medium TEXT;
   ALTER TABLE events ADD COLUMN utm_campaign TEXT;
   ALTER TABLE events ADD COLUMN utm_term TEXT;
   ALTER TABLE events ADD COLUMN utm_content TEXT;
   ALTER TABLE events ADD COLUMN channel TEXT;`,
  // A photo's page from daily rollups too: how its slides were reached and shared, where its viewers
  // came from; read by one item at a time, so keyed by item first. Every day is made again with them.
  `CREATE TABLE photo_params_days (
     item_id TEXT NOT NULL, day INTEGER NOT NULL, param TEXT NOT NULL, value TEXT NOT NULL, visitors INTEGER NOT NULL, events INTEGER NOT NULL,
     PRIMARY KEY (item_id, day, param, value)
   ) WITHOUT ROWID;
   CREATE TABLE photo_sources_days (
     item_id TEXT NOT NULL, day INTEGER NOT NULL, source TEXT NOT NULL, visitors INTEGER NOT NULL, events INTEGER NOT NULL,
     PRIMARY KEY (item_id, day, source)
   ) WITHOUT ROWID;
   DELETE FROM photo_days_done;`,
  // Share links: an event of a shared album carries its link's id, every other event (and every one
  // before) ''; the reports count '' only (the rollups made so far were of '' only: they stand). The
  // photo reports' indexes take share last, so they still cover those reads, and a process of the
  // release before sharing the file until it restarts still finds them as it knew them; a link's
  // receipts read an index of their own.
  `ALTER TABLE events ADD COLUMN share TEXT NOT NULL DEFAULT '';
   DROP INDEX events_item;
   CREATE INDEX events_item ON events (item_id, name, ts, visitor, engagement_ms, share) WHERE item_id IS NOT NULL;
   DROP INDEX events_gallery;
   CREATE INDEX events_gallery ON events (gallery, name, ts, item_id, visitor, share) WHERE gallery IS NOT NULL;
   CREATE INDEX events_share ON events (share, ts, visitor, name) WHERE share != '';`,
  // A photo's album was any gallery but "search": one seen on a facet's page ("tags" sorts after most
  // slugs) took that day's album from its own. The days that stored a facet as an album are made
  // again (the names as they were then: a shipped step never changes).
  `DELETE FROM photo_days_done WHERE day IN (SELECT day FROM photo_days WHERE album IN ('tags', 'people', 'cameras', 'lenses', 'years'));`,
];
