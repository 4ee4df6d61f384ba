/** What leaves the server about a dispute (docs/product/trust.md#disputes): never the evidence bytes, only their ids. */
import type { Dispute } from '@squadhub/shared';

/** A dispute row with the names and ids its answer shows. */
export interface DisputeRow {
  id: string;
  tournamentId: string | null;
  tournamentTitle: string | null;
  filerUsername: string;
  reason: string;
  matchNumber: number | null;
  teamNumber: number | null;
  status: Dispute['status'];
  resolutionNote: string | null;
  resolvedAt: Date | null;
  createdAt: Date;
  evidence: string[];
}

export const presentDispute = (d: DisputeRow): Dispute => ({
  id: d.id,
  tournament_id: d.tournamentId,
  tournament_title: d.tournamentTitle,
  filer_username: d.filerUsername,
  reason: d.reason,
  match: d.matchNumber,
  team_number: d.teamNumber,
  status: d.status,
  resolution_note: d.resolutionNote,
  resolved_at: d.resolvedAt?.toISOString() ?? null,
  created_at: d.createdAt.toISOString(),
  evidence: d.evidence,
});
