/** The labels of the overlay screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const OVERLAY_SCREEN = {
  notFound: 'Tournament not found',
  /** The status line: live (after a dot), finalized, or when it starts. */
  live: 'LIVE',
  finalized: 'Finalized',
  startsWhenFull: 'Starts when full',
  startsIn: (countdown: string) => `Starts in ${countdown}`,
  starting: 'Starting',
  prizePool: 'Prize pool',
  prizeCoins: (coins: number) => `${coins} coins`,
  /** The compact bar's prize, its number drawn bold. */
  compactPrize: (coins: number) => `Prize ${coins} coins`,
  winners: 'Winners',
  winnerCoins: (coins: number) => `${coins} ${coins === 1 ? 'coin' : 'coins'}`,
  joinLine: (fee: number) => `Join on Squadhub · entry ${fee} coins`,
  full: 'Full',
  entriesClosed: 'Entries closed',
  /** The ticker of the latest joins. */
  latestJoins: 'Latest joins',
  joined: (names: string) => `${names} joined`,
  /** A place past the podium, named by the list it is in. */
  rank: (rank: number) => `Rank ${rank}`,
  position: (position: number) => `Position ${position}`,
} as const;
