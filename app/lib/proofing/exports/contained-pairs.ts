/** `shorter` is found inside `longer`, letter case aside: a "contains" filter for `shorter` finds `longer` too. */
export type ContainedPair = { shorter: string; longer: string };

/**
 * Each name of `names` found inside another name, of `names` or of `others`, as Lightroom's
 * "Filename contains" finds it: anywhere in the name, not only at its start (`IMG_1` finds
 * `IMG_10` and `XIMG_1`), letter case aside. Pairs within `names` are listed too, though harmless
 * (the longer is pasted as well); a pair finds a stray picture when its longer is outside the
 * paste: another list's pick, or a picture of the album nobody picked, which the caller passes as
 * `others`. Pairs come in the order of `names`, then of the longer names in `names` and `others`.
 *
 * A name is inside another exactly when it begins one of the other's suffixes, and the suffixes it
 * begins sit together once all are sorted: found by binary search. n names of length L cost
 * n·L suffixes sorted once, not n² comparisons (10,000 camera names: about 100,000 suffixes).
 */
export function containedPairs(names: readonly string[], others: readonly string[] = []): ContainedPair[] {
  const pasted = [...new Set(names)].filter((name) => name !== "");
  const all = [...new Set([...pasted, ...others])].filter((name) => name !== "");
  const keys = all.map((name) => name.toLowerCase());
  const suffixes = keys.flatMap((key, owner) => Array.from(key, (_, start) => ({ text: key.slice(start), owner })));
  // Code-unit order, as startsWith compares: localeCompare's would not keep a prefix's suffixes together.
  suffixes.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  // pasted is all's first part, so a pasted name's index is its own in all.
  return pasted.flatMap((shorter, index) => {
    const key = keys[index]!;
    const owners = new Set<number>();
    for (let at = firstAtOrAfter(suffixes, key); at < suffixes.length && suffixes[at]!.text.startsWith(key); at++) {
      const owner = suffixes[at]!.owner;
      if (owner !== index) owners.add(owner);
    }
    return [...owners].sort((a, b) => a - b).map((owner) => ({ shorter, longer: all[owner]! }));
  });
}

/** The first suffix not before `key` in the sorted order. */
function firstAtOrAfter(suffixes: { text: string }[], key: string): number {
  let low = 0;
  let high = suffixes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (suffixes[middle]!.text < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
