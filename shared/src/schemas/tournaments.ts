/**
 * Request schemas of the tournament endpoints (docs/product/tournaments.md). The server
 * validates with them and the Create Tournament, Reschedule, Full control and auto-approval price
 * forms use the same ones, so both sides show the specifications' exact messages.
 *
 * Dates: the schemas output ISO strings in UTC (`2026-11-22T18:30:00.000Z`). A zone-less
 * `datetime-local` value is read in the zone of whoever parses it — the browser, when a form's
 * zodResolver runs — so the request the client sends always carries the viewer's zone.
 */
import { z } from 'zod';
import {
  ADMIN_EDIT_SLOTS_MAX,
  CHECK_IN_MINUTES_MAX,
  CHECK_IN_MINUTES_MIN,
  CODE_GRACE_MINUTES_DEFAULT,
  CONTRIBUTION_MIN_IF_ANY,
  IMAGE_MAX_BYTES,
  MAX_COIN_AMOUNT,
  RULES_MAX,
  SLOTS_PER_TEAM_FALLBACK_MAX,
  START_TYPES,
  TEMPLATE_IDS,
  TEXT_MAX,
  TITLE_MAX,
  TOURNAMENT_DEFAULTS,
  TOURNAMENT_LIST_DEFAULT_LIMIT,
  TOURNAMENT_LIST_MAX_LIMIT,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TEMPLATES,
  findTemplate,
} from '../constants.js';
import { REQUEST_TEXT, SQUAD_TEXT, TOURNAMENT_TEXT, VALIDATION } from '../texts/index.js';
import { tiktokLinkField } from './accounts.js';
import { documented, multiLine, oneLine, wholeNumberPattern } from './common.js';
import { payoutHoldField } from './payouts.js';
import { seriesSettingsSchema, seriesSizeError } from './series.js';
import { codeGraceMinutesField } from './voids.js';

/** Images a rules JSON may list (classes picked in the rules popup). */
export const RULES_IMAGES_MAX = 50;
/** Largest team count any edit may set (the biggest template has 100 solo teams). */
export const ADMIN_EDIT_TEAMS_MAX = 100;
/** The only image types accepted, judged by content on the server. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Paging of GET /tournaments. */
/** Grace for "in the past": a form filled a few seconds ago is still valid. */
const PAST_GRACE_MS = 60_000;

// ---- Field builders ------------------------------------------------------------------

export const wholeNumber = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(MAX_COIN_AMOUNT, TOURNAMENT_TEXT.coinsTooMany);

/** Minutes of check-in before a scheduled start: 0 (off) or CHECK_IN_MINUTES_MIN to CHECK_IN_MINUTES_MAX. */
export const checkInMinutesField = documented(
  z
    .number({ error: SQUAD_TEXT.checkInMinutes })
    .int(SQUAD_TEXT.checkInMinutes)
    .refine((m) => m === 0 || (m >= CHECK_IN_MINUTES_MIN && m <= CHECK_IN_MINUTES_MAX), SQUAD_TEXT.checkInMinutes),
  { anyOf: [{ const: 0 }, { minimum: CHECK_IN_MINUTES_MIN, maximum: CHECK_IN_MINUTES_MAX }] },
);

export const titleField = oneLine(
  z
    .string({ error: TOURNAMENT_TEXT.titleRequired })
    .trim()
    .min(1, TOURNAMENT_TEXT.titleRequired)
    .max(TITLE_MAX, TOURNAMENT_TEXT.titleTooLong),
);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Date.parse rolls 31 February over into March; a form value like that is a mistake, not a date. */
function isRealCalendarDate(value: string): boolean {
  const [y, m, d, h, min] = value
    .match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/)!
    .slice(1)
    .map(Number) as number[];
  const daysInMonth = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return m! >= 1 && m! <= 12 && d! >= 1 && d! <= daysInMonth && h! < 24 && min! < 60;
}

/**
 * The dates the API document shows: RFC 3339 with seconds and a zone (`2026-11-22T18:30:00Z`,
 * `…+01:00`), which ISO_DATE_TIME and isRealCalendarDate accept. The server also takes a date
 * without seconds or zone, which only its own forms send.
 */
const DATE_TIME_RULE = {
  format: 'date-time',
  pattern:
    '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?' +
    '(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$',
} as const;
const NOT_IN_PAST = 'Not in the past (a minute of grace).';

