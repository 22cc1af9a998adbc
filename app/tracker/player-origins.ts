/** The video players whose messages are believed: by origin, the provider they belong to. */
export const playerOrigins: Record<string, "youtube" | "vimeo" | undefined> = {
  "https://www.youtube.com": "youtube",
  "https://www.youtube-nocookie.com": "youtube",
  "https://player.vimeo.com": "vimeo",
};

/** The provider of a player frame, from its address. */
export const playerOf = (frame: HTMLIFrameElement) => playerOrigins[frame.src.split("/").slice(0, 3).join("/")];
