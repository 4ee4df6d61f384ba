/** The labels of the squads screens: headings, buttons, fields, hints (docs/product/texts.md). */
import { MONEY_VALIDATION } from '../money.js';
import { SQUAD_NOTICE } from '../squads.js';

export const SQUADS_SCREEN = {
  /** A reserved team with its captain's squad ("Team 3 · ace's squad"). */
  teamSquad: (team: number, captain: string) => `Team ${team} · ${SQUAD_NOTICE.squadName(captain)}`,
  releaseHoldTitle: `${SQUAD_NOTICE.releaseHold}?`,
  /** The name of a team card's Reserve button: its visible words first, then the team. */
  reserveFor: (fee: number, team: number) => `${SQUAD_NOTICE.reserve} ${fee} coins, team ${team}`,
  reserveFree: (team: number) => `${SQUAD_NOTICE.reserve} free, team ${team}`,
  /** After a checked-in player's name, for assistive technology. */
  checkedInMark: '(checked in)',
  dismiss: 'Dismiss',
  /** The panel a squad's invite link opens. */
  invite: {
    dismiss: 'Dismiss invite',
    logIn: 'Log in',
    register: 'Register',
    shortOfCoins: (fee: number, balance: number) =>
      `${MONEY_VALIDATION.insufficientCoins}: your seat costs ${fee} coins and you have ${balance}.`,
    fee: (fee: number) => `${fee} coins`,
  },
  /** The invite code, shown to the captain and typed in by a player (docs/product/squads.md#joining-a-squad). */
  inviteCode: {
    codeLabel: 'Invite code',
    codeHint: 'Read it out to your squad: they type it under "Have an invite code?".',
    copy: 'Copy code',
    copied: 'Invite code copied',
    otherDevice: 'No code on this device: a new invite link shows one here (the old link and code stop working).',
    haveCode: 'Have an invite code?',
    typeCode: 'Invite code from your captain',
    typeHint: 'With or without the dash, in capitals or not.',
    notACode: 'An invite code is 10 letters and digits, like K7QMZ-29XDA.',
    open: 'Find my squad',
  },
} as const;
