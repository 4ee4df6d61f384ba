/** The labels of the series screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const SERIES_SCREEN = {
  /** A placement field and column (the "Report match n" card, the host's results grid). */
  placement: 'Placement',
  /** The "Report match n" card: its screenshot picker before a file is chosen. */
  reportCard: {
    screenshot: 'Screenshot',
  },
  /** The standings table: a match's cell, drawn short beside its spoken form (`SERIES_NOTICE.matchCell`). */
  standingsTable: {
    placementKills: (placement: string, kills: number) => `${placement} · ${kills}k`,
  },
  /** The podium medals, named e.g. "Gold medal, rank 1". */
  medals: {
    gold: 'Gold medal',
    silver: 'Silver medal',
    bronze: 'Bronze medal',
    rank: (medal: string, rank: number) => `${medal}, rank ${rank}`,
    position: (medal: string, position: number) => `${medal}, position ${position}`,
  },
  /** The host's live standings beside the results grid. */
  standingsPreview: {
    after: (played: number, total: number) => `after ${played} of ${total}`,
  },
  /** The host console's results grid of one match. */
  hostPanel: {
    /** The heading is "Match k" followed by this, drawn lighter. */
    ofTotal: (total: number) => `of ${total}`,
    undoMatch: (match: number) => `Undo match ${match}`,
    saveMatch: (match: number) => `Save match ${match}`,
    saveCorrection: (match: number) => `Save correction of match ${match}`,
    finalize: 'Finalize series & pay',
    undoTitle: (match: number) => `Undo match ${match}?`,
    keepIt: 'Keep it',
    removeMatch: (match: number) => `Remove match ${match}`,
    /** The row of match buttons. */
    matchPicker: 'Match',
    matchEntered: (match: number) => `Match ${match}, entered`,
    /** After a row's points on a phone. */
    pointsShort: 'pts',
    teamPlacement: (team: number) => `Team ${team} placement`,
    teamKills: (team: number) => `Team ${team} kills`,
  },
  /** A number's − and + buttons, named after the number's own label. */
  stepper: {
    less: (label: string) => `${label}: less`,
    more: (label: string) => `${label}: more`,
  },
  /** "Finalize series & pay": what each rank gets before anything moves. */
  finalizeDialog: {
    description: (title: string, played: number, total: number) => `${title} · after ${played} of ${total} matches`,
    pay: (coins: number) => `Pay ${coins} coins`,
    leftForYou: 'Left for you (creator)',
    prizePool: (coins: number) => `Prize pool ${coins} coins.`,
  },
} as const;
