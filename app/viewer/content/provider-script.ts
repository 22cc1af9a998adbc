/** The video providers' player APIs, loaded once, and only when one of their slides is shown. */
export const providerScripts = {
  youtube: "https://www.youtube.com/iframe_api",
  vimeo: "https://player.vimeo.com/api/player.js",
} as const;

const loaded = new Map<string, Promise<void>>();

export function loadProviderScript(provider: keyof typeof providerScripts): Promise<void> {
  const src = providerScripts[provider];
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    }).catch(() => undefined);
    loaded.set(src, promise);
  }
  return promise;
}
