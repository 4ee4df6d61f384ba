/**
 * In-game names as players write them: plain Latin with digits and underscores, clan tags, other
 * scripts (Devanagari, Arabic, Cyrillic) and the decorative Unicode that name generators produce
 * (small capitals, mathematical script letters, stars and brackets).
 */
import type { Random } from './random.js';

const LATIN = [
  'Rex_09',
  'ShadowFox',
  'ProKiller77',
  'NightOwl',
  'Viper_X',
  'Mad_Max',
  'Ghost',
  'LoneWolf',
  'Blaze99',
  'Hunter_21',
  'SilentAim',
  'Rocky',
  'Zeus',
  'DeadShot',
  'Phoenix',
  'IronFist',
  'Kaizen',
  'RAVEN',
  'TigerJ',
  'Sam_007',
  'CrazyBoy',
  'Frost',
  'Ninja_OP',
  'SkyHigh',
] as const;

const DEVANAGARI = ['राहुल', 'शेर', 'अर्जुन', 'वीर', 'रणवीर', 'सिंह'] as const;
const ARABIC = ['صقر', 'ليث', 'فهد', 'نمر'] as const;
const CYRILLIC = ['Пуля', 'Волк', 'Снайпер', 'Медведь', 'Гром'] as const;
const DECORATIVE = [
  'ꜱɴɪᴘᴇʀ',
  'ᴋɪʟʟᴇʀ',
  'ʀᴀᴘᴛᴏʀ',
  '𝓚𝓲𝓷𝓰',
  '𝓢𝓱𝓪𝓭𝓸𝔀',
  '𝐁𝐞𝐚𝐬𝐭',
  '𝕯𝖗𝖆𝖌𝖔𝖓',
  '★Viper★',
  '『SK』Ace',
  'ᴳᴼᴰ Rishi',
  '✪Storm✪',
  '☆Smile',
  '×Hawk×',
] as const;

/** Roughly how often each kind of name shows up in a lobby of Indian and Middle-Eastern players. */
const KINDS: readonly (readonly string[])[] = [
  LATIN,
  LATIN,
  LATIN,
  LATIN,
  DECORATIVE,
  DECORATIVE,
  DEVANAGARI,
  ARABIC,
  CYRILLIC,
];

/** `count` different names for one team. */
export function teamNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(random.pick(random.pick(KINDS)));
  return [...names];
}
