/**
 * Sources kept by key for the page's life (an album's version, a search's query and build): Back
 * and the viewer find what the grid already fetched. The `kept` used last stay, the oldest are let go.
 */
export function keptSources<Source>(kept: number): (key: string, make: () => Source) => { source: Source; fresh: boolean } {
  const sources = new Map<string, Source>();
  return (key, make) => {
    const seen = sources.get(key);
    if (seen) {
      // Seen again: the most recent now.
      sources.delete(key);
      sources.set(key, seen);
      return { source: seen, fresh: false };
    }
    const source = make();
    sources.set(key, source);
    if (sources.size > kept) sources.delete(sources.keys().next().value!);
    return { source, fresh: true };
  };
}
