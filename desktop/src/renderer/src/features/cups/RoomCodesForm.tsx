/**
 * Room codes of a stage's lobbies in one step (docs/product/cups.md#room-codes-at-once): a field
 * per lobby still open, and one button that sends every code filled in. Only each lobby's
 * players see its code.
 */
import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { CUPS_SCREEN } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Field';
import { useSay } from '../../lib/language';
import { useSendCupRoomCodes, type CupConsole } from './queries';

export function RoomCodesForm({ cupId, lobbies }: { cupId: string; lobbies: CupConsole['lobbies'] }) {
  const say = useSay();
  const text = CUPS_SCREEN.owner;
  const send = useSendCupRoomCodes(cupId);
  const [codes, setCodes] = useState<Record<string, string>>({});
  const open = lobbies.filter((l) => !l.finalized);
  if (!open.length) return null;
  const filled = open
    .map((l) => ({ tournament_id: l.tournament_id, room_code: (codes[l.tournament_id] ?? '').trim() }))
    .filter((l) => l.room_code);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (filled.length) send.mutate(filled, { onSuccess: () => setCodes({}) });
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-2" data-testid="cup-room-codes">
      <h3 className="flex items-center gap-1.5 font-bold">
        <KeyRound className="size-4 text-gold" aria-hidden /> {say(text.roomCodes)}
      </h3>
      <p className="text-sm text-muted">{say(text.roomCodesHint)}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {open.map((l) => (
          <label key={l.tournament_id} className="flex min-w-0 items-center gap-2 text-sm">
            <span className="w-10 shrink-0 font-bold tabular-nums">L{l.lobby}</span>
            <Input
              aria-label={say(text.roomCodeOf(l.lobby))}
              dir="ltr"
              maxLength={64}
              autoComplete="off"
              className="min-w-0 font-mono"
              value={codes[l.tournament_id] ?? ''}
              onChange={(e) => setCodes((all) => ({ ...all, [l.tournament_id]: e.target.value }))}
            />
          </label>
        ))}
      </div>
      <Button type="submit" size="sm" disabled={!filled.length} loading={send.isPending} className="w-fit">
        {say(text.sendCodes)}
      </Button>
    </form>
  );
}
