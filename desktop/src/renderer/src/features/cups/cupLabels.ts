/**
 * How a cup's state reads on its card and page (docs/product/cups.md#pages): its status, its
 * format, its stages' names. One place, so the list and the page say it alike.
 */
import { CUPS_SCREEN } from '@squadhub/shared';
import type { Cup, CupSummary } from './queries';

export function statusLabel(cup: Pick<CupSummary, 'status' | 'current_stage'>): string {
  switch (cup.status) {
    case 'registration':
      return CUPS_SCREEN.status.registration;
    case 'running':
      return CUPS_SCREEN.status.running(cup.current_stage);
    case 'finished':
      return CUPS_SCREEN.status.finished;
    case 'cancelled':
      return CUPS_SCREEN.status.cancelled;
  }
}

export const formatName = (slotsPerTeam: number): string =>
  slotsPerTeam === 1 ? CUPS_SCREEN.format.solo : slotsPerTeam === 2 ? CUPS_SCREEN.format.duo : CUPS_SCREEN.format.squad;

/** "Stage 2", or "Final" for the last one. */
export const stageName = (cup: Pick<Cup, 'stages'>, stage: number): string =>
  stage === cup.stages.length ? CUPS_SCREEN.stages.final : CUPS_SCREEN.stages.stage(stage);

/** Registration takes players now (the server decides; this only hides the form when it cannot). */
export const registrationOpen = (cup: Pick<Cup, 'status' | 'registration_closes_at' | 'registration_opens_at'>) =>
  cup.status === 'registration' &&
  Date.parse(cup.registration_closes_at) > Date.now() &&
  Date.parse(cup.registration_opens_at) <= Date.now();

/** Teams holding places and teams on the waitlist: registered teams past `max_teams` wait. */
export const placedAndWaiting = (cup: Pick<CupSummary, 'registered_teams' | 'max_teams'>) => ({
  placed: Math.min(cup.registered_teams, cup.max_teams),
  waiting: Math.max(0, cup.registered_teams - cup.max_teams),
});

/** What the cup plays for: its pool, or once the final paid it, what was paid. */
export const shownPrize = (cup: Pick<CupSummary, 'prize_pool' | 'paid_out'>) => cup.paid_out ?? cup.prize_pool;

/** No team can register any more: every place and every waitlist place is taken. */
export const cupFull = (cup: Pick<Cup, 'registered_teams' | 'max_teams' | 'waitlist_teams'>) =>
  cup.registered_teams >= cup.max_teams + cup.waitlist_teams;
