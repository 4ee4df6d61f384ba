import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Trash2, Upload } from 'lucide-react';
import { toast } from '../../lib/toast';
import clsx from 'clsx';
import { FALLBACK, TOURNAMENTS_SCREEN, type ClassImage } from '@squadhub/shared';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { Input } from '../../components/ui/Field';
import { ImagePicker } from '../../components/ui/ImagePicker';
import { Skeleton } from '../../components/ui/Spinner';
import { del, errorMessage, get, post } from '../../lib/api';
import { thumbnailUrl } from '../../lib/assets';
import { useSay } from '../../lib/language';
import { queryKeys } from '../../lib/queryClient';

/**
 * The class pick of the rules popup (docs/product/tournaments.md#class-images): the 12 built-in class images plus custom
 * uploads, multi-select. `value` holds the picked image addresses.
 */
export function ClassPicker({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const say = useSay();
  const classes = useQuery({
    queryKey: queryKeys.classImages,
    queryFn: () => get('/class-images'),
    staleTime: 5 * 60_000,
  });
  const toggle = (url: string) => onChange(value.includes(url) ? value.filter((u) => u !== url) : [...value, url]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between">
        <h3 className="text-sm font-semibold">{say(TOURNAMENTS_SCREEN.classes.allowed)}</h3>
        <span className="text-xs text-muted">{say(TOURNAMENTS_SCREEN.classes.selected(value.length))}</span>
      </div>
      {classes.isPending ? (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : classes.isError ? (
        <p role="alert" className="text-sm text-danger">
          {say(errorMessage(classes.error, FALLBACK.loadClasses))}
        </p>
      ) : (
        <div
          role="group"
          aria-label={say(TOURNAMENTS_SCREEN.classes.allowed)}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
        >
          {classes.data.images.map((c) => (
            <ClassTile
              key={c.id}
              image={c}
              selected={value.includes(c.url)}
              onToggle={() => toggle(c.url)}
              onDeleted={() => onChange(value.filter((u) => u !== c.url))}
            />
          ))}
        </div>
      )}
      <CustomClassUpload onUploaded={(image) => onChange([...value, image.url])} />
    </div>
  );
}

function ClassTile({
  image,
  selected,
  onToggle,
  onDeleted,
}: {
  image: ClassImage;
  selected: boolean;
  onToggle: () => void;
  onDeleted: () => void;
}) {
  return (
    <div className="relative">
      <ClassToggle image={image} selected={selected} onToggle={onToggle} />
      {image.can_delete && <DeleteClassButton image={image} onDeleted={onDeleted} />}
    </div>
  );
}

function ClassToggle({ image, selected, onToggle }: { image: ClassImage; selected: boolean; onToggle: () => void }) {
  const say = useSay();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={clsx(
        'relative overflow-hidden rounded-lg border bg-surface-2 text-start transition',
        selected ? 'border-accent ring-2 ring-accent/50' : 'border-border hover:border-accent/60',
      )}
    >
      <img src={thumbnailUrl(image.url)} alt="" className="aspect-square w-full object-cover" loading="lazy" />
      <span className="flex items-center gap-1 px-1.5 py-1 text-[11px] font-medium leading-tight">
        <span className="truncate">{image.name}</span>
        {image.type === 'custom' && (
          <span className="ms-auto text-[10px] text-muted">{say(TOURNAMENTS_SCREEN.classes.custom)}</span>
        )}
      </span>
      {selected && (
        <span className="absolute end-1 top-1 flex size-5 items-center justify-center rounded-full bg-accent text-accent-ink">
          <Check className="size-3.5" aria-hidden />
        </span>
      )}
    </button>
  );
}

/** Deletes a custom class image its uploader (or an admin) no longer wants offered, after a confirmation. */
function DeleteClassButton({ image, onDeleted }: { image: ClassImage; onDeleted: () => void }) {
  const say = useSay();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => del('/class-images/{id}', { params: { id: image.id } }),
    onSuccess: ({ message }) => {
      setConfirming(false);
      onDeleted();
      void client.invalidateQueries({ queryKey: queryKeys.classImages });
      toast.success(message);
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.deleteClassImage)),
  });
  return (
    <>
      <button
        type="button"
        aria-label={say(TOURNAMENTS_SCREEN.classes.deleteLabel(image.name))}
        onClick={() => setConfirming(true)}
        className="absolute start-1 top-1 flex size-6 items-center justify-center rounded-full bg-surface/90 text-muted hover:text-danger"
      >
        <Trash2 className="size-3.5" aria-hidden />
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={say(TOURNAMENTS_SCREEN.classes.deleteTitle)}
        message={say(TOURNAMENTS_SCREEN.classes.deleteMessage(image.name))}
        confirmLabel={say(TOURNAMENTS_SCREEN.common.delete)}
        danger
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}

/** Uploads a custom class image (POST /class-images) and selects it. */
function CustomClassUpload({ onUploaded }: { onUploaded: (image: ClassImage) => void }) {
  const say = useSay();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.append('file', image);
      if (name.trim()) form.append('name', name.trim());
      setProgress(0);
      return post('/class-images', { form, onUploadProgress: setProgress });
    },
    onSuccess: ({ image }) => {
      setFile(null);
      setName('');
      void client.invalidateQueries({ queryKey: queryKeys.classImages });
      onUploaded(image);
    },
    onError: (err) => toast.error(errorMessage(err, FALLBACK.uploadImage)),
    onSettled: () => setProgress(null),
  });

  return (
    <details className="rounded-lg border border-border bg-surface-2/60 p-3">
      <summary className="cursor-pointer text-sm font-medium">{say(TOURNAMENTS_SCREEN.classes.addCustom)}</summary>
      <div className="mt-3 flex flex-col gap-3">
        <ImagePicker label={say(TOURNAMENTS_SCREEN.classes.image)} file={file} onChange={setFile} progress={progress} />
        <div className="flex gap-2">
          <Input
            aria-label={say(TOURNAMENTS_SCREEN.classes.name)}
            placeholder={say(TOURNAMENTS_SCREEN.classes.namePlaceholder)}
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            <Upload className="size-4" aria-hidden /> {say(TOURNAMENTS_SCREEN.classes.upload)}
          </Button>
        </div>
      </div>
    </details>
  );
}
