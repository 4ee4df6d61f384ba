/** The labels of the notifications screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const NOTIFICATIONS_SCREEN = {
  /** A desktop notification of a chat message from someone else (its body is the message). */
  chatMessage: (username: string) => `${username} in the chat`,
  /** A desktop notification of one's own cash-out changing status (its body is the status text). */
  yourCashout: 'Your cash-out',
} as const;
