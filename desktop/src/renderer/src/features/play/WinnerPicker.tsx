/**
 * The participant picker of one winner row. A native select (the phone's own picker, keyboard
 * and screen readers as usual) lies transparent over a box that shows the chosen name whole,
 * wrapping onto more lines when it is long: a native select's closed box cuts a long name down to
 * a few letters on a phone.
 */
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { PLAY_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

export interface PickerParticipant {
  user_id: string;
  username: string;
  team_number: number;
}

/** "name (Team N)": the option text, also what the box shows (in English: say it to draw it). */
export const participantLabel = (p: PickerParticipant) =>
  PLAY_SCREEN.selectWinners.participant(p.username, p.team_number);

export function WinnerPicker({
  label,
  value,
  participants,
  onChange,
}: {
  label: string;
  value: string;
  participants: PickerParticipant[];
  onChange: (userId: string) => void;
}) {
  const say = useSay();
  const chosen = participants.find((p) => p.user_id === value);
  return (
    <div className="relative min-w-0 rounded-lg border border-border bg-surface-2 focus-within:border-accent">
      <div
        aria-hidden
        className={clsx(
          'flex min-h-10 items-center gap-2 py-2 ps-3 pe-8 text-sm leading-snug [overflow-wrap:anywhere]',
          chosen ? 'text-text' : 'text-muted',
        )}
        data-testid="winner-picker-shown"
      >
        {chosen ? (
          <span>
            <span className="font-semibold">{chosen.username}</span>{' '}
            <span className="whitespace-nowrap text-muted">
              {say(PLAY_SCREEN.selectWinners.participantTeam(chosen.team_number))}
            </span>
          </span>
        ) : (
          say(PLAY_SCREEN.selectWinners.chooseParticipant)
        )}
      </div>
      <ChevronDown
        className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <select
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        <option value="">{say(PLAY_SCREEN.selectWinners.chooseParticipant)}</option>
        {participants.map((p) => (
          <option key={p.user_id} value={p.user_id}>
            {say(participantLabel(p))}
          </option>
        ))}
      </select>
    </div>
  );
}
