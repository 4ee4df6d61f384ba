/** The labels of the tournaments screens: headings, buttons, fields, hints (docs/product/texts.md). */
import { CHECK_IN_MINUTES_MAX, CHECK_IN_MINUTES_MIN } from '../../constants.js';
import { KILL_POINTS_MAX, SERIES_MATCHES_MAX, SERIES_MATCHES_MIN } from '../../rules/series.js';

export const TOURNAMENTS_SCREEN = {
  /** Words of more than one screen. */
  common: {
    back: 'Back',
    cancel: 'Cancel',
    delete: 'Delete',
    freeEntry: 'Free entry',
  },
  /** A team size as `formatLabel` writes it (the filter chip's modes, the cards' format). */
  modes: {
    solo: 'Solo',
    duo: 'Duo',
    trio: 'Trio',
    squad: 'Squad',
  },
  /** The card's status badges (tournamentView.ts `statusBadges`). */
  status: {
    declined: 'Declined',
    pendingApproval: 'Pending approval',
    finalized: 'Finalized',
    live: 'Live',
    completed: 'Completed',
    upcoming: 'Upcoming',
    entriesClosed: 'Entries closed',
  },
  /** Create Tournament: the button, the dialog and its form. */
  create: {
    title: 'Create Tournament',
    stepTemplate: 'Step 1 of 2 · Choose a template',
    stepDetails: (template: string) => `Step 2 of 2 · ${template}: fill in the details`,
    createdVisible: 'Tournament created! It is now visible to all players.',
    createdWaiting: 'Tournament created! It is waiting for approval.',
    form: 'Tournament details',
    backToTemplates: 'Back to templates',
    templates: 'Templates',
    templateSummary: (map: string, teams: number, slots: number) => `${map} · up to ${teams} teams x ${slots}`,
    titleLabel: 'Title',
    titlePlaceholder: 'Friday Night Squads',
    tiktokLabel: 'TikTok link',
    tiktokHint: 'Where players watch your live stream',
    teamsLabel: 'Number of teams',
    slotsLabel: 'Slots per team',
    upTo: (max: number) => `1 to ${max}`,
    entryFeeLabel: 'Entry fee (coins)',
    entryFeeHint: '0 for a free tournament',
    contributionLabel: 'Prize contribution',
    maxPrizePool: 'Maximum prize pool',
    start: 'Start',
    scheduled: 'Scheduled',
    scheduledHint: 'At a set date and time',
    whenFull: 'When full',
    whenFullHint: 'As soon as every slot is taken',
    startDateLabel: 'Start date and time',
    startDateHint: (timeZone: string) => `Shown in your time zone: ${timeZone}`,
    imageLabel: 'Tournament image (optional)',
    submit: 'Create tournament',
  },
  /** Single game or series (SeriesFields.tsx). */
  series: {
    format: 'Format',
    singleGame: 'Single game',
    series: 'Series',
    matchesHint: `${SERIES_MATCHES_MIN} to ${SERIES_MATCHES_MAX}`,
    killPointsLabel: 'Points per kill',
    killPointsHint: `0 to ${KILL_POINTS_MAX}`,
    presetValues: (preset: string) => `${preset} values`,
    presetEdited: (preset: string) => `${preset} (edited)`,
    placementPoints: 'Placement points',
    /** The buttons that add or remove a place of the points table. */
    place: 'Place',
    payoutByRank: 'Payout by final rank',
    pool: 'Pool',
  },
  /** The points tables' names that are words, not brands (seriesSettings.ts `PRESET_LABELS`). */
  presets: {
    pubgmClassic: 'PUBG Mobile classic',
    custom: 'Custom',
  },
  /** The check-in choice (CheckInField.tsx). */
  checkIn: {
    legend: 'Check-in (minutes before the start)',
    off: 'Off',
    offLabel: 'Check-in off',
    minutesLabel: (minutes: number) => `Check-in ${minutes} minutes`,
    onHint: (minutes: number) =>
      `Players confirm in the last ${minutes} minutes; no-shows are refunded and their seats go to the waitlist.`,
    offHint: `Off: every seat holds until the start. Turn it on (${CHECK_IN_MINUTES_MIN} to ${CHECK_IN_MINUTES_MAX} minutes) to free the seats of no-shows.`,
  },
  /** The payout hold's choice (PayoutHoldField.tsx). */
  payoutHold: {
    none: 'None',
  },
  /** The rules row and the rules popup (RulesConfigDialog.tsx). */
  rules: {
    label: 'Rules',
    noText: 'No text',
    classes: (n: number) => `${n} ${n === 1 ? 'class' : 'classes'}`,
    none: 'No rules yet',
    edit: 'Edit rules',
    configure: 'Configure rules',
    description: 'Write the rules players must follow and pick the classes they may use.',
    save: 'Save rules',
    hint: 'Shown to players in the rules popup of the card.',
    placeholder: 'e.g. No emulators. Top 3 squads share the prize pool. Be in the lobby 10 minutes early.',
  },
  /** The class pick of the rules popup (ClassPicker.tsx). */
  classes: {
    allowed: 'Allowed classes',
    selected: (n: number) => `${n} selected`,
    custom: 'custom',
    deleteLabel: (name: string) => `Delete class ${name}`,
    deleteTitle: 'Delete this class image?',
    deleteMessage: (name: string) => `"${name}" is no longer offered, and rules that picked it stop showing it.`,
    addCustom: 'Add a custom class',
    image: 'Class image',
    name: 'Class name',
    namePlaceholder: 'Class name (optional)',
    upload: 'Upload',
  },
  /** The templates of step 1 (TemplatePicker.tsx). */
  templates: {
    label: 'Tournament template',
    artwork: (template: string) => `${template} artwork`,
    size: (teams: number, slots: number, players: number) => `${teams} teams x ${slots} · ${players} players`,
  },
  /** A tournament drawn without its image (TournamentImage.tsx). */
  noImage: (title: string) => `${title} (no image)`,
  /** The Edit button of a card. */
  edit: {
    edit: 'Edit',
    finalized: 'This tournament is finalized',
  },
  /** Reschedule Tournament (RescheduleDialog.tsx). */
  reschedule: {
    title: 'Reschedule Tournament',
    startLabel: 'New start date and time',
    timeZoneHint: (timeZone: string) => `Your time zone: ${timeZone}`,
    save: 'Save date',
  },
  /** Delete with confirmation (DeleteTournamentButton.tsx). */
  delete: {
    label: (title: string) => `Delete ${title}`,
    confirmTitle: 'Delete tournament?',
    /** The tournament's title is drawn in bold inside the sentence. */
    removedForEveryone: (title: string) => `${title} will be removed for everyone.`,
    refunded: (players: number) =>
      `${players} ${players === 1 ? 'player gets' : 'players get'} their entry fee refunded.`,
  },
  /** The filter chips above the grid (DashboardFilters.tsx). */
  filters: {
    group: 'Filter tournaments',
    joinable: 'Joinable',
    map: 'Map',
    anyMap: 'Any map',
    mode: 'Mode',
    anyMode: 'Any mode',
    /** `filters`: the names of the filters that are on, joined. */
    showing: (shown: number, total: number, filters: string) => `Showing ${shown} of ${total} · ${filters}`,
    clear: 'Clear filters',
  },
  /** The creator's tournaments waiting for approval (WaitingForApprovalCard.tsx). */
  waiting: {
    heading: 'Waiting for approval',
    intro: 'An admin reviews new tournaments. Approve instantly to go live on the dashboard right now.',
    contactSupport: 'Contact support',
    approved: 'Tournament approved!',
    locked: 'Locked until approved',
    coinsEntry: (fee: number) => `${fee} coins entry`,
    pending: 'Pending',
    approveNow: 'Approve now',
    approveNowFor: (price: number) => `Approve now · ${price} ${price === 1 ? 'coin' : 'coins'}`,
    cancelTitle: 'Cancel tournament?',
    /** The tournament's title is drawn in bold inside the sentence. */
    willBeDeleted: (title: string) => `${title} will be deleted.`,
    willBeDeletedRefunded: (title: string, coins: number) =>
      `${title} will be deleted and your ${coins} coin contribution refunded.`,
    cancelTournament: 'Cancel tournament',
  },
} as const;