/** An ISO date-time (zone optional, see the file comment), output as a UTC ISO string. */
export const isoDateTime = (requiredMessage: string) =>
  documented(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .transform((value, ctx) => {
        const time = ISO_DATE_TIME.test(value) && isRealCalendarDate(value) ? Date.parse(value) : NaN;
        if (Number.isNaN(time)) {
          ctx.addIssue({ code: 'custom', message: TOURNAMENT_TEXT.startDateInvalid });
          return z.NEVER;
        }
        return new Date(time).toISOString();
      }),
    DATE_TIME_RULE,
  );

const notInPast = (iso: string) => Date.parse(iso) >= Date.now() - PAST_GRACE_MS;

/** A date the tournament may start at: valid and not in the past. */
export const futureDateTime = (requiredMessage: string) =>
  documented(isoDateTime(requiredMessage).refine(notInPast, TOURNAMENT_TEXT.startDatePast), {
    ...DATE_TIME_RULE,
    description: NOT_IN_PAST,
  });

/** Where images may live: our own static/upload paths or an http(s) address. */
const imageAddress = oneLine(
  z
    .string()
    .trim()
    .max(TEXT_MAX * 5),
).refine(
  (v) => /^\/(static|uploads)\/[\w./-]+$/.test(v) || /^https?:\/\/\S+$/i.test(v),
  TOURNAMENT_TEXT.imageAddressInvalid,
);

// ---- Rules -------------------------------------------------------------------------------

/** The structured rules: a text and the picked class images (docs/product/tournaments.md#what-a-tournament-holds). */
export const tournamentRulesSchema = z.object({
  text: multiLine(z.string().max(RULES_MAX, TOURNAMENT_TEXT.rulesTooLong)).default(''),
  images: z.array(imageAddress).max(RULES_IMAGES_MAX).default([]),
});

/** What a stored `rules` string holds (docs/product/tournaments.md#what-a-tournament-holds: JSON `{text, images}`, plain text, or an image address). */
export type ParsedRules =
  | { kind: 'json'; text: string; images: string[] }
  | { kind: 'image'; text: ''; images: [string] }
  | { kind: 'text'; text: string; images: [] };

