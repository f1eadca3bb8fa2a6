import { useIntl } from 'react-intl';
import { IconButton } from '@chakra-ui/react';
import { CopyIcon } from '../icons/icons';
import { showToast } from '../toast/showToast';

export interface CopyButtonProps {
  /** the text put on the clipboard */
  text: string;
  /** accessible name; "Copy" by default */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
}

/** Copies a text; success shows "The text has been copied", a failure is only logged. */
export function CopyButton({ text, label, size = 'xs' }: CopyButtonProps) {
  const intl = useIntl();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ title: intl.formatMessage({ id: 'ui.copy.success' }), type: 'success' });
    } catch (error) {
      console.error('[CopyButton] copy failed', error);
    }
  };
  return (
    <IconButton
      aria-label={label ?? intl.formatMessage({ id: 'ui.copy.label' })}
      size={size}
      variant="ghost"
      onClick={() => void copy()}
    >
      <CopyIcon />
    </IconButton>
  );
}
