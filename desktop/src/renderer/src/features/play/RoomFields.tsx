/** The room code and room link fields, shared by Send Room Code and Post Open Lobby. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PLAY_SCREEN } from '@squadhub/shared';
import { Field, Input } from '../../components/ui/Field';
import { useSay } from '../../lib/language';

interface Bound {
  registration: UseFormRegisterReturn;
  error?: string;
}

export function RoomFields({ code, link }: { code: Bound; link: Bound }) {
  const say = useSay();
  return (
    <>
      <Field label={say(PLAY_SCREEN.lobbies.roomCode)} error={code.error && say(code.error)}>
        {(id, d) => <Input id={id} aria-describedby={d} autoFocus autoComplete="off" {...code.registration} />}
      </Field>
      <Field label={say(PLAY_SCREEN.lobbies.roomLink)} error={link.error && say(link.error)}>
        {(id, d) => <Input id={id} aria-describedby={d} type="url" placeholder="https://" {...link.registration} />}
      </Field>
    </>
  );
}
