/** The labels of the desktop-app screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const DESKTOP_APP_TEXT = {
  /** The tray icon's menu. */
  tray: {
    open: 'Open Squadhub',
    openUnread: (unread: number) => `Open Squadhub (${unread} unread)`,
    hostConsole: 'Host console',
    mute: 'Mute sounds',
    startAtLogin: 'Start at login',
    quit: 'Quit Squadhub',
  },
  /** The tray icon's tooltip while alerts wait unread ("Squadhub" alone otherwise). */
  unreadTooltip: (unread: number) => `Squadhub: ${unread} unread ${unread === 1 ? 'alert' : 'alerts'}`,
  hostConsoleTitle: 'Squadhub host console',
  /** The question once an update is downloaded. */
  update: {
    ready: (version: string) => `Squadhub ${version} is ready to install`,
    detail: 'Restart now to finish updating. If you are live, choose Later: it installs when you quit.',
    restartNow: 'Restart now',
    later: 'Later',
  },
} as const;
