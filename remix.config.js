// @ts-check
/**
 * The Remix settings: route conventions, ignored route files, future flags, the server module's
 * format. vite.config.ts hands them to Remix's Vite plugin, which is what builds and serves the app.
 * @type {import("@remix-run/dev").VitePluginConfig}
 */
export default {
  ignoredRouteFiles: ["**/*.test.*"],
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
