import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { createAnalyticsRuntime, type AnalyticsRuntime } from "./analytics-runtime.server";
import { serialised } from "../lib/core/concurrency";
import { logLine } from "../lib/core/errors";
import { legacySlugKeysOf } from "../lib/content/album-key";
import { loadServerSecret } from "../lib/auth/server-secret.server";
import { buildSite, loadSiteConfig } from "../lib/content/build-site.server";
import { PictureAddressKey } from "../lib/content/picture-address-key.server";
import { walkAlbums } from "../lib/content/site-maps";
import type { Sight } from "../lib/content/site-view";
import { startProgress, type BuildProgress } from "../lib/content/build-progress";
import { formatProblem } from "../lib/content/problems";
import { logBuildProgress } from "../lib/content/progress-log.server";
import type { SiteConfig } from "../lib/content/schemas";
import { watchFolders } from "../lib/content/watch-folders.server";
import type { Site } from "../lib/content/site-types";
import { ensureDemoContent } from "../lib/demo/generate-demo.server";
import { DerivativeStore } from "../lib/images/derivative-store.server";
import { createPictureReaders } from "../lib/images/picture-readers.server";
import { SourceIndex } from "../lib/images/source-index.server";
import { SearchIndex } from "../lib/search/search-index.server";
import { videoWork } from "../lib/content/video-work";
import { ffmpegMissingLine, findFfmpegTools } from "../lib/videos/ffmpeg-tools.server";
import { VideoJobs } from "../lib/videos/video-jobs.server";
import { searchRecords } from "../lib/search/search-records";
import { readSettings, type Settings } from "../lib/core/settings.server";
import { SiteViews } from "./site-views.server";
import { createSightReader } from "./sight-reader.server";
import { createVisitReader, type VisitReader } from "./visit.server";
import type { ShareStore } from "../lib/sharing/share-link";
import { SqliteShareStore } from "../lib/sharing/share-store.server";
import { createProofingDesk, type ProofingDesk } from "./proofing-desk.server";
import { createNotifier, type Notifier } from "../lib/proofing/notify/notifier.server";
import { NoticeStore } from "../lib/proofing/notify/notice-store.server";
import { resolveChannels } from "../lib/proofing/notify/resolve-channels";
import { createShareGuard, type ShareGuard } from "./share-guard.server";

/** Whether the first build has finished: until it has, the server answers with the preparing page. */
export type SiteStatus = { state: "preparing"; config: SiteConfig; progress: BuildProgress } | { state: "ready"; site: Site };

export type Runtime = {
  settings: Settings;
  store: DerivativeStore;
  /** Read in the background at start-up: a big library's index is megabytes of JSON. */
  index: Promise<SourceIndex>;
  /** The full-text index, synced with every site the runtime builds. */
  search: SearchIndex;
  /** The current site; until the first build is done, that build. */
  site: () => Promise<Site>;
  status: () => SiteStatus;
  /** The site as the owner or a share link's holder sees it (site-view.ts); the public site for the public. Undefined until the first build is done. */
  viewFor: (sight: Sight) => Site | undefined;
  rebuild: () => Promise<Site>;
  analytics: AnalyticsRuntime;
  /** Share links and their grants (DATA_DIR/sharing.sqlite). */
  sharing: ShareStore;
  /** What the owner is told (selections sent, links first opened): the inbox and the configured channels. */
  notifier: Notifier;
  /** Client proofing: the selections beside the links (sharing.sqlite), and each person's changes a minute. */
  proofing: ProofingDesk;
  /** Share links' password tries (per client and link, per link) and new grants per client: this process's counts. */
  shareGuard: ShareGuard;
  /** Who is looking at a request, read once at the edge (server.ts). */
  visits: VisitReader;
  /** The videos' index-first copies and fallbacks, made in the background after each build. */
  videos: VideoJobs;
  destroy: () => Promise<void>;
};

/**
 * Builds the runtime for these settings: demo content if needed, the config, the stores. It resolves
 * once the config is valid (an invalid one rejects at once); the site is built in the background.
 */
