/** Delete player (docs/product/accounts.md#deleting-a-player): a confirm dialog, then typing DELETE exactly. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ADMIN_SCREEN, FALLBACK, SUCCESS, VALIDATION } from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
import { Field, Input } from '../../../components/ui/Field';
import { ApiError, del } from '../../../lib/api';
import { useSay } from '../../../lib/language';
import { queryKeys } from '../../../lib/queryClient';

export function DeletePlayerButton({
  playerId,
  username,
  onDeleted,
}: {
  playerId: string;
  username: string;
  onDeleted: () => void;
}) {
  const say = useSay();
  const client = useQueryClient();
  const [step, setStep] = useState<'idle' | 'confirm' | 'type'>('idle');
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: () => del('/admin/players/{id}', { params: { id: playerId } }),
    onSuccess: (res) => {
      toast.success(SUCCESS.playerDeleted(res.deleted_tournaments));
      setStep('idle');
      onDeleted();
      void client.invalidateQueries({ queryKey: ['admin-players'] });
      void client.invalidateQueries({ queryKey: queryKeys.tournaments });
    },
    onError: (err) =>
      toast.error(
        err instanceof ApiError && err.detail ? ADMIN_SCREEN.deletePlayer.failed(err.detail) : FALLBACK.deletePlayer,
      ),
  });
  const finish = () => {
    if (typed !== 'DELETE') {
      toast.error(VALIDATION.deletionCancelled);
      setStep('idle');
      return;
    }
    remove.mutate();
  };
  return (
    <>
      <Button variant="danger" onClick={() => setStep('confirm')}>
        <Trash2 className="size-4" aria-hidden /> {say(ADMIN_SCREEN.deletePlayer.button)}
      </Button>
      <ConfirmDialog
        open={step === 'confirm'}
        onOpenChange={(o) => !o && setStep('idle')}
        title={say(ADMIN_SCREEN.deletePlayer.confirmTitle)}
        danger
        confirmLabel={say(ADMIN_SCREEN.deletePlayer.continue)}
        message={say(ADMIN_SCREEN.deletePlayer.confirmMessage(username))}
        onConfirm={() => {
          setTyped('');
          setStep('type');
        }}
      />
      {step === 'type' && (
        <Dialog
          open
          onOpenChange={(o) => !o && setStep('idle')}
          title={say(ADMIN_SCREEN.deletePlayer.typeTitle)}
          size="sm"
          footer={
            <>
              <Button variant="ghost" onClick={() => setStep('idle')}>
                {say(ADMIN_SCREEN.cancel)}
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={finish}>
                {say(ADMIN_SCREEN.deletePlayer.deleteName(username))}
              </Button>
            </>
          }
        >
          <Field label={say(ADMIN_SCREEN.deletePlayer.confirmation)}>
            {(id) => (
              <Input id={id} autoFocus value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="DELETE" />
            )}
          </Field>
        </Dialog>
      )}
    </>
  );
}
