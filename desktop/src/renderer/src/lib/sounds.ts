/**
 * Short tones made with the Web Audio API (docs/product/limits.md#sounds; no sound files). One shared AudioContext,
 * created on first use; browsers keep it suspended until a user gesture, so a tone before any
 * click is silently skipped rather than failing.
 */
import { shell } from './shell';

type Wave = OscillatorType;
interface Note {
  /** Hz */
  freq: number;
  /** seconds after the start of the sound */
  at: number;
  /** seconds */
  duration: number;
  wave?: Wave;
  /** 0..1, relative to the sound's volume */
  gain?: number;
}

let audio: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  audio ??= new Ctor();
  if (audio.state === 'suspended') void audio.resume().catch(() => {});
  return audio;
}

let muted = false;
// The desktop tray's "Mute sounds" (alerts still show, silently): the bridge reports its state at
// once, then each change, so the first tone already knows it.
shell.onMutedChange((value) => {
  muted = value;
});

function play(notes: Note[], volume: number): void {
  if (muted) return;
  const ctx = context();
  if (!ctx) return;
  try {
    const start = ctx.currentTime + 0.01;
    for (const n of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = n.wave ?? 'sine';
      osc.frequency.setValueAtTime(n.freq, start + n.at);
      const peak = Math.max(0.0001, volume * (n.gain ?? 1));
      // A quick attack and an exponential release: a click-free blip.
      gain.gain.setValueAtTime(0.0001, start + n.at);
      gain.gain.exponentialRampToValueAtTime(peak, start + n.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + n.at + n.duration);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + n.at);
      osc.stop(start + n.at + n.duration + 0.02);
    }
  } catch {
    // Audio is a nicety: never let it break an action.
  }
}

/** Opening a tournament card. */
export const playCardClick = () => play([{ freq: 660, at: 0, duration: 0.06, wave: 'triangle' }], 0.25);

/** Clicking a slot in the grid. */
export const playSlotClick = () =>
  play(
    [
      { freq: 520, at: 0, duration: 0.05, wave: 'square', gain: 0.5 },
      { freq: 780, at: 0.04, duration: 0.06, wave: 'square', gain: 0.5 },
    ],
    0.2,
  );

/** Coins received (refund, prize, purchase). */
export const playCoinWin = () =>
  play(
    [
      { freq: 988, at: 0, duration: 0.08, wave: 'triangle' },
      { freq: 1319, at: 0.08, duration: 0.22, wave: 'triangle' },
    ],
    0.35,
  );

/** Coins spent (entry fee). */
export const playCoinLoss = () =>
  play(
    [
      { freq: 660, at: 0, duration: 0.1, wave: 'triangle' },
      { freq: 440, at: 0.1, duration: 0.18, wave: 'triangle' },
    ],
    0.3,
  );

/** The room-ready tone: a bright three-note call, repeated by the room alert every 2 s. */
export const playRoomTone = () =>
  play(
    [
      { freq: 784, at: 0, duration: 0.14, wave: 'sawtooth', gain: 0.6 },
      { freq: 988, at: 0.16, duration: 0.14, wave: 'sawtooth', gain: 0.6 },
      { freq: 1319, at: 0.32, duration: 0.3, wave: 'sawtooth', gain: 0.6 },
    ],
    0.4,
  );

/** A new chat message (docs/product/limits.md#sounds: volume 0.5). */
export const playChatMessage = () =>
  play(
    [
      { freq: 880, at: 0, duration: 0.07 },
      { freq: 1175, at: 0.07, duration: 0.12 },
    ],
    0.5,
  );
