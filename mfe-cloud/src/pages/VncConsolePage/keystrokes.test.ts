import { XK_RETURN, XK_SHIFT_L, keysymOf, keystrokesFor } from './keystrokes';

describe('keystrokesFor', () => {
  it('presses and releases each character', () => {
    expect(keystrokesFor('ab1')).toEqual([
      [0x61, true],
      [0x61, false],
      [0x62, true],
      [0x62, false],
      [0x31, true],
      [0x31, false],
    ]);
  });

  it('holds Shift around capitals and shifted symbols', () => {
    expect(keystrokesFor('A_')).toEqual([
      [XK_SHIFT_L, true],
      [0x41, true],
      [0x41, false],
      [XK_SHIFT_L, false],
      [XK_SHIFT_L, true],
      [0x5f, true],
      [0x5f, false],
      [XK_SHIFT_L, false],
    ]);
    expect(keystrokesFor('-')).toEqual([
      [0x2d, true],
      [0x2d, false],
    ]);
  });

  it('types a newline as Enter and drops carriage returns', () => {
    expect(keystrokesFor('x\r\n')).toEqual([
      [0x78, true],
      [0x78, false],
      [XK_RETURN, true],
      [XK_RETURN, false],
    ]);
  });
});

describe('keysymOf', () => {
  it('is the code point for Latin-1, 0x01000000 | code point beyond', () => {
    expect(keysymOf('é')).toBe(0xe9);
    expect(keysymOf('س')).toBe(0x01000000 | 0x633);
  });
});
