import * as React from 'react';
import type { ParcelProps } from '@portal/shared-sdk';

/** What single-spa passes to a parcel: the shell's ParcelProps plus single-spa's own. */
export type ParcelLifecycleProps = ParcelProps & { name?: string; domElement?: HTMLElement };

/** A location for an address (`/financial?tab=1`), as a warm-up renders it. */
export function locationOf(path: string): ParcelProps['location'] {
  const url = new URL(path, 'http://portal.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key: 'warm-up' };
}

/** A location's address. */
export const pathOf = (location: ParcelProps['location']) =>
  `${location.pathname}${location.search}${location.hash}`;

// what single-spa adds to the props on every lifecycle call (mountParcel is bound afresh each time)
const SINGLE_SPA_PROPS = new Set(['name', 'mountParcel', 'singleSpa', 'unmountSelf']);

/**
 * The same page with the same props: every prop identical but the location, which may differ in
 * its history key only (the shell confirming an address the parcel already shows).
 */
export function sameProps(a: ParcelLifecycleProps, b: ParcelLifecycleProps): boolean {
  const keys = Object.keys(b).filter((k) => !SINGLE_SPA_PROPS.has(k));
  if (keys.length !== Object.keys(a).filter((k) => !SINGLE_SPA_PROPS.has(k)).length) return false;
  return keys.every((k) => {
    if (k !== 'location') return Object.is(a[k], b[k]);
    return samePlace(a.location, b.location);
  });
}

/** The same place: address and history state (the history key aside, as in sameProps). */
export const samePlace = (a: ParcelProps['location'], b: ParcelProps['location']) =>
  pathOf(a) === pathOf(b) && (a.state ?? null) === (b.state ?? null);

/** The same props for the parcel's components: what single-spa adds and the element aside. */
export function sameContract(a: ParcelLifecycleProps, b: ParcelLifecycleProps): boolean {
  const keys = (p: ParcelLifecycleProps) =>
    Object.keys(p).filter((k) => !SINGLE_SPA_PROPS.has(k) && k !== 'domElement');
  const ka = keys(a);
  return ka.length === keys(b).length && ka.every((k) => Object.is(a[k], b[k]));
}

/** `value`, or the one held from an earlier render while `same` says nothing changed. */
export function useHeld<T>(value: T, same: (a: T, b: T) => boolean): T {
  const [held, setHeld] = React.useState(value);
  if (held === value || same(held, value)) return held;
  setHeld(value);
  return value;
}
