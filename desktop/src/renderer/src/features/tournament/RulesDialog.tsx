import { Dialog } from '../../components/ui/Dialog';
import { thumbnailUrl } from '../../lib/assets';
import { TOURNAMENT_SCREEN, parseRules } from '@squadhub/shared';
import { useSay } from '../../lib/language';

/** The rules popup (opened by RulesButton): text plus the picked class images (or a single rules image). */
export function RulesDialog({
  title,
  rules,
  open,
  onOpenChange,
}: {
  title: string;
  rules: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const say = useSay();
  const text = TOURNAMENT_SCREEN.rules;
  // Broken JSON (older data) is shown as written rather than hidden.
  const parsed = parseRules(rules) ?? { text: rules, images: [] as string[] };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={say(text.title)} description={title} size="lg">
      {parsed.text ? (
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{parsed.text}</p>
      ) : (
        parsed.images.length === 0 && <p className="text-sm text-muted">{say(text.none)}</p>
      )}
      {parsed.images.length > 0 && (
        <>
          <h3 className="mb-2 mt-4 text-xs font-bold uppercase tracking-wide text-muted">{say(text.allowedClasses)}</h3>
          <ul className="grid grid-cols-3 gap-2.5 sm:grid-cols-5">
            {parsed.images.map((url, i) => (
              <li key={`${url}-${i}`} className="overflow-hidden rounded-lg border border-border bg-surface-2">
                <img
                  src={thumbnailUrl(url)}
                  alt={imageNameOf(url) ?? say(text.image(i + 1))}
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
                {imageNameOf(url) && (
                  <p className="truncate px-2 py-1.5 text-xs font-medium capitalize">{imageNameOf(url)}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}

/** A readable name from an image address ("/static/classes/sniper-elite.svg" → "sniper elite"). */
function imageNameOf(url: string): string | undefined {
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const base = file.replace(/\.[a-z0-9]+$/i, '');
  // Uploaded files carry random names; those read worse than the fallback.
  if (!base || /^[0-9a-f-]{16,}$/i.test(base)) return undefined;
  return base.replace(/[-_]+/g, ' ');
}
