import { useState } from 'react';

/**
 * What a box saved as soon as it is ticked shows: the asked value while it is saved, and the
 * refusal beside it. A refused change puts the stored value back on a new box (the checkbox keeps
 * its native input ticked when only its value goes back).
 */
export function useSettingBox(stored: boolean) {
  const [requested, setRequested] = useState<boolean | null>(null);
  const [revision, setRevision] = useState(0);
  const [error, setError] = useState<string | undefined>();
  return {
    checked: requested ?? stored,
    /** the key of the box: a new box after a refusal */
    revision,
    error,
    asked(enabled: boolean) {
      setError(undefined);
      setRequested(enabled);
    },
    saved() {
      setRequested(null);
    },
    refused(message: string) {
      setError(message);
      setRequested(null);
      setRevision((r) => r + 1);
    },
  };
}
