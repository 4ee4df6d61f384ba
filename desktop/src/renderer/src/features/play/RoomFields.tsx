/** The room code and room link fields, shared by Send Room Code and Post Open Lobby. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '../../components/ui/Field';

interface Bound {
  registration: UseFormRegisterReturn;
  error?: string;
}

export function RoomFields({ code, link }: { code: Bound; link: Bound }) {
  return (
    <>
      <Field label="Room code" error={code.error}>
        {(id, d) => <Input id={id} aria-describedby={d} autoFocus autoComplete="off" {...code.registration} />}
      </Field>
      <Field label="Room link (optional)" error={link.error}>
        {(id, d) => <Input id={id} aria-describedby={d} type="url" placeholder="https://" {...link.registration} />}
      </Field>
    </>
  );
}