const claimsJson = (value: string) => /^\s*[[{]/.test(value);
const looksLikeImageAddress = (value: string) => imageAddress.safeParse(value).success && !/\s/.test(value.trim());

/** Reads a rules string; JSON that does not parse into `{text, images}` gives null. */
export function parseRules(rules: string): ParsedRules | null {
  if (claimsJson(rules)) {
    let raw: unknown;
    try {
      raw = JSON.parse(rules);
    } catch {
      return null;
    }
    const parsed = tournamentRulesSchema.safeParse(raw);
    return parsed.success ? { kind: 'json', ...parsed.data } : null;
  }
  const trimmed = rules.trim();
  if (looksLikeImageAddress(trimmed)) return { kind: 'image', text: '', images: [trimmed] };
  return { kind: 'text', text: rules, images: [] };
}

/** The rules string the create form sends: JSON with the text and the picked class images. */
export const serializeRules = (text: string, images: string[]): string => JSON.stringify({ text, images });

/** Description shown on cards: the rules text, or 'Tournament Rules' when there is none (docs/product/tournaments.md#what-a-tournament-holds). */
export function descriptionFromRules(rules: string): string {
  const text = parseRules(rules)?.text.trim() ?? '';
  return text ? text.slice(0, 500) : TOURNAMENT_DEFAULTS.description;
}

export const rulesField = multiLine(
  z
    .string({ error: TOURNAMENT_TEXT.rulesRequired })
    .trim()
    .min(1, TOURNAMENT_TEXT.rulesRequired)
    .max(RULES_MAX + 5_000, TOURNAMENT_TEXT.rulesTooLong),
).superRefine((value, ctx) => {
  const parsed = parseRules(value);
  if (!parsed) ctx.addIssue({ code: 'custom', message: TOURNAMENT_TEXT.rulesInvalidJson });
  else if (!parsed.text.trim() && parsed.images.length === 0) {
    ctx.addIssue({ code: 'custom', message: TOURNAMENT_TEXT.rulesRequired });
  }
});

// ---- Create ------------------------------------------------------------------------------

/** Slots-per-team maximum of a template (docs/product/tournaments.md#templates-and-sizes: the template's slots, fallback 10). */
export const slotsMaxFor = (templateId: string | null | undefined): number =>
  findTemplate(templateId)?.slotsPerTeam ?? SLOTS_PER_TEAM_FALLBACK_MAX;
/** Teams maximum of a template; without a template the biggest one's. */
export const teamsMaxFor = (templateId: string | null | undefined): number =>
  findTemplate(templateId)?.maxTeams ?? ADMIN_EDIT_TEAMS_MAX;

/** Largest prize pool the form offers: teams x slots x fee plus the contribution (docs/product/tournaments.md#creating-a-tournament). */
export const maxPrizePool = (teams: number, slotsPerTeam: number, entryFee: number, contribution: number): number =>
  teams * slotsPerTeam * entryFee + contribution;

/**
 * What the create refinements below enforce, in the API document: each template's team and slot
 * maxima (a size left out takes its default, so a template whose maximum is below the default
 * needs it sent), and a scheduled start (the default) needs a start date.
 */
const CREATE_RULES = {
  allOf: [
    {
      oneOf: TOURNAMENT_TEMPLATES.map((t) => ({
        properties: {
          template_type: { const: t.id },
          max_teams: { maximum: t.maxTeams },
          slots_per_team: { maximum: t.slotsPerTeam },
        },
        // A size left out takes its default: where that is above the template's maximum, send it.
        required: [
          'template_type',
          ...(TOURNAMENT_DEFAULTS.maxTeams > t.maxTeams ? ['max_teams'] : []),
          ...(TOURNAMENT_DEFAULTS.slotsPerTeam > t.slotsPerTeam ? ['slots_per_team'] : []),
        ],
      })),
    },
    {
      // A scheduled start (the default, when start_type is left out) needs its date.
      if: { properties: { start_type: { const: 'when_full' } }, required: ['start_type'] },
      then: { description: 'When full: start_date is ignored.' },
      else: {
        description: 'Scheduled: start_date is required, and not in the past.',
        properties: { start_date: { type: 'string', ...DATE_TIME_RULE } },
        required: ['start_date'],
      },
    },
  ],
};

/** POST /api/tournaments (and the step-2 form of the Create Tournament dialog). */
const createTournamentFields = z
  .object({
    title: titleField,
    rules: rulesField,
    tiktok_username: tiktokLinkField(TOURNAMENT_TEXT.tiktokRequired),
    template_type: z.enum(TEMPLATE_IDS, { error: TOURNAMENT_TEXT.templateUnknown }),
    max_teams: z
      .number({ error: TOURNAMENT_TEXT.teamsWhole })
      .int(TOURNAMENT_TEXT.teamsWhole)
      .min(1, TOURNAMENT_TEXT.teamsWhole)
      .default(TOURNAMENT_DEFAULTS.maxTeams),
    slots_per_team: z
      .number({ error: TOURNAMENT_TEXT.slotsRange(SLOTS_PER_TEAM_FALLBACK_MAX) })
      .int(TOURNAMENT_TEXT.slotsRange(SLOTS_PER_TEAM_FALLBACK_MAX))
      .min(1, TOURNAMENT_TEXT.slotsRange(SLOTS_PER_TEAM_FALLBACK_MAX))
      .default(TOURNAMENT_DEFAULTS.slotsPerTeam),
    entry_fee: wholeNumber(0, TOURNAMENT_TEXT.entryFeeWhole).default(TOURNAMENT_DEFAULTS.entryFee),
    creator_prize_contribution: documented(
      wholeNumber(0, VALIDATION.contributionHint).refine(
        (v) => v === 0 || v >= CONTRIBUTION_MIN_IF_ANY,
        VALIDATION.contributionHint,
      ),
      { anyOf: [{ const: 0 }, { minimum: CONTRIBUTION_MIN_IF_ANY }] },
    ).default(TOURNAMENT_DEFAULTS.creatorPrizeContribution),
    start_type: z.enum(START_TYPES, { error: TOURNAMENT_TEXT.startTypeUnknown }).default(TOURNAMENT_DEFAULTS.startType),
    /** Required when scheduled; cleared when the tournament starts when full. Any date fits in 64 characters. */
    start_date: z.string().max(64).nullish(),
    game_mode: oneLine(z.string().trim().max(60)).nullish(),
    check_in_minutes: checkInMinutesField.default(0),
    /** Seats only for players who stored their game identity (docs/product/results.md#game-identity). */
    require_game_identity: z.boolean({ error: TOURNAMENT_TEXT.requireGameIdentityBoolean }).default(false),
    /** The room code is due this long after the start, or the tournament is voided (docs/product/trust.md#room-code-deadline). */
    code_grace_minutes: codeGraceMinutesField.default(CODE_GRACE_MINUTES_DEFAULT),
    /** Minutes between results and payout (docs/product/trust.md#payout-hold); 0 pays at once. */
    payout_hold_minutes: payoutHoldField.default(0),
    /** A series of matches scored with a points table (docs/product/series.md); absent: a single game. */
    series: seriesSettingsSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    const seriesTooBig = v.series && seriesSizeError(v.series, v.max_teams);
    if (seriesTooBig) ctx.addIssue({ code: 'custom', path: ['series'], message: seriesTooBig });
    const teamsMax = teamsMaxFor(v.template_type);
    if (v.max_teams > teamsMax) {
      ctx.addIssue({ code: 'custom', path: ['max_teams'], message: TOURNAMENT_TEXT.teamsMax(teamsMax) });
    }
    const slotsMax = slotsMaxFor(v.template_type);
    if (v.slots_per_team > slotsMax) {
      ctx.addIssue({ code: 'custom', path: ['slots_per_team'], message: TOURNAMENT_TEXT.slotsRange(slotsMax) });
    }
    if (v.start_type === 'when_full' && v.check_in_minutes > 0) {
      ctx.addIssue({ code: 'custom', path: ['check_in_minutes'], message: SQUAD_TEXT.checkInWhenFull });
    }
    if (v.start_type === 'scheduled') {
      const date = futureDateTime(VALIDATION.scheduledNeedsDate).safeParse(v.start_date ?? '');
      if (!date.success) {
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: date.error.issues[0]!.message });
      }
    }
  })
  .transform((v) => ({
    ...v,
    start_date: v.start_type === 'scheduled' ? new Date(Date.parse(v.start_date!)).toISOString() : null,
    game_mode: v.game_mode || 'Battle Royale',
  }));
