import { GIFT_CODE_LENGTH, OTP_CODE_LENGTH } from '../constants';
import { toLatinDigits } from '../digits';

/** Server names: English letters, digits, '-' or '_'. */
export function isServerName(value: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value);
}

/** Snapshot names: English letters, digits, dash, period. */
export function isSnapshotName(value: string): boolean {
  return /^[A-Za-z0-9.-]+$/.test(value);
}

/** Gift codes are exactly 14 characters without spaces; shorter input is not checked yet. */
export function isGiftCode(value: string): boolean {
  return value.trim().length === GIFT_CODE_LENGTH && /^\S+$/.test(value.trim());
}

/** Second-factor codes: 6 digits (Persian digits accepted). */
export function isOtpCode(value: string): boolean {
  return new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(toLatinDigits(value).trim());
}
