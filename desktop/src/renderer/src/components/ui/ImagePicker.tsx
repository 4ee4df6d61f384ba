/**
 * Image file input with a preview, the 5MB check of docs/product/tournaments.md#creating-a-tournament and an upload progress bar.
 * The parent keeps the chosen File; this component only validates and shows it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ImagePlus, Upload, X } from 'lucide-react';
import { IMAGE_MIME_TYPES, LAYOUT_SCREEN, imageFileProblem } from '@squadhub/shared';
import { useSay } from '../../lib/language';
import { ProgressBar } from './ProgressBar';

export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export function ImagePicker({
  label,
  file,
  onChange,
  progress,
  hint,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** 0..1 while uploading. */
  progress?: number | null;
  hint?: string;
}) {
  const say = useSay();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (next: File | undefined) => {
    if (!next) return;
    const problem = imageFileProblem(next);
    setError(problem);
    if (inputRef.current) inputRef.current.value = '';
    onChange(problem ? null : next);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <div className="flex items-center gap-3 rounded-lg border border-dashed border-border bg-surface-2 p-2.5">
        {preview ? (
          <img
            src={preview}
            alt={say(LAYOUT_SCREEN.imagePicker.preview)}
            className="size-14 shrink-0 rounded-md object-cover"
          />
        ) : (
          <div className="flex size-14 shrink-0 items-center justify-center rounded-md bg-surface-3 text-muted">
            <ImagePlus className="size-6" aria-hidden />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          {/* The native input stays focusable but hidden; the styled label opens it. */}
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={`${id}-hint`}
            className="peer sr-only"
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <label
            htmlFor={id}
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-border bg-surface-3 px-3 text-sm font-medium hover:bg-border peer-focus-visible:outline-2 peer-focus-visible:outline-accent"
          >
            <Upload className="size-4" aria-hidden />{' '}
            {say(file ? LAYOUT_SCREEN.imagePicker.change : LAYOUT_SCREEN.imagePicker.choose)}
          </label>
          <p className="max-w-full truncate text-xs text-muted">
            {file ? file.name : say(LAYOUT_SCREEN.imagePicker.none)}
          </p>
        </div>
        {file && (
          <button
            type="button"
            aria-label={say(LAYOUT_SCREEN.imagePicker.remove)}
            className="rounded-md p-1 text-muted hover:bg-surface-3 hover:text-text"
            onClick={() => {
              setError(null);
              onChange(null);
            }}
          >
            <X className="size-4" />
          </button>
        )}
      </div>
      {progress != null && (
        <ProgressBar value={Math.round(progress * 100)} max={100} label={say(LAYOUT_SCREEN.imagePicker.progress)} />
      )}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {say(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint ?? say(LAYOUT_SCREEN.imagePicker.hint)}
        </p>
      )}
    </div>
  );
}
