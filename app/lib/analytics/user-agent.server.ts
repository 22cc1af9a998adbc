import Bowser from "bowser";

export type UserAgentFacts = { browser: string; os: string; device: "desktop" | "mobile" | "tablet" | "other" };

/** Browser name, OS name and device class; unknown parts are "Unknown", never an error. */
export function parseUserAgent(userAgent: string): UserAgentFacts {
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  return {
    browser: parsed.browser.name || "Unknown",
    os: parsed.os.name || "Unknown",
    device: platform === "desktop" || platform === "mobile" || platform === "tablet" ? platform : "other",
  };
}
