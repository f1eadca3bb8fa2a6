import { isGiftCode, isOtpCode, isServerName, isSnapshotName } from './names';

describe('isServerName', () => {
  it.each([
    ['web-1', true],
    ['db_main', true],
    ['Server01', true],
    ['web.1', false],
    ['سرور', false],
    ['has space', false],
    ['', false],
  ])('%p → %p', (v, ok) => expect(isServerName(v)).toBe(ok));
});

describe('isSnapshotName', () => {
  it.each([
    ['snap-2024.01', true],
    ['Backup', true],
    ['snap_1', false],
    ['snap 1', false],
    ['', false],
  ])('%p → %p', (v, ok) => expect(isSnapshotName(v)).toBe(ok));
});

describe('isGiftCode', () => {
  it.each([
    ['ABCDEFGHIJ1234', true],
    ['ABCDEFGHIJ123', false],
    ['ABCDEFGHIJ12345', false],
    ['ABCDEFG IJ1234', false],
  ])('%p → %p', (v, ok) => expect(isGiftCode(v)).toBe(ok));
});

describe('isOtpCode', () => {
  it.each([
    ['123456', true],
    ['۱۲۳۴۵۶', true],
    ['12345', false],
    ['12345a', false],
  ])('%p → %p', (v, ok) => expect(isOtpCode(v)).toBe(ok));
});
