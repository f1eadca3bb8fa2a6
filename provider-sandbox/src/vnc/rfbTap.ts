/** A key the browser sent to a console: pressed or released, its X keysym. */
export interface TappedKey {
  down: boolean;
  keysym: number;
}

/** `+ffe3` for Control_L pressed, `-ffe3` released: how the sandbox lists the keys a console received. */
export function formatKey(key: TappedKey): string {
  return `${key.down ? '+' : '-'}${key.keysym.toString(16)}`;
}

/**
 * Follows the client→server half of an RFB 3.8 session (security None or VncAuth) and reports
 * every key event: KeyEvent (type 4) and QEMU's extended key event (255/0). It reads the framing of
 * each message the client may send, so it keeps step through pointer, pixel-format, encoding,
 * update, clipboard, fence, continuous-update and desktop-size messages; on a message it does not
 * know it stops (the bridge still forwards every byte).
 */
export function createRfbTap(onKey: (key: TappedKey) => void): (chunk: Buffer) => void {
  let buffer = Buffer.alloc(0);
  let phase: 'version' | 'security' | 'auth' | 'init' | 'messages' | 'lost' = 'version';

  /** The length of the message at the start of the buffer, or null until enough bytes say it. */
  const messageLength = (b: Buffer): number | null | 'unknown' => {
    const type = b[0] as number;
    const need = (n: number) => (b.length >= n ? true : null);
    switch (type) {
      case 0:
        return 20;
      case 2:
        return need(4) && 4 + 4 * b.readUInt16BE(2);
      case 3:
        return 10;
      case 4:
        return 8;
      case 5:
        return 6;
      case 6:
        return need(8) && 8 + Math.abs(b.readInt32BE(4));
      case 150:
        return 10;
      case 248:
        return need(9) && 9 + (b[8] as number);
      case 251:
        return need(8) && 8 + 16 * (b[6] as number);
      case 255:
        return 12;
      default:
        return 'unknown';
    }
  };

  return (chunk) => {
    if (phase === 'lost') return;
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (phase === 'version') {
        if (buffer.length < 12) return;
        buffer = buffer.subarray(12);
        phase = 'security';
      } else if (phase === 'security') {
        if (buffer.length < 1) return;
        phase = buffer[0] === 2 ? 'auth' : 'init';
        buffer = buffer.subarray(1);
      } else if (phase === 'auth') {
        if (buffer.length < 16) return;
        buffer = buffer.subarray(16);
        phase = 'init';
      } else if (phase === 'init') {
        if (buffer.length < 1) return;
        buffer = buffer.subarray(1);
        phase = 'messages';
      } else {
        if (buffer.length < 1) return;
        const length = messageLength(buffer);
        if (length === 'unknown') {
          phase = 'lost';
          return;
        }
        if (length === null || buffer.length < length) return;
        const type = buffer[0];
        if (type === 4) onKey({ down: buffer[1] === 1, keysym: buffer.readUInt32BE(4) });
        if (type === 255 && buffer[1] === 0)
          onKey({ down: buffer.readUInt16BE(2) === 1, keysym: buffer.readUInt32BE(4) });
        buffer = buffer.subarray(length);
      }
    }
  };
}
