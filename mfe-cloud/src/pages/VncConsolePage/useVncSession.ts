import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type RFB from '@novnc/novnc';
import { isApiError } from '@portal/shared-sdk';
import { useApiErrorMessage } from '@portal/shared-ui';
import { useVncAccessMutation } from '../../data/servers/vnc-access-mutation';
import { keystrokesFor } from './keystrokes';

/** Where the console stands, for its status line (and `data-state` for tests). */
export type ConsoleState = 'requesting' | 'connecting' | 'connected' | 'lost' | 'refused' | 'off' | 'failed';

export type RfbClass = typeof RFB;

/** noVNC, loaded only in the browser and only for the console (it touches `window` when imported). */
export const loadNoVnc = (): Promise<RfbClass> => import('@novnc/novnc').then((m) => m.default);

/** noVNC has no handshake timeout of its own: a server that never answers would leave "Connecting…" forever. */
export const CONNECT_TIMEOUT_MS = 15_000;
/** ms between the keys of pasted text, so a console keeps up */
const TYPING_DELAY_MS = 5;

export interface VncSessionOptions {
  serverId: number;
  /** the server is running: only then is there a console */
  running: boolean;
  /** the element noVNC draws its canvas into */
  target: RefObject<HTMLDivElement | null>;
  /** fit the screen into the window, or show it 1:1 with scrollbars */
  fit: boolean;
  loadRfb?: () => Promise<RfbClass>;
}

/**
 * One console session: a new single-use token for every (re)connect, fetched inside the effect that
 * makes the RFB object (so React's double effects never reuse one), events of a replaced session
 * ignored, the RFB disconnected only while it is still connected.
 */
export function useVncSession({ serverId, running, target, fit, loadRfb = loadNoVnc }: VncSessionOptions) {
  const errorMessage = useApiErrorMessage();
  const { mutateAsync: requestAccess } = useVncAccessMutation();
  const [state, setState] = useState<ConsoleState>(running ? 'requesting' : 'off');
  const [desktop, setDesktop] = useState<string>();
  const [detail, setDetail] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [typing, setTyping] = useState(false);
  const current = useRef<RFB | null>(null);
  const fitRef = useRef(fit);
  // what the effect calls but must not restart for: a new function identity on every render
  const calls = useRef({ requestAccess, errorMessage, loadRfb });
  useEffect(() => {
    calls.current = { requestAccess, errorMessage, loadRfb };
  });

  useEffect(() => {
    fitRef.current = fit;
    if (current.current) current.current.scaleViewport = fit;
  }, [fit]);

  useEffect(() => {
    if (!running) {
      setState('off');
      return undefined;
    }
    let cancelled = false;
    let rfb: RFB | null = null;
    let connected = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = () => {
      if (rfb && current.current === rfb) {
        current.current = null;
        rfb.disconnect();
      }
    };
    setState('requesting');
    setDetail(undefined);
    setDesktop(undefined);
    void (async () => {
      try {
        const grant = await calls.current.requestAccess({ serverId });
        const Rfb = await calls.current.loadRfb();
        if (cancelled || !target.current) return;
        setState('connecting');
        const session = new Rfb(target.current, grant.url, {
          wsProtocols: ['binary'],
          ...(grant.password ? { credentials: { password: grant.password } } : {}),
        });
        rfb = session;
        current.current = session;
        session.scaleViewport = fitRef.current;
        session.resizeSession = false;
        timer = setTimeout(() => {
          if (connected || current.current !== session) return;
          close();
          setState('failed');
        }, CONNECT_TIMEOUT_MS);
        session.addEventListener('connect', () => {
          if (current.current !== session) return;
          connected = true;
          clearTimeout(timer);
          setState('connected');
          session.focus();
        });
        session.addEventListener('disconnect', (event) => {
          clearTimeout(timer);
          if (current.current !== session) return;
          current.current = null;
          // before connecting, a refused token (bad, used or expired) closes uncleanly; after, the server went away
          setState(connected ? 'lost' : event.detail.clean ? 'lost' : 'refused');
        });
        session.addEventListener('desktopname', (event) => setDesktop(event.detail.name));
        session.addEventListener('credentialsrequired', () =>
          session.sendCredentials({ password: grant.password ?? '' }),
        );
        session.addEventListener('securityfailure', (event) =>
          setDetail(event.detail.reason?.replace(/\0/g, '').trim() || undefined),
        );
      } catch (error) {
        if (cancelled) return;
        // the provider refuses the console of a server that is not running
        if (isApiError(error) && error.status === 409) return setState('off');
        setDetail(calls.current.errorMessage(error));
        setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      close();
    };
  }, [attempt, serverId, running, target]);

  const reconnect = useCallback(() => setAttempt((n) => n + 1), []);

  const sendCtrlAltDel = useCallback(() => {
    current.current?.sendCtrlAltDel();
    current.current?.focus();
  }, []);

  /** Types the text into the console as key events, one key every few ms; the caller waits for it. */
  const typeText = useCallback(async (text: string) => {
    const session = current.current;
    if (!session) return;
    setTyping(true);
    try {
      for (const [keysym, down] of keystrokesFor(text)) {
        if (current.current !== session) break;
        session.sendKey(keysym, null, down);
        await new Promise((resolve) => setTimeout(resolve, TYPING_DELAY_MS));
      }
    } finally {
      setTyping(false);
      session.focus();
    }
  }, []);

  return { state, desktop, detail, typing, reconnect, sendCtrlAltDel, typeText };
}
