/**
 * The match the results e2e scores: 25 squads of four, the true result of each team, and the
 * in-game names its screens print (docs/product/results.md).
 */
import type { Result } from './series';

export const TEAMS = 25;

/** The true result of match 1: placements a permutation of 1..25 (7 is prime to 25), fewer kills down the table. */
export const TRUTH: Result[] = Array.from({ length: TEAMS }, (_, i) => {
  const placement = ((i * 7) % TEAMS) + 1;
  return { team: i + 1, placement, kills: TEAMS + 1 - placement };
});
export const truthOf = (team: number): Result => TRUTH[team - 1]!;

const CALLSIGNS = ['Viper', 'Blaze', 'Ghost', 'Nova'];
const TAGS = ['Rex', 'Kai', 'Zed', 'Oni', 'Jax'];
/**
 * The four in-game names of a team, as its players set them and its end screen prints them: a
 * call sign and a tag of letters. (A name ending in digits next to the kills is read less well:
 * bench/RESULTS.md, reading screenshots.)
 */
export const squadNames = (team: number): string[] =>
  CALLSIGNS.map((name, i) => `${name}${TAGS[(team + i) % TAGS.length]}${String.fromCharCode(97 + (team % 26))}`);
