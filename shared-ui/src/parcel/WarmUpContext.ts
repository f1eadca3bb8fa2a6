import { createContext } from 'react';

/** Present only inside a parcel's warm-up render (createParcel's `warm`), never in a mounted parcel. */
export interface WarmUp {
  /** an area's index redirect asks the warm-up to render the page it leads to as well */
  follow(path: string): void;
}

export const WarmUpContext = createContext<WarmUp | null>(null);
