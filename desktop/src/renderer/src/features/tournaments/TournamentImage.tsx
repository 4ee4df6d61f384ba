import { useState } from 'react';
import { Crosshair } from 'lucide-react';
import clsx from 'clsx';
import { findTemplate, templateImageUrl, type Tournament } from '@squadhub/shared';
import { assetUrl } from '../../lib/assets';

/** The tournament's image, else its template's artwork, else a drawn placeholder. */
export function TournamentImage({
  tournament: t,
  className,
}: {
  tournament: Pick<Tournament, 'image_url' | 'template_type' | 'title' | 'map_name'>;
  className?: string;
}) {
  const fallback = findTemplate(t.template_type) ? templateImageUrl(t.template_type) : null;
  const src = assetUrl(t.image_url || fallback);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src)
    return (
      <div
        role="img"
        aria-label={`${t.title} (no image)`}
        className={clsx(
          'flex items-center justify-center bg-gradient-to-br from-surface-3 via-surface-2 to-accent/20 text-muted',
          className,
        )}
      >
        <Crosshair className="size-10 opacity-60" aria-hidden />
      </div>
    );
  return (
    <img
      src={src}
      alt={`${t.title} — ${t.map_name}`}
      loading="lazy"
      onError={() => setFailed(src)}
      className={clsx('object-cover', className)}
    />
  );
}
