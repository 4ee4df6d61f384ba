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
