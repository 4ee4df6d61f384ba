/** Texts of series (docs/product/series.md), in a file of their own like the squads' texts. */

/** Series (docs/product/series.md): the refusals of the server and its schemas. */
export const SERIES_TEXT = {
  matchesRange: 'A series has 2 to 20 matches',
  presetUnknown: 'Choose a points table: pubgm, pubgm_classic, ffws, algs or custom',
  placementPoints: 'Placement points are whole numbers of 0 or more',
  placementIncreasing: 'Placement points may never increase from one place to the next',
  customNeedsPlacement: 'A custom points table needs its placement points',
  placementTooLong: (teams: number) => `Placement points can list at most ${teams} places (the number of teams)`,
  killPoints: 'Kill points are a whole number from 0 to 50',
  payoutPercent: 'Each payout is a whole percentage of at least 1',
  payoutOver100: 'The payout percentages add up to more than 100',
  payoutTooLong: (teams: number) => `The payout can list at most ${teams} ranks (the number of teams)`,
  resultsRequired: "Enter at least one team's result",
  resultTeam: 'Each result needs a team number',
  resultPlacement: 'Each placement is a whole number from 1',
  resultKills: (max: number) => `Kills are a whole number from 0 to ${max}`,
  teamTwice: 'A team appears at most once in a match',
  placementTwice: 'Two teams cannot share a placement',
  notSeries: 'This tournament is a single game, not a series',
  isSeries: 'This is a series: it pays from its standings (POST /api/tournaments/{id}/finalize-series)',
  notLive: 'Results are entered once the series is live (send the room code first)',
  matchOutOfRange: (matches: number) => `Match number must be between 1 and ${matches}`,
  previousMatchMissing: (n: number) => `Enter the results of match ${n} first`,
  teamWithoutPlayers: (team: number) => `Team ${team} has no players`,
  placementRange: (teams: number) => `Placements run from 1 to ${teams} (the teams with players)`,
  notLastMatch: (last: number) => `Only the last entered match (match ${last}) can be removed`,
  noMatchEntered: 'Enter the results of at least one match first',
  seriesLocked: 'The series settings cannot change once a result is entered',
  singleGameMatch: 'A single game has one match: match 1',
  notOnTeam: 'Only a player seated in a team can report its result',
  roomNotSent: (n: number) => `Match ${n} has not started: its room code was not sent yet`,
  reportsClosed: (n: number) => `Reports of match ${n} are closed: the host entered its results`,
  reportPlacement: 'Placement is a whole number from 1',
  noReportImage: 'This team sent no screenshot for this match',
  reportsHidden: "Only the host and the team itself see a team's report",
} as const;

/** The host's screens of a series: the creation fields, the results grid and the payout (docs/product/series.md). */
export const SERIES_HOST_NOTICE = {
  singleHint: 'One match: you pick the winners and their coins',
  seriesHint: '2 to 20 matches, paid from the standings',
  placementHint: 'Points from 1st place; they may never go up. Places past the list score 0.',
  placementRaised: (place: number) => `Place ${place} scores more than the place above it`,
  payoutHint: 'Percent of the prize pool for each final rank',
  payoutLeft: (coins: number) => `${coins} left for you (unpaid percent and rounding)`,
  poolEstimate: 'With every slot filled',
  lockedAfterResults: 'The series settings are locked: a match result is already entered.',
  notLive: 'Send the room code to start match 1.',
  finalized: 'This series is finalized: the prize pool was paid from the final standings.',
  noTeams: 'No team has players yet.',
  placementTwice: (placement: number) => `Placement ${placement} is entered twice`,
  placementRange: (teams: number) => `Placements run from 1 to ${teams}`,
  killsRange: (max: number) => `Kills run from 0 to ${max}`,
  killsWithoutPlacement: 'Kills need a placement',
  leftOut: (teams: string) => `No placement for ${teams}: left out, scoring 0 in this match.`,
  enterHint: "Enter each team's placement and kills, then save.",
  saved: (match: number) => `Match ${match} saved: standings updated.`,
  corrected: (match: number) => `Match ${match} corrected: standings updated.`,
  undone: (match: number) => `Match ${match} removed: standings updated.`,
  undoAsk: (match: number) =>
    `Remove every result of match ${match}? The standings go back to where they were before it.`,
  allEntered: (matches: number) => `All ${matches} matches are entered: correct one, or finalize and pay.`,
  correcting: (match: number) => `Correcting match ${match}: saving replaces its results.`,
  finalizeAsk: 'The prize pool is paid by final rank now, and the series ends. This cannot be undone.',
  finalizeWhen: (played: number, total: number) =>
    played >= total
      ? 'Every match is entered: pay the prize pool from the final standings.'
      : `After ${played} of ${total} matches. Pay once the last match is entered.`,
  matchesMissing: (played: number, total: number) =>
    `Only ${played} of ${total} matches have results. Finalizing now pays from these standings: the other matches will never count.`,
  confirmMissing: (played: number, total: number) => `Yes, pay after ${played} of ${total} matches`,
  paid: (left: number) =>
    left > 0
      ? `Series finalized and paid. ${left} ${left === 1 ? 'coin' : 'coins'} went to your winnings.`
      : 'Series finalized and paid.',
  noStandings: 'Standings show here after the first match.',
  saveFailed: 'The results could not be saved. Try again.',
  undoFailed: 'The match could not be removed. Try again.',
  finalizeFailed: 'The series could not be finalized. Try again.',
  payoutRules: "A team's coins are split equally among its players; tied teams share their ranks' coins.",
  markAgrees: 'Agrees with its screenshot',
  markUnverified: 'No screenshot read: check it',
  markMissing: 'No report yet',
  markClaimed: (teams: string) => `Placement also claimed by ${teams}`,
  markReadDiffers: (what: string, typed: number, read: number) => `${what} typed ${typed}, screenshot ${read}`,
  confirmAgreeing: (rows: number) => `Confirm ${rows} agreeing ${rows === 1 ? 'row' : 'rows'}`,
  confirmHint: 'Saving closes this match to reports: type the other rows, then save again.',
  confirmed: (match: number, rows: number) =>
    `Match ${match}: ${rows} agreeing ${rows === 1 ? 'row' : 'rows'} saved. Type the rest and save again.`,
} as const;

