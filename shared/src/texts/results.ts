/** Texts of reading a team's end-of-match screen (docs/product/results.md#reading-a-screenshot). */
export const RESULTS_TEXT = {
  readerBusy: 'Too many screenshots are being read right now: try again in a few seconds',
  readTimedOut: 'The screenshot took too long to read: try a sharper or smaller screenshot',
  screenTooSmall: (minSide: number) =>
    `The image is too small to be a screenshot: at least ${minSide} pixels on its shorter side`,
  notOnlyAnImage: 'The file holds more than an image: send the screenshot as the phone saved it',
} as const;
