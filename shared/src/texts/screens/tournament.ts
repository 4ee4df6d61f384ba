/** The labels of the tournament screens: headings, buttons, fields, hints (docs/product/texts.md). */
import { MONEY_VALIDATION } from '../money.js';
import { PLAY_TEXT, PLAY_VALIDATION } from '../play.js';

export const TOURNAMENT_SCREEN = {
  /** A seat as the seat bars, dialogs and toasts name it ("Team 3 · Slot 2"): the slot counts from 1. */
  seatName: (team: number, slot: number) => `Team ${team} · Slot ${slot}`,
  /** The tab list of a tournament's sections (Room, Teams, Standings, Chat, Log). */
  sections: 'Tournament sections',
  newRoom: 'New room',
  buyCoins: 'Buy coins',
  /** A seat the viewer cannot pay for yet (the picked seat, a waitlist offer). */
  costsYouHave: (fee: number, balance: number) => `It costs ${fee} coins and you have ${balance}.`,
  /** The viewer's seat, on the card and above the slots. */
  yourSeat: (team: number, slot: number) => `Your seat: Team ${team} · Slot ${slot}`,
  liveStream: 'Live stream',
  /** The tournament card (docs/product/screens.md#tournament-card). */
  card: {
    /** The format badge (`formatLabel`): what `formatLabel` writes, translated where the card draws it. */
    format: { solo: 'Solo', duo: 'Duo', trio: 'Trio', squad: 'Squad' },
    lockedUntilApproved: 'Locked until approved',
    entryFee: 'Entry fee',
    free: 'Free',
    prizePool: 'Prize pool',
    teams: 'Teams',
    playersOf: (players: number, max: number) => `${players} of ${max} players`,
    roomReady: 'Room ready',
    roomDetailsReady: 'Room details ready',
    viewDetails: 'View details',
  },
  /** The summary at the top of a tournament's page. */
  summary: {
    finalized: 'Finalized',
    live: 'Live',
    /** The badge of any other state, as the server names it. */
    status: { pending: 'pending', upcoming: 'upcoming', live: 'live', completed: 'completed' },
    entriesClosed: 'Entries closed',
    entry: 'Entry',
    pool: 'Pool',
    checkIn: (minutes: number) => `Check-in ${minutes} min before`,
  },
  /** The creator's buttons of live play. */
  creator: {
    sendRoomCode: 'Send Room Code',
    updateRoomCode: 'Update Room Code',
    stopEntries: 'Stop Entries',
    selectWinners: 'Select Winners',
  },
  /** The start line of a card and of the summary. */
  countdown: {
    liveNow: 'Live now',
    matchOver: 'Match over · winners to be announced',
    whenFull: 'Starts when full',
    startsIn: (left: string) => `Starts in ${left}`,
  },
  rules: {
    button: 'Rules',
    title: 'Tournament rules',
    none: 'No rules were written for this tournament.',
    allowedClasses: 'Allowed classes',
    image: (n: number) => `Rules image ${n}`,
  },
  share: {
    button: 'Share',
    text: (title: string) => `Join ${title} on Squadhub`,
  },
  /** The tournament opened over another screen. */
  modal: {
    title: 'Tournament',
    subtitle: (map: string, mode: string, creator: string) => `${map} · ${mode} · by ${creator}`,
    close: 'Close',
  },
  /** The phone's tabs of a tournament. */
  phoneTabs: {
    room: 'Room',
    roomReady: '(room ready)',
    noRoomCode: 'No room code yet. It appears here, with an alert, as soon as the creator sends it.',
  },
  roomDetails: {
    heading: 'Room details',
    code: 'Code',
    password: 'Password',
    link: 'Link',
    copyCode: 'Copy room code',
    copyPassword: 'Copy room password',
  },
  /** The teams and slots, with the manager's selection and the seat switch. */
  teams: {
    heading: 'Teams and slots',
    tip: 'Tip: click a player to kick, move or swap them.',
    switchTitle: 'Switch seat?',
    /** `from` and `to` are seat names (`seatName`), drawn in bold. */
    switchMessage: (from: string, to: string) =>
      `Move from ${from} to ${to}? It costs nothing; your old seat becomes free for anyone.`,
    switch: 'Switch',
    kickTitle: 'Kick player',
    kick: 'Kick',
  },
  /** The bar shown while a manager has a player selected. */
  selection: {
    /** `name` is drawn in bold. */
    selected: (name: string, team: number, slot: number) => `${name} selected (Team ${team}, slot ${slot}).`,
    /** `move` and `swap` are where the move and swap icons stand. */
    moveOrSwap: (move: string, swap: string) =>
      `Click an empty slot to ${move} move, or another player to ${swap} swap.`,
    moveIcon: 'move',
    swapIcon: 'swap',
    cancel: 'Cancel',
    cancelSelection: 'Cancel selection',
  },
  /** The seated player's own bar. */
  ownSeat: {
    leave: (refund: number) => `Leave (refund ${refund})`,
  },
  /** The empty slot a player tapped without the coins for it. */
  pickedSeat: {
    yourPick: (team: number, slot: number) => `Your pick: Team ${team} · Slot ${slot}`,
    stillFree: 'Still free: take it before someone else does.',
    join: 'Join',
    joinFor: (fee: number) => `Join (${fee} coins)`,
    forget: 'Forget this pick',
  },
  /** Why the viewer cannot join, above the slots. */
  notices: {
    loginToJoin: `${PLAY_VALIDATION.loginToJoin}.`,
    gameIdentity: 'Game identity',
    gameIdentityRequired: `${PLAY_TEXT.gameIdentityRequired}.`,
    shortOfCoins: (fee: number, balance: number) =>
      `${MONEY_VALIDATION.insufficientCoins}: this tournament costs ${fee} coins and you have ${balance}.`,
    viewOnly: 'Entries are closed: this tournament is view-only.',
  },
  skeleton: {
    slots: 'Loading slots',
    tournament: 'Loading tournament',
  },
  /** The dashboard's tournament grid (docs/product/screens.md#dashboard). */
  grid: {
    heading: 'Tournaments',
    refreshing: 'Refreshing…',
    loading: 'Loading tournaments',
    tryAgain: 'Try again',
    none: 'No tournaments available',
    beFirst: 'Be the first to create a tournament!',
    noMatch: 'No tournaments match these filters',
    /** With one filter on, or more; and with more tournaments to load below, or not. */
    filterOff: 'Turn the filter off to see more.',
    filterOffLoadMore: 'Turn the filter off to see more, or load more tournaments below.',
    filtersOff: 'Turn a filter off to see more.',
    filtersOffLoadMore: 'Turn a filter off to see more, or load more tournaments below.',
    clearFilters: 'Clear filters',
    showMore: 'Show more tournaments',
  },
  /** My Account's tournament lists (docs/product/screens.md#my-account). */
  account: {
    mine: 'My Tournaments',
    mineEmpty: 'You have not created any approved tournaments yet.',
    joined: 'Joined Tournaments',
    joinedEmpty: 'Join a tournament from the dashboard and it shows up here.',
    loadingMine: 'Loading My Tournaments',
    loadingJoined: 'Loading Joined Tournaments',
  },
} as const;
