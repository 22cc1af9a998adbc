type Signals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/** The visitor's browser asks not to be tracked: Global Privacy Control or Do Not Track. */
export function privacySignal(browser: Signals): boolean {
  return browser.globalPrivacyControl === true || browser.doNotTrack === "1";
}
