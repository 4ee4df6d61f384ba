/**
 * Shrinks a text's font size, step by step, until it fits the lines its box allows (its CSS caps
 * its height at two lines, or one): a long tournament title stays whole on a 1920 canvas
 * instead of running off the panel. Below the smallest size the CSS line clamp ends it with an
 * ellipsis. Measured again when the text changes and once the fonts are ready.
 */
import { useLayoutEffect, useRef, useState } from 'react';

const STEP_PX = 2;

export function useFitText<T extends HTMLElement>(text: string, maxPx: number, minPx: number) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState(maxPx);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      let px = maxPx;
      el.style.fontSize = `${px}px`;
      // The box is clamped to its lines: text taller or wider than it did not fit.
      const overflows = () => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
      while (px > minPx && overflows()) {
        px = Math.max(minPx, px - STEP_PX);
        el.style.fontSize = `${px}px`;
      }
      setSize(px);
    };
    fit();
    let stopped = false;
    void document.fonts?.ready.then(() => !stopped && fit());
    return () => {
      stopped = true;
    };
  }, [text, maxPx, minPx]);

  return { ref, style: { fontSize: `${size}px` } };
}
