/**
 * The OCR worker pool (docs/product/results.md#reading-a-screenshot). Each Tesseract worker is a
 * worker thread of its own, so recognising never blocks the event loop; the workers start at the
 * first read, not with the server. At most `workers` screens are read at once and at most
 * `queue` more wait: beyond that a read is refused at once (429 with Retry-After), since a long
 * wait would only end in the time bound. A read that passes its time bound fails (503) and its
 * worker is ended and replaced, so a screen that makes Tesseract churn frees its thread.
 *
 * No network at run time: the engine's WebAssembly comes from the tesseract.js-core package and
 * the English model from @tesseract.js-data/eng, both in node_modules; nothing is cached to disk.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import { RESULTS_TEXT, type ScreenRead } from '@squadhub/shared';
import { busy, unavailable } from '../../domain/errors.js';
import { parseScreen } from './parse-screen.js';
import { cropScreen, prepareScreen, repeated, type PreparedScreen } from './preprocess.js';
import type { Word } from './screen-words.js';

const require = createRequire(import.meta.url);
/** The integer-quantised "best" English LSTM model: as accurate as "best", about as fast as "fast". */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Screens one user may have read or waiting at once: a team's phone sends one or two. */
export const READS_PER_USER = 2;

export interface ScreenReaderOptions {
  workers: number;
  queue: number;
  timeoutMs: number;
}

interface Slot {
  worker: Promise<Worker> | null;
  busy: boolean;
  /** The read recognising a screen now: if it times out it ends this worker, not one still starting. */
  recognising: AbortController | null;
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', 1 /* OEM.LSTM_ONLY */, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
  });
  await worker.setParameters({ user_defined_dpi: '300' });
  return worker;
}

/** A figure is read again three times over (preprocess.ts `repeated`). */
const REPEATS = 3;

/**
 * The count a read of a figure repeated REPEATS times says, or '' when the copies disagree:
 * "444", "44" (a copy missed), "955" (one misread) → 4, 4, 5; "111111" or "11 11 11" → 11. The
 * figure is the run of one or two digits found most nearly REPEATS times, found at least twice.
 */
export function repeatedCount(text: string): string {
  const digits = text.replace(/\s+/g, '');
  let best = { figure: '', miss: Infinity };
  for (const length of [1, 2]) {
    const votes = new Map<string, number>();
    for (let i = 0; i + length <= digits.length; i += length) {
      const figure = digits.slice(i, i + length);
      votes.set(figure, (votes.get(figure) ?? 0) + 1);
    }
    for (const [figure, count] of votes) {
      const miss = Math.abs(count - REPEATS);
      if (count >= 2 && count * length >= (2 * digits.length) / 3 && miss < best.miss) best = { figure, miss };
    }
  }
  return best.figure;
}

/**
 * Reads the whole screen, then each number that matters again, alone (services/results/parse-screen.ts):
 * a count as digits only, its figure repeated; a placement as one line. The boxes are in the
 * coordinates of the page Tesseract read, turned upright by the angle it found (preprocess.ts
 * finds each box back).
 */
async function readPrepared(worker: Worker, screen: PreparedScreen, signal: AbortSignal): Promise<ScreenRead> {
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, tessedit_char_whitelist: '' });
  // Words as TSV, a string: the block tree of every symbol would be copied to this thread and
  // built into objects here, a delay of the event loop on every read.
  const { data } = await worker.recognize(screen.png, { rotateAuto: true }, { tsv: true, blocks: false, text: false });
  const rotateRadians = data.rotateRadians ?? 0;
  let current = '';
  const use = async (mode: PSM, whitelist: string) => {
    if (current === `${mode}:${whitelist}`) return;
    current = `${mode}:${whitelist}`;
    await worker.setParameters({ tessedit_pageseg_mode: mode, tessedit_char_whitelist: whitelist });
  };
  const textOf = async (image: Buffer) => (await worker.recognize(image, {}, { text: true })).data.text.trim();
  return parseScreen(wordsOfTsv(data.tsv ?? ''), async (box, kind) => {
    signal.throwIfAborted();
    const crop = await cropScreen(screen, box, rotateRadians);
    if (kind === 'placement') {
      await use(PSM.SINGLE_LINE, '');
      return textOf(crop);
    }
    // Read as one character, the repeated figure comes back as its digits run together; a
    // figure that reading misses (a narrow "0") is found as a word, a line, or a raw line (no
    // layout analysis: it read a lone "0" the other modes all missed, bench/RESULTS.md).
    const copies = await repeated(crop, REPEATS);
    for (const mode of [PSM.SINGLE_CHAR, PSM.SINGLE_WORD, PSM.SINGLE_LINE, PSM.RAW_LINE]) {
      await use(mode, '0123456789');
      const figure = repeatedCount(await textOf(copies));
      if (figure) return figure;
    }
    return '';
  });
}

