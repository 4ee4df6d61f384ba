/**
 * The podium medals of the overlay, drawn as SVG: an emoji medal needs an emoji font, which
 * Debian's Chromium and some OBS builds lack (they paint an empty box on stream). Places after
 * the third get their number.
 */
const PODIUM = [
  { face: '#f7c948', rim: '#a8760c', label: 'Gold medal' },
  { face: '#d5dae5', rim: '#6f7a90', label: 'Silver medal' },
  { face: '#d99a62', rim: '#86501f', label: 'Bronze medal' },
] as const;

export function Medal({ position }: { position: number }) {
  const medal = PODIUM[position - 1];
  if (!medal)
    return (
      <span className="overlay-rank" aria-label={`Position ${position}`}>
        #{position}
      </span>
    );
  return (
    <svg
      className="overlay-medal"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      role="img"
      aria-label={`${medal.label}, position ${position}`}
      data-testid="overlay-medal"
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
        {position}
      </text>
    </svg>
  );
}
