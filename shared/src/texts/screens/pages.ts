/** The labels of the pages screens: headings, buttons, fields, hints (docs/product/texts.md). */
export const PAGES_SCREEN = {
  /** My Account (AccountPage). */
  account: {
    title: 'My Account',
    loginPrompt: 'Please login to view your account',
  },

  /** The dashboard (DashboardPage). */
  dashboard: {
    /** The page's one h1, for screen readers. */
    heading: 'Squadhub tournaments',
    actions: 'Actions',
    /** The toolbar's link to the cups (its own screens' texts load with them). */
    cups: 'Cups',
  },

  /** The host console, /host and /host/:id (HostConsolePage). */
  hostConsole: {
    heading: 'Host console',
    loginPrompt: 'Log in to Squadhub to host a tournament here.',
    cannotShow: 'This tournament cannot be shown.',
    notManager: 'Only the creator or an admin hosts this tournament.',
    finalized: 'Finalized',
    live: 'Live',
    pool: 'Pool',
    slotsFilled: 'Slots filled',
    copyOverlay: 'Copy overlay link',
    sections: 'Host console sections',
    results: 'Results',
    tournamentPage: 'Tournament page',
    allTournaments: 'All tournaments',
    noneHosted: 'No tournament to host yet: create one from the dashboard, and open it here once approved.',
  },

  /** /reset-password (ResetPasswordPage). */
  resetPassword: {
    title: 'Reset Password',
    done: 'You can now log in with your new password.',
    submit: 'Reset password',
    hint: 'At least 8 characters.',
  },

  /** /reset-username (ResetUsernamePage). */
  resetUsername: {
    title: 'Reset Username',
    changed: (oldName: string, newName: string) => `${oldName} is now ${newName}.`,
    submit: 'Update username',
    label: 'New username',
    hint: (max: number) => `3 to ${max} characters. This is the name other players see.`,
  },

  /** The tournament page (TournamentPage), before the tournament has loaded. */
  tournament: {
    heading: 'Tournament',
  },
} as const;
