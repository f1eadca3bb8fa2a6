import { useEffect, useRef, useState } from 'react';
import { COUNTER_ANIMATION_MS } from '@portal/shared-sdk';

/**
 * Counts from the last shown value to `target` over COUNTER_ANIMATION_MS (1 s), easing
 * out; a new target while counting starts from wherever the count is.
 */
export function useAnimatedNumber(target: number, durationMs = COUNTER_ANIMATION_MS): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - started) / durationMs);
      const eased = 1 - (1 - t) ** 3;
      const value = t >= 1 ? target : Math.round(from + (target - from) * eased);
      shownRef.current = value;
      setShown(value);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}