/** A team's phone: the "Report match n" card (docs/product/results.md#team-reports). */
export const REPORT_NOTICE = {
  title: (match: number) => `Report match ${match}`,
  hint: 'After the match: placement, kills and your end screen.',
  /** The folded card's button, before and after the team's report. */
  open: 'Report',
  again: 'Report again',
  reading: 'Reading the screenshot…',
  prefilled: 'Filled in from your screenshot: check the numbers, then send.',
  unread: 'The screenshot could not be read: type the numbers.',
  sent: (match: number) => `Match ${match} reported. A teammate may send it again to replace it.`,
  reported: (placement: number, kills: number) => `Reported: #${placement}, ${kills} kills`,
  failed: 'The report could not be sent. Try again.',
} as const;

/** The players' screens of a series: the Standings tab, the winners panel, the room card and the overlay. */
export const SERIES_NOTICE = {
  tab: 'Standings',
  /** The standings table's scrolling region (inside the Standings section: a name of its own). */
  tableRegion: 'Standings table',
  /** The tab's word on a phone under 400 px, where five tabs share one row. */
  tabShort: 'Table',
  summary: (matches: number, played: number) => `Series · ${matches} matches · ${played} played`,
  progress: (played: number, matches: number) => `${played} of ${matches} matches played`,
  matchOf: (match: number, matches: number) => `Match ${match} of ${matches}`,
  team: (team: number) => `Team ${team}`,
  you: 'You',
  rank: 'Rank',
  teamColumn: 'Team',
  player: 'Player',
  players: 'Players',
  matches: 'Matches',
  match: (n: number) => `Match ${n}`,
  points: 'Pts',
  pointsLong: 'Points',
  kills: 'Kills',
  wins: 'Wins',
  matchColumn: (n: number) => `M${n}`,
  matchCell: (n: number, placement: string, kills: number, points: number) =>
    `Match ${n}: ${placement} place, ${kills} ${kills === 1 ? 'kill' : 'kills'}, ${points} points`,
  notPlayed: (n: number) => `Match ${n}: did not play`,
  didNotPlay: 'Did not play',
  killsCount: (kills: number) => `${kills} ${kills === 1 ? 'kill' : 'kills'}`,
  showMatches: (team: number) => `Show the matches of Team ${team}`,
  pointsSplit: (placement: number, kills: number) => `${placement} placement + ${kills} kill points`,
  winsCount: (wins: number) => `${wins} ${wins === 1 ? 'win' : 'wins'}`,
  pointsTable: 'Points table',
  perKill: (points: number) => `${points} ${points === 1 ? 'point' : 'points'} per kill`,
  pastTable: (place: string) => `${place} and below: 0`,
  payout: 'Payout',
  noResults: 'No match has results yet: the standings fill in after match 1.',
  loading: 'Loading standings',
  loadFailed: 'The standings could not load.',
  finalStandings: 'Final standings',
  coinsEach: (coins: number) => `+${coins}`,
  sameCoinsEach: (coins: number) => `+${coins} each`,
  prize: 'Coins',
  overlayLeader: (name: string, points: number) => `1st ${name} · ${points} pts`,
} as const;
