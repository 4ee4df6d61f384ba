/**
 * The podium medals of the overlay (features/series/RankMedal.tsx draws them as SVG, which every
 * OBS build paints). Places after the third get their number.
 */
import { OVERLAY_SCREEN } from '@squadhub/shared';
import { RankMedal } from '../features/series/RankMedal';
import { useSay } from '../lib/language';

export function Medal({ position, word = 'position' }: { position: number; word?: 'rank' | 'position' }) {
  const say = useSay();
  if (position > 3)
    return (
      <span className="overlay-rank" aria-label={say(OVERLAY_SCREEN[word](position))}>
        #{position}
      </span>
    );
  return <RankMedal rank={position} word={word} className="overlay-medal" testId="overlay-medal" />;
}