export async function createRuntime(settings: Settings, options: { watch?: boolean; quiet?: boolean } = {}): Promise<Runtime> {
  if (settings.demo) await ensureDemoContent(settings.contentDir);
  const config = await loadSiteConfig(settings.contentDir);
  const index = SourceIndex.load(settings.dataDir);
  let loadedIndex: SourceIndex | undefined;
  void index.then((loaded) => (loadedIndex = loaded));
  const report = (site: Site) => {
    if (!options.quiet) for (const problem of site.problems) console.warn(`content: ${formatProblem(problem)}`);
    return site;
  };
  const searchFile = path.join(settings.dataDir, "search.sqlite");
  const search = SearchIndex.open(searchFile);
  // The index follows each build before the site is served, so results name items the site has.
  const indexForSearch = (site: Site) => {
    try {
      const sync = search.sync(searchRecords(site));
      if (!options.quiet && sync.added + sync.updated + sync.removed > 0) {
        console.log(`search: ${sync.total} entries (${sync.added} added, ${sync.updated} changed, ${sync.removed} removed) in ${Math.round(sync.ms)} ms`);
      }
    } catch (error) {
      // Search results may lag behind; the site itself stays current.
      console.error(logLine("SEARCH_INDEX_FAILED", searchFile, (error as Error).message));
    }
    return site;
  };
  const secret = await loadServerSecret(settings.dataDir, settings.secret);
  const analytics = await createAnalyticsRuntime(settings, config, secret).catch((error: unknown) => {
    search.close();
    throw error;
  });
  const store = new DerivativeStore(settings.dataDir);
  // Whether HEIC decodes is found once a start; a missing libheif is said once, at the first HEIC.
  const readers = await createPictureReaders(settings.dataDir, { warn: options.quiet ? () => undefined : console.warn });
  // Looked for once: installing ffmpeg takes a restart, as the one log line without it says.
  const ffmpeg = findFfmpegTools();
  const videos = new VideoJobs(ffmpeg, options.quiet ? { info: () => {}, warn: () => {} } : undefined);
  let ffmpegMissingSaid = false;
  const makeVideos = (whole: Site) => {
    void videos.want(videoWork(whole.albums, whole.contentDir));
    const hasVideos = [...whole.itemsById.values()].some(({ item }) => item.type === "video");
    void ffmpeg.then((tools) => {
      if (tools.available || !hasVideos || ffmpegMissingSaid) return;
      ffmpegMissingSaid = true;
      if (!options.quiet) console.warn(ffmpegMissingLine(tools));
    });
  };
  const sharing = SqliteShareStore.open(path.join(settings.dataDir, "sharing.sqlite"));
  const proofing = createProofingDesk(path.join(settings.dataDir, "sharing.sqlite"));
  const notifier = createNotifier({
    channels: resolveChannels(config.notifications),
    store: NoticeStore.open(path.join(settings.dataDir, "notifications.sqlite")),
    now: Date.now,
    dashboardUrl: config.baseUrl,
  });
  const shareGuard = createShareGuard();
  let latestWhole: Site | undefined;
  const sightOf = createSightReader({ sharing, isOwnerCookie: analytics.auth.isOwnerCookie, site: () => latestWhole });

  // A change rebuilds the site 300 ms after the last one. Each build's scan watches every folder before
  // reading it (changes during a long first build are seen too), and lets go of vanished ones after.
  let timer: NodeJS.Timeout | undefined;
  const watcher = options.watch
    ? watchFolders(() => {
        clearTimeout(timer);
        timer = setTimeout(() => void rebuild(), 300);
      })
    : undefined;

  let latest: Site | undefined;
  let views: SiteViews | undefined;
  // Kept across builds: a rebuild looks up the addresses of the pictures it still shows.
  const addresses = new PictureAddressKey(secret);
  const build = async (progress?: BuildProgress) => {
    const whole = report(
      await buildSite(settings.contentDir, index, {
        progress,
        beforeRead: watcher?.add,
        addresses,
        readers,
        videos: { tools: ffmpeg, dataDir: settings.dataDir },
      }),
    );
    // Links of a store older than album keys name slugs: the first build after the upgrade says whose they were.
    sharing.settleLegacy(() => legacySlugKeysOf(whole));
    // Public routes are given the public view only: nothing of a private album is in it.
    views = new SiteViews(whole, settings.assetBaseUrl);
    const site = indexForSearch(views.publicSite);
    latest = site;
    latestWhole = whole;
    // A new site (a file replaced, the disk freed and the content touched) tries failed derivatives again.
    store.forgetFailures();
    watcher?.keepOnly([whole.contentDir, ...[...walkAlbums(whole.albums)].map((album) => album.dir)]);
    // In the background: no page or picture waits for a video's copies.
    makeVideos(whole);
    return site;
  };
  const progress = startProgress();
  const first = build(progress);
  // A failed first build is for whoever awaits site() to report (the server stops); nothing is left unhandled.
  first.catch(() => undefined);
  if (!options.quiet) logBuildProgress(first, progress);
  let current = first;

  // One rebuild at a time, none before the first build ends: two overlapping ones could finish out of order and reinstate older content.
  const rebuild = serialised(async () => {
    await first.catch(() => undefined);
    const next = build();
    try {
      await next;
      current = next;
    } catch (error) {
      // A broken edit keeps the last good site online; the owner sees why in the log.
      console.error(logLine("CONTENT_REBUILD_FAILED", settings.contentDir, `keeping the previous site: ${(error as Error).message}`));
    }
    return current;
  });

  const status = (): SiteStatus => (latest ? { state: "ready", site: latest } : { state: "preparing", config, progress });
  const destroy = async () => {
    clearTimeout(timer);
    videos.close();
    watcher?.close();
    search.close();
    proofing.close();
    sharing.close();
    await notifier.close();
    // What a first build stopped halfway has probed is kept: the next start resumes from there.
    await loadedIndex?.save().catch(() => undefined);
    await analytics.close();
    await readers.raw.end();
  };
  const viewFor = (sight: Sight) => views?.of(sight);
  const visits = createVisitReader({ readySite: () => latest, sightOf, viewFor });
  return {
    settings,
    store,
    index,
    search,
    site: () => current,
    status,
    viewFor,
    rebuild,
    analytics,
    sharing,
    proofing,
    notifier,
    shareGuard,
    visits,
    videos,
    destroy,
  };
}

let shared: Promise<Runtime> | undefined;

/** The process-wide runtime, created on first use from the environment. */
export function getRuntime(): Promise<Runtime> {
  shared ??= createRuntime(readSettings(), { watch: true });
  return shared;
}

export async function getSite(): Promise<Site> {
  return (await getRuntime()).site();
}

/** Every album, private ones included: the owner's dashboard names them all. */
export async function getOwnerSite(): Promise<Site> {
  const runtime = await getRuntime();
  return runtime.viewFor({ owner: true, opened: new Map() }) ?? runtime.site();
}

/** The site as this request's visitor sees it: its Visit's view (the public one for a page rendered for the cache). */
export async function siteOf(context: AppLoadContext): Promise<Site> {
  return context.visit.site ?? (await getRuntime()).site();
}

export async function getSearchIndex(): Promise<SearchIndex> {
  return (await getRuntime()).search;
}

export async function getAnalytics(): Promise<AnalyticsRuntime> {
  return (await getRuntime()).analytics;
}
