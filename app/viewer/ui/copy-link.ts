import type { Module } from "../module";
import type { Translate } from "../../lib/i18n/translator";

/** How long a copy's outcome stays on screen. */
export const copyMessageTime = 3000;

const copyKeys = () => (/Mac|iPhone|iPad/.test(navigator.userAgent) ? "⌘+C" : "Ctrl+C");

/**
 * Copy-link's outcome, said in the share panel (and read out). The Clipboard API exists only on
 * secure pages (HTTPS, localhost): elsewhere the link is shown selected in a read-only field, copied
 * the old way, or left for the visitor's own Ctrl+C.
 */
export function createCopyLink(panel: HTMLElement, t: Translate): Module & { copy: (link: string) => void; reset: () => void } {
  let clear: ReturnType<typeof setTimeout> | undefined;
  const field = document.createElement("input");
  field.type = "text";
  field.readOnly = true;
  field.className = "vt-share__field";
  field.setAttribute("aria-label", t("viewer.linkField"));
  const status = document.createElement("p");
  status.className = "vt-share__status";
  status.setAttribute("role", "status");
  panel.append(field, status);

  const reset = () => {
    clearTimeout(clear);
    status.textContent = "";
    field.hidden = true;
  };
  const say = (message: string, lasting: boolean) => {
    clearTimeout(clear);
    status.textContent = message;
    // A "press Ctrl+C" hint stays as long as its field; other outcomes fade after a few seconds.
    if (!lasting) clear = setTimeout(() => (status.textContent = ""), copyMessageTime);
  };
  const copyFromField = (link: string) => {
    field.value = link;
    field.hidden = false;
    field.focus();
    field.select();
    let copied: boolean;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    if (copied) say(t("viewer.linkCopied"), false);
    else say(t("viewer.pressToCopy", { keys: copyKeys() }), true);
  };
  const copy = (link: string) => {
    if (!navigator.clipboard?.writeText) return copyFromField(link);
    navigator.clipboard.writeText(link).then(
      () => say(t("viewer.linkCopied"), false),
      () => copyFromField(link),
    );
  };
  reset();
  return { copy, reset, destroy: () => clearTimeout(clear) };
}