export const createTournamentSchema = documented(createTournamentFields, CREATE_RULES);
export type CreateTournamentRequest = z.input<typeof createTournamentSchema>;
export type CreateTournamentInput = z.output<typeof createTournamentSchema>;

// ---- Approval and settings -----------------------------------------------------------------

const priceField = z
  .number({ error: VALIDATION.priceNegative })
  .int(TOURNAMENT_TEXT.priceWhole)
  .min(0, VALIDATION.priceNegative)
  .max(MAX_COIN_AMOUNT, TOURNAMENT_TEXT.coinsTooMany);

/** The auto-approval price form (docs/product/money.md#auto-approval: not negative, whole). */
export const autoApprovalPriceSchema = z.object({ price: priceField });
export type AutoApprovalPriceForm = z.input<typeof autoApprovalPriceSchema>;

/** PUT /api/admin/settings/auto-approval-price?price=N */
export const autoApprovalPriceQuery = z.object({
  price: documented(
    z
      .string({ error: VALIDATION.priceNegative })
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, TOURNAMENT_TEXT.priceWhole)
      .transform(Number)
      .pipe(priceField),
    // The document shows the whole numbers priceField takes (0 to MAX_COIN_AMOUNT), plainly written.
    { pattern: wholeNumberPattern(0, MAX_COIN_AMOUNT) },
  ),
});

// ---- Managing ---------------------------------------------------------------------------

/** PUT /api/tournaments/{id}/update-rules-date (the Reschedule dialog). */
export const rescheduleSchema = z.object({
  start_date: futureDateTime(VALIDATION.rescheduleDate),
});

