/** What no ZIP entry's name may hold: a folder separator (an entry would land outside its folder, or in one), a control character. */
const unsafe = /[/\\\u0000-\u001f\u007f]/g;

/**
 * Names for entries of one ZIP folder, in the order given: each one path segment (what would split it
 * becomes `_`; `.` and `..` alone are no file's) and each once, letter case aside, as the disks
 * they are unpacked on may read them: a repeat is `name (2).ext`. A catalogue name is read from a
 * photo's metadata, so it is as untrusted as any file's text.
 */
export function zipEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const safe = name.replace(unsafe, "_").replace(/^\.{1,2}$/, "_") || "_";
    const dot = safe.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    let unique = safe;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${stem} (${n})${extension}`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}
