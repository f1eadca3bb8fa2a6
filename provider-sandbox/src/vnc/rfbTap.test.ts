import { createRfbTap, formatKey, type TappedKey } from './rfbTap';

const handshake = () => Buffer.concat([Buffer.from('RFB 003.008\n'), Buffer.from([1]), Buffer.from([1])]);
const keyEvent = (down: boolean, keysym: number) => {
  const b = Buffer.alloc(8);
  b[0] = 4;
  b[1] = down ? 1 : 0;
  b.writeUInt32BE(keysym, 4);
  return b;
};
const qemuKey = (down: boolean, keysym: number, keycode: number) => {
  const b = Buffer.alloc(12);
  b[0] = 255;
  b[1] = 0;
  b.writeUInt16BE(down ? 1 : 0, 2);
  b.writeUInt32BE(keysym, 4);
  b.writeUInt32BE(keycode, 8);
  return b;
};

function tapAll(chunks: Buffer[]): string[] {
  const keys: TappedKey[] = [];
  const tap = createRfbTap((k) => keys.push(k));
  for (const c of chunks) tap(c);
  return keys.map(formatKey);
}

describe('createRfbTap', () => {
  it('reports key events after the handshake, among the other messages the client sends', () => {
    const setEncodings = Buffer.from([2, 0, 0, 2, 0, 0, 0, 7, 0, 0, 0, 0]);
    const update = Buffer.from([3, 1, 0, 0, 0, 0, 4, 0, 3, 0]);
    const pointer = Buffer.from([5, 1, 0, 10, 0, 20]);
    const pixelFormat = Buffer.alloc(20);
    const cut = Buffer.concat([Buffer.from([6, 0, 0, 0, 0, 0, 0, 3]), Buffer.from('abc')]);
    const fence = Buffer.from([248, 0, 0, 0, 0, 0, 0, 0, 2, 9, 9]);
    const continuous = Buffer.from([150, 1, 0, 0, 0, 0, 4, 0, 3, 0]);
    expect(
      tapAll([
        handshake(),
        pixelFormat,
        setEncodings,
        update,
        keyEvent(true, 0x61),
        pointer,
        cut,
        fence,
        continuous,
        keyEvent(false, 0x61),
      ]),
    ).toEqual(['+61', '-61']);
  });

  it("reads QEMU's extended key events", () => {
    expect(tapAll([handshake(), qemuKey(true, 0xffe3, 29), qemuKey(false, 0xffe3, 29)])).toEqual([
      '+ffe3',
      '-ffe3',
    ]);
  });

  it('copes with messages split across chunks, byte by byte', () => {
    const all = Buffer.concat([handshake(), keyEvent(true, 0xff0d), keyEvent(false, 0xff0d)]);
    expect(tapAll([...all].map((byte) => Buffer.from([byte])))).toEqual(['+ff0d', '-ff0d']);
  });

  it('skips the VncAuth response', () => {
    const vncAuth = Buffer.concat([
      Buffer.from('RFB 003.008\n'),
      Buffer.from([2]),
      Buffer.alloc(16, 4),
      Buffer.from([1]),
    ]);
    expect(tapAll([vncAuth, keyEvent(true, 0x62)])).toEqual(['+62']);
  });

  it('stops at a message it does not know, without throwing', () => {
    expect(tapAll([handshake(), Buffer.from([77, 1, 2, 3]), keyEvent(true, 0x61)])).toEqual([]);
  });
});
