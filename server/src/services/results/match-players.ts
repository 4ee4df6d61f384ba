/**
 * Which seated player each name read off a screen is (docs/product/results.md#reading-a-screenshot):
 * names are compared folded (NFKC, small capitals as letters, case-folded, decorations and spaces
 * dropped), and a read name is a player's when at most one or two letters differ.
 */

/** Levenshtein distance (insert, delete, replace one character each cost 1), over code points. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * The small capitals and modifier letters name generators use, which NFKC leaves alone (ᴀ is not
 * a compatibility form of A), mapped to the letters an OCR reads them as.
 */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ǫ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

/** A name as it is compared: NFKC, small capitals as letters, case-folded, letters (with their vowel signs and accents) and digits only. */
export function foldName(name: string): string {
  return [...name.normalize('NFKC')]
    .map((ch) => SMALL_CAPITALS[ch] ?? ch)
    .join('')
    .normalize('NFKC')
    .toLocaleLowerCase('und')
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/** Misread letters allowed: one in a short name, two from eight letters on; none in one of 1–2. */
export function allowedMisreads(folded: string): number {
  const length = [...folded].length;
  if (length <= 2) return 0;
  return length >= 8 ? 2 : 1;
}

/**
 * For each read name, the index of the expected player it is, or null. Each player is taken at
 * most once, closest pairs first, so two similar names do not both claim one player.
 */
export function matchPlayers(readNames: readonly string[], expected: readonly string[]): (number | null)[] {
  const foldedExpected = expected.map(foldName);
  const pairs: { read: number; player: number; distance: number }[] = [];
  readNames.forEach((name, read) => {
    const folded = foldName(name);
    if (!folded) return;
    foldedExpected.forEach((target, player) => {
      if (!target) return;
      // A read name that holds the player's whole name (a clan tag or a stray mark beside it) counts as exact.
      const distance = folded.includes(target) && [...target].length >= 3 ? 0 : editDistance(folded, target);
      if (distance <= allowedMisreads(target)) pairs.push({ read, player, distance });
    });
  });
  pairs.sort((a, b) => a.distance - b.distance);
  const result: (number | null)[] = readNames.map(() => null);
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (result[pair.read] !== null || taken.has(pair.player)) continue;
    result[pair.read] = pair.player;
    taken.add(pair.player);
  }
  return result;
}
