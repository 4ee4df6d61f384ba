/**
 * The podium medals of ranks 1 to 3, drawn as SVG: an emoji medal needs an emoji font, which
 * Debian's Chromium and some OBS builds lack (they paint an empty box). The app's standings, the
 * winners panel and the OBS overlay all draw these.
 */
import { SERIES_SCREEN } from '@squadhub/shared';
import { useSay } from '../../lib/language';

/** Each medal's name is the catalogue's English, translated where the medal is drawn. */
const PODIUM = [
  { face: '#f7c948', rim: '#a8760c', label: SERIES_SCREEN.medals.gold },
  { face: '#d5dae5', rim: '#6f7a90', label: SERIES_SCREEN.medals.silver },
  { face: '#d99a62', rim: '#86501f', label: SERIES_SCREEN.medals.bronze },
] as const;

export const hasMedal = (rank: number) => rank >= 1 && rank <= PODIUM.length;

/** The medal of `rank` (1 to 3; nothing for other ranks), named e.g. "Gold medal, rank 1". */
export function RankMedal({
  rank,
  size = 32,
  className,
  word = 'rank',
  testId = 'rank-medal',
}: {
  rank: number;
  size?: number;
  className?: string;
  /** What the place is called in the medal's name: the overlay's winners say "position". */
  word?: 'rank' | 'position';
  testId?: string;
}) {
  const say = useSay();
  const medal = PODIUM[rank - 1];
  if (!medal) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      role="img"
      aria-label={say(SERIES_SCREEN.medals[word](say(medal.label), rank))}
      data-testid={testId}
    >
      {/* The ribbon, in the app's accent, behind the disc. */}
      <path d="M7 1h7l5 12h-7z" fill="#12b58c" />
      <path d="M25 1h-7l-5 12h7z" fill="#22d3a6" />
      <circle cx="16" cy="20" r="10.5" fill={medal.face} stroke={medal.rim} strokeWidth="2" />
      <circle cx="16" cy="20" r="7" fill="none" stroke={medal.rim} strokeOpacity="0.45" strokeWidth="1" />
      <text
        x="16"
        y="24.2"
        textAnchor="middle"
        fontSize="11.5"
        fontWeight="800"
        fontFamily="ui-sans-serif, system-ui, Arial, sans-serif"
        fill={medal.rim}
      >
        {rank}
      </text>
    </svg>
  );
}
