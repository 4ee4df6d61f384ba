/**
 * The OBS overlay (/overlay/tournaments/:id, or a cup's leaders at /overlay/cups/:id): a separate,
 * small entry of the web build that a streamer adds as a 1920x1080 browser source. No login, no
 * app shell: it reads public views only and follows them live through an anonymous socket.
 */
import '../lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showLanguage } from '../lib/language';
import { OverlayApp } from './OverlayApp';
import { CupLeadersOverlay } from './CupLeadersOverlay';
import { overlayCupId, overlayOptions, overlayTournamentId } from './overlayState';
import './overlay.css';

const options = overlayOptions(window.location.search);
const cupId = overlayCupId(window.location.pathname);
document.documentElement.dataset.theme = options.theme;

// Drawn in its language from the first frame a stream shows (English needs nothing loaded).
void showLanguage(options.language, { remember: false })
  .catch(() => {})
  .then(() =>
    createRoot(document.getElementById('overlay')!).render(
      <StrictMode>
        {cupId ? (
          <CupLeadersOverlay cupId={cupId} />
        ) : (
          <OverlayApp tournamentId={overlayTournamentId(window.location.pathname)} options={options} />
        )}
      </StrictMode>,
    ),
  );
