import { useEffect, useState } from 'react';
import { Crosshair } from 'lucide-react';
import clsx from 'clsx';
import {
  CARD_IMAGE_SIZES,
  TOURNAMENTS_SCREEN,
  cardSrcSet,
  tournamentImageSources,
  type Tournament,
} from '@squadhub/shared';
import { assetUrl } from '../../lib/assets';
import { markFirstContentDrawn } from '../../lib/first-content';
import { useSay } from '../../lib/language';

/**
 * The tournament's image, else its template's artwork, else a drawn placeholder. An upload comes
 * in two sizes (docs/design/storage.md#uploaded-images): a phone always takes the card variant
 * (a card there is one column, and the grid's banner a strip), wider screens pick by `sizes`.
 */
export function TournamentImage({
  tournament: t,
  className,
  sizes = CARD_IMAGE_SIZES,
  first = false,
}: {
  tournament: Pick<Tournament, 'image_url' | 'template_type' | 'title' | 'map_name'>;
  className?: string;
  /** How wide the image is shown, for picking a size (the `sizes` attribute). */
  sizes?: string;
  /**
   * The grid's first card: fetched as soon as it is in the page and ahead of other images, since
   * it is the largest thing a phone's first screen paints; the others load lazily.
   */
  first?: boolean;
}) {
  const say = useSay();
  const sources = tournamentImageSources(t);
  const src = assetUrl(sources?.src);
  const card = assetUrl(sources?.card);
  const [failed, setFailed] = useState<string | null>(null);
  const drawnWithoutImage = !src || failed === src;
  // The first card's artwork is the first screen's main content (lib/first-content.ts).
  useEffect(() => {
    if (first && drawnWithoutImage) markFirstContentDrawn();
  }, [first, drawnWithoutImage]);
  if (drawnWithoutImage)
    return (
      <div
        role="img"
        aria-label={say(TOURNAMENTS_SCREEN.noImage(t.title))}
        className={clsx(
          'flex items-center justify-center bg-gradient-to-br from-surface-3 via-surface-2 to-accent/20 text-muted',
          className,
        )}
      >
        <Crosshair className="size-10 opacity-60" aria-hidden />
      </div>
    );
  const img = (
    <img
      src={src}
      srcSet={card && cardSrcSet(src, card)}
      sizes={card && sizes}
      alt={`${t.title} — ${t.map_name}`}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      onLoad={first ? markFirstContentDrawn : undefined}
      onError={() => setFailed(src)}
      className={clsx('object-cover', className)}
    />
  );
  if (!card) return img;
  return (
    <picture className="contents">
      <source media="(max-width: 639px)" srcSet={card} />
      {img}
    </picture>
  );
}
