/**
 * The parts of the app that only a signed-in player's screens draw: the room-ready alarm, the
 * alerts and toasts of their own money, seats and tournaments (every such event goes to its owner,
 * a room's insiders or admins), the header's account controls, the dashboard's money, Create
 * Tournament and Post Open Lobby buttons, a card's room details and host buttons. A visitor's first
 * download leaves their code out (docs/design/phones.md#the-first-download); with a session it
 * is fetched beside the entry (`preloadSignedInParts`, main.tsx), so a player's first screen
 * draws them in its first render.
 */
import { afterFirstContent } from '../../lib/first-content';
import { lazyComponent } from '../../lib/lazy';

/** The header's name, balance, My Account and Log out. */
export const AccountControls = lazyComponent(() => import('./AccountControls').then((m) => m.AccountControls), null);

const moneyButtons = () => import('../money/MoneyButtons');

export const CashOutButton = lazyComponent(() => moneyButtons().then((m) => m.CashOutButton), null);
export const BuyCoinsButton = lazyComponent(() => moneyButtons().then((m) => m.BuyCoinsButton), null);
export const TransferButton = lazyComponent(() => moneyButtons().then((m) => m.TransferButton), null);
export const CreateTournamentButton = lazyComponent(
  () => import('../tournaments/CreateTournamentButton').then((m) => m.CreateTournamentButton),
  null,
);

export const PostLobbyButton = lazyComponent(
  () => import('../play/PostLobbyButton').then((m) => m.PostLobbyButton),
  null,
);

/** The room-ready alert: mounted once a session exists, in the layout (so on every page). */
export const RoomAlertHost = lazyComponent(
  () => import('../tournament/RoomAlertHost').then((m) => m.RoomAlertHost),
  null,
);

/** Toasts of the player's own coins, cash-outs, tournaments and seats: they may wait for the first content. */
export const LiveToasts = lazyComponent(
  afterFirstContent(() => import('../notifications/LiveToasts').then((m) => m.LiveToasts)),
  null,
);

/** Reminders, check-in, waitlist offers, chat and cash-outs out of sight, a missed results deadline. */
export const ShellAlerts = lazyComponent(
  afterFirstContent(() => import('../notifications/ShellAlerts').then((m) => m.ShellAlerts)),
  null,
);

const cardExtras = () => import('../tournament/CardPlayExtras');
/** A card's room details: only a room's insiders receive them. */
export const CardRoomDetails = lazyComponent(() => cardExtras().then((m) => m.CardRoomDetails), null);
/** Send Room Code, Stop Entries, Select Winners: for who manages the tournament. */
export const CreatorPlayActions = lazyComponent(() => cardExtras().then((m) => m.CreatorPlayActions), null);

/**
 * Fetches the parts a first render with a session may draw, each ready to draw at once (the
 * alerts and toasts follow after the first content).
 */
export const preloadSignedInParts = (): Promise<unknown> =>
  Promise.all(
    [
      AccountControls,
      CashOutButton,
      BuyCoinsButton,
      TransferButton,
      CreateTournamentButton,
      PostLobbyButton,
      RoomAlertHost,
      CardRoomDetails,
      CreatorPlayActions,
    ].map((part) => part.preload()),
  );
