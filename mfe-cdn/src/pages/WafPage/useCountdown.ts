import { useEffect, useState } from 'react';

/**
 * Seconds left of `secondsLeft` (as the provider counted them when its answer arrived at
 * `countedAt`, ms) ticking down each second; `onEnd` once it reaches 0. The provider's clock
 * decides: the browser's only counts the time since the answer.
 */
export function useCountdown(secondsLeft: number, countedAt: number, onEnd: () => void): number {
  const left = () => Math.max(0, secondsLeft - Math.floor((Date.now() - countedAt) / 1000));
  const [now, setNow] = useState(left);
  useEffect(() => {
    setNow(left());
    if (secondsLeft <= 0) return undefined;
    const timer = setInterval(() => {
      const value = left();
      setNow(value);
      if (value === 0) {
        clearInterval(timer);
        onEnd();
      }
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restart only for a new answer
  }, [secondsLeft, countedAt]);
  return now;
}