/** PUT /api/admin/tournaments/{id}/full-edit (super admin; every field optional; limits in docs/product/tournaments.md#editing). */
export const fullEditSchema = z.object({
  title: titleField.optional(),
  description: multiLine(z.string().trim().max(1_000)).optional(),
  rules: rulesField.optional(),
  tiktok_username: tiktokLinkField(TOURNAMENT_TEXT.tiktokRequired).optional(),
  game_mode: oneLine(z.string().trim().min(1).max(60)).optional(),
  entry_fee: wholeNumber(0, TOURNAMENT_TEXT.entryFeeWhole).optional(),
  /**
   * Accepted only unchanged (a form may send back what it showed): the pool is what the ledger
   * moved into it, never typed (docs/product/money.md#prize-pool); the server refuses a change.
   */
  prize_pool: wholeNumber(0, TOURNAMENT_TEXT.prizePoolWhole).optional(),
  max_teams: z
    .number({ error: TOURNAMENT_TEXT.teamsWhole })
    .int(TOURNAMENT_TEXT.teamsWhole)
    .min(1, TOURNAMENT_TEXT.teamsWhole)
    .max(ADMIN_EDIT_TEAMS_MAX, TOURNAMENT_TEXT.teamsMax(ADMIN_EDIT_TEAMS_MAX))
    .optional(),
  slots_per_team: z
    .number({ error: TOURNAMENT_TEXT.slotsRange(ADMIN_EDIT_SLOTS_MAX) })
    .int(TOURNAMENT_TEXT.slotsRange(ADMIN_EDIT_SLOTS_MAX))
    .min(1, TOURNAMENT_TEXT.slotsRange(ADMIN_EDIT_SLOTS_MAX))
    .max(ADMIN_EDIT_SLOTS_MAX, TOURNAMENT_TEXT.slotsRange(ADMIN_EDIT_SLOTS_MAX))
    .optional(),
  start_type: z.enum(START_TYPES, { error: TOURNAMENT_TEXT.startTypeUnknown }).optional(),
  /** ISO or null; a super admin may set any date (fixing a past one is a legitimate edit). */
  start_date: isoDateTime(TOURNAMENT_TEXT.startDateInvalid).nullable().optional(),
  status: z.enum(TOURNAMENT_STATUSES, { error: TOURNAMENT_TEXT.statusUnknown }).optional(),
  entries_stopped: z.boolean().optional(),
  check_in_minutes: checkInMinutesField.optional(),
  /** Applies to seats taken from now on; seats already taken stay. */
  require_game_identity: z.boolean({ error: TOURNAMENT_TEXT.requireGameIdentityBoolean }).optional(),
  code_grace_minutes: codeGraceMinutesField.optional(),
  payout_hold_minutes: payoutHoldField.optional(),
  /** Until the first result is entered; null makes it a single game. */
  series: seriesSettingsSchema.nullable().optional(),
});
export type FullEditRequest = z.input<typeof fullEditSchema>;
export type FullEditInput = z.output<typeof fullEditSchema>;

/** DELETE /api/admin/tournaments/{id}/kick-player */
export const adminKickSchema = z.object({
  player_id: z.uuid('Unknown player'),
  team_number: z.number().int().min(1).max(ADMIN_EDIT_TEAMS_MAX),
  slot_index: z.number().int().min(0).max(SLOTS_PER_TEAM_FALLBACK_MAX),
});

/** PUT /api/admin/tournaments/{id}/select-template-image */
export const selectTemplateImageSchema = z.object({
  template_id: z.enum(TEMPLATE_IDS, { error: TOURNAMENT_TEXT.templateUnknown }),
});

/** POST /api/class-images (multipart: `file` plus an optional `name`). */
export const classImageUploadSchema = z.object({
  name: oneLine(z.string().trim().min(1, TOURNAMENT_TEXT.className).max(60, TOURNAMENT_TEXT.className)).optional(),
});

// ---- Browsing ---------------------------------------------------------------------------

const pagingInt = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, REQUEST_TEXT.wholeNumber)
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

/** GET /api/tournaments?limit=&offset= */
export const tournamentListQuery = z.object({
  limit: documented(
    pagingInt(TOURNAMENT_LIST_MAX_LIMIT)
      .refine((v) => v >= 1, 'limit must be at least 1')
      .optional()
      .transform((v) => v ?? TOURNAMENT_LIST_DEFAULT_LIMIT),
    {
      pattern: wholeNumberPattern(1, TOURNAMENT_LIST_MAX_LIMIT),
      description: `1 to ${TOURNAMENT_LIST_MAX_LIMIT}; ${TOURNAMENT_LIST_DEFAULT_LIMIT} when left out.`,
    },
  ),
  offset: pagingInt(1_000_000)
    .optional()
    .transform((v) => v ?? 0),
});

// ---- Images -------------------------------------------------------------------------------

/** What the forms check before uploading (the server judges the content again). */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (file.size > IMAGE_MAX_BYTES) return VALIDATION.imageTooLarge;
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return TOURNAMENT_TEXT.imageType;
  return null;
}
