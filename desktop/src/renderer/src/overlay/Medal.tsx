/**
 * The podium medals of the overlay (features/series/RankMedal.tsx draws them as SVG, which every
 * OBS build paints). Places after the third get their number.
 */
import { RankMedal } from '../features/series/RankMedal';

export function Medal({ position, word = 'position' }: { position: number; word?: string }) {
  if (position > 3)
    return (
      <span className="overlay-rank" aria-label={`${word === 'rank' ? 'Rank' : 'Position'} ${position}`}>
        #{position}
      </span>
    );
  return <RankMedal rank={position} word={word} className="overlay-medal" testId="overlay-medal" />;
}
