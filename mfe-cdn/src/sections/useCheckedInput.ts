import { useEffect, useRef } from 'react';

/**
 * The hidden input of a controlled checkbox, kept at `checked`. A click flips the native input at
 * once; when the click only starts a save or a question (the stored value has not changed yet),
 * the input is put back to the stored value, so what assistive technology reads matches the box.
 */
export function useCheckedInput(checked: boolean) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.checked !== checked) ref.current.checked = checked;
  });
  return ref;
}
