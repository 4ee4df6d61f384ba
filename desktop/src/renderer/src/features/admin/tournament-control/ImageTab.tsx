import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { ADMIN_SCREEN, FALLBACK, SUCCESS, type Tournament } from '@squadhub/shared';
import { Button } from '../../../components/ui/Button';
import { ImagePicker } from '../../../components/ui/ImagePicker';
import { errorMessage, post, put } from '../../../lib/api';
import { thumbnailUrl } from '../../../lib/assets';
import { useSay } from '../../../lib/language';
import { queryKeys } from '../../../lib/queryClient';
import { invalidateTournamentLists } from '../../tournaments/queries';
import { TemplatePicker } from '../../tournaments/TemplatePicker';

/** Image tab: pick a template's artwork or upload a custom image. */
export function ImageTab({ tournament: t }: { tournament: Tournament }) {
  const say = useSay();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: queryKeys.tournament(t.id) });
    invalidateTournamentLists(client);
  };

  const pickTemplate = useMutation({
    mutationFn: (templateId: string) =>
      put('/admin/tournaments/{id}/select-template-image', { params: { id: t.id }, body: { template_id: templateId } }),
    onSuccess: () => {
      toast.success(SUCCESS.tournamentImageUpdated);
      refresh();
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.updateImage)),
  });

  const upload = useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.append('file', image);
      setProgress(0);
      return post('/admin/tournaments/{id}/change-photo', {
        params: { id: t.id },
        form,
        onUploadProgress: setProgress,
      });
    },
    onSuccess: () => {
      toast.success(SUCCESS.customImageUploaded);
      setFile(null);
      refresh();
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.uploadImage)),
    onSettled: () => setProgress(null),
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        {t.image_url ? (
          <img
            src={thumbnailUrl(t.image_url)}
            alt={say(ADMIN_SCREEN.image.currentOf(t.title))}
            className="h-16 w-28 rounded-lg object-cover"
          />
        ) : (
          <div className="flex h-16 w-28 items-center justify-center rounded-lg bg-surface-3 text-xs text-muted">
            {say(ADMIN_SCREEN.image.none)}
          </div>
        )}
        <p className="text-sm text-muted">{say(ADMIN_SCREEN.image.current)}</p>
      </div>
      <section aria-label={say(ADMIN_SCREEN.image.templates)}>
        <h3 className="mb-2 text-sm font-semibold">{say(ADMIN_SCREEN.image.useTemplate)}</h3>
        <TemplatePicker
          compact
          label={ADMIN_SCREEN.image.templates}
          value={null}
          onSelect={(template) => !pickTemplate.isPending && pickTemplate.mutate(template.id)}
        />
      </section>
      <section aria-label={say(ADMIN_SCREEN.image.uploadSection)} className="flex flex-col gap-3">
        <ImagePicker label={say(ADMIN_SCREEN.image.uploadLabel)} file={file} onChange={setFile} progress={progress} />
        <Button
          className="self-end"
          disabled={!file}
          loading={upload.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          <Upload className="size-4" aria-hidden /> {say(ADMIN_SCREEN.image.upload)}
        </Button>
      </section>
    </div>
  );
}