/** The words of Tesseract's TSV: level 5 rows, with left, top, width, height and the text last. */
export function wordsOfTsv(tsv: string): Word[] {
  return tsv.split('\n').flatMap((row) => {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) return [];
    const [left, top, width, height] = cells.slice(6, 10).map(Number) as [number, number, number, number];
    const text = cells.slice(11).join('\t').trim();
    return text ? [{ text, x0: left, y0: top, x1: left + width, y1: top + height }] : [];
  });
}

export class ScreenReader {
  private readonly slots: Slot[];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  /** Reads in flight or waiting, by the user who sent them. */
  private readonly byUser = new Map<string, number>();

  constructor(private readonly options: ScreenReaderOptions) {
    this.slots = Array.from({ length: options.workers }, () => ({ worker: null, busy: false, recognising: null }));
  }

  /** Screens being read or waiting. */
  get load(): number {
    return this.slots.filter((s) => s.busy).length + this.waiting.length;
  }

  /**
   * Reads one screen's bytes (already judged an image) for `user`. Throws 429 when the queue is
   * full or the user already has READS_PER_USER reads going, and 503 when the read passes its
   * time bound.
   */
  async read(image: Buffer, user: string): Promise<ScreenRead> {
    const own = this.byUser.get(user) ?? 0;
    if (this.load >= this.options.workers + this.options.queue || own >= READS_PER_USER) {
      throw busy(RESULTS_TEXT.readerBusy, this.retryAfterSeconds());
    }
    this.byUser.set(user, own + 1);
    try {
      return await this.readInTurn(image);
    } finally {
      const left = (this.byUser.get(user) ?? 1) - 1;
      if (left) this.byUser.set(user, left);
      else this.byUser.delete(user);
    }
  }

  private async readInTurn(image: Buffer): Promise<ScreenRead> {
    const deadline = Date.now() + this.options.timeoutMs;
    const slot = await this.take();
    const abort = new AbortController();
    try {
      return await this.within(deadline, abort, slot, async () => {
        const prepared = await prepareScreen(image);
        slot.worker ??= startWorker();
        const worker = await slot.worker;
        abort.signal.throwIfAborted();
        slot.recognising = abort;
        try {
          return await readPrepared(worker, prepared, abort.signal);
        } finally {
          if (slot.recognising === abort) slot.recognising = null;
        }
      });
    } finally {
      this.give(slot);
    }
  }

  /**
   * Starts every worker now (a serving instance, at start): loading the model takes seconds on a
   * busy machine, which the first reads would otherwise spend inside their time bound. Tests
   * and tools leave them to start at their first read.
   */
  warm(): void {
    for (const slot of this.slots) slot.worker ??= startWorker();
  }

  /** Ends every worker (the server's shutdown). */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => this.endWorker(slot)));
  }

  /** A guess of when a place frees up: the queue ahead, a time bound's share each. */
  private retryAfterSeconds(): number {
    const perRead = Math.min(this.options.timeoutMs, 8_000) / 1000;
    return Math.max(1, Math.ceil((this.load / this.options.workers) * perRead));
  }

  private take(): Promise<Slot> {
    const idle = this.slots.find((s) => !s.busy);
    if (idle) {
      idle.busy = true;
      return Promise.resolve(idle);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else slot.busy = false;
  }

  /**
   * `work`, or the time-bound refusal at `deadline`. Past it the work is told to stop (it checks
   * between its steps), and a worker caught recognising is ended, so it frees its thread; one
   * still starting is left to start, for the next read.
   */
  private async within<T>(deadline: number, abort: AbortController, slot: Slot, work: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => {
          const refusal = unavailable(RESULTS_TEXT.readTimedOut);
          abort.abort(refusal);
          if (slot.recognising === abort) void this.endWorker(slot);
          reject(refusal);
        },
        Math.max(0, deadline - Date.now()),
      );
    });
    try {
      return await Promise.race([work(), expired]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async endWorker(slot: Slot): Promise<void> {
    const worker = slot.worker;
    slot.worker = null;
    if (worker) await worker.then((w) => w.terminate()).catch(() => undefined);
  }
}
