import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dnsListSearch, dnsListStateOf, type DnsListState } from './dnsListState';

/**
 * The record list's search, type, page and size, kept in the address. The search box answers
 * each keystroke from its own state (the address follows as a transition, replacing the history
 * entry); a change of the address from elsewhere (back, a link) replaces it.
 */
export function useDnsListState(): [DnsListState, (change: Partial<DnsListState>) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = dnsListStateOf(params);
  const [state, setState] = useState(fromAddress);
  const written = useRef(dnsListSearch(fromAddress).toString());
  const addressKey = dnsListSearch(fromAddress).toString();

  useEffect(() => {
    if (addressKey !== written.current) {
      written.current = addressKey;
      setState(dnsListStateOf(new URLSearchParams(addressKey)));
    }
  }, [addressKey]);

  const current = useRef(state);
  current.current = state;

  const change = useCallback(
    (patch: Partial<DnsListState>) => {
      // a new search, type or size starts again from the first page
      const next = { ...current.current, ...patch, ...(patch.page === undefined && { page: 1 }) };
      current.current = next;
      written.current = dnsListSearch(next).toString();
      setState(next);
      // the address (and the routes that read it) after the records are drawn: a transition, so
      // the keystroke's rows are painted first
      startTransition(() => setParams((p) => dnsListSearch(next, p), { replace: true }));
    },
    [setParams],
  );
  return [state, change];
}
