/**
 * JSON from the server about a gallery of this `version`. An answer of another version means the
 * gallery changed since the page was made (a rebuild): its numbering may have moved, so the page
 * starts afresh.
 */
export async function fetchVersioned<T extends { version?: unknown }>(url: string, version: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const answer = (await response.json()) as T;
  if (answer.version !== version) {
    window.location.reload();
    throw new Error("gallery changed");
  }
  return answer;
}
