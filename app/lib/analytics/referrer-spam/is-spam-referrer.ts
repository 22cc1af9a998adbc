import { spamDomains } from "./spam-domains";

const domains = new Set(spamDomains);

/** Whether a referrer's host is a spam domain or one of its subdomains. */
export function isSpamReferrer(referrer: unknown): boolean {
  if (typeof referrer !== "string" || referrer === "") return false;
  let labels: string[];
  try {
    labels = new URL(referrer).hostname.toLowerCase().replace(/\.$/, "").split(".");
  } catch {
    return false;
  }
  for (let i = 0; i < labels.length - 1; i++) if (domains.has(labels.slice(i).join("."))) return true;
  return false;
}
