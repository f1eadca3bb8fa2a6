import { useIntl } from 'react-intl';
import { HStack, IconButton, Text, showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useReplyRateMutation } from '../../data/tickets/reply-rate-mutation';

export interface RateReplyProps {
  ticketId: number;
  replyId: number;
  rate: number | null;
}

const RATES = [1, 2, 3, 4, 5] as const;

/** Five stars under a staff reply; the chosen rate is pressed. */
export function RateReply({ ticketId, replyId, rate }: RateReplyProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const mutation = useReplyRateMutation();
  const shown = mutation.isPending ? (mutation.variables?.rate ?? rate) : rate;
  return (
    <HStack gap="1" role="group" aria-label={intl.formatMessage({ id: 'support.rate.label' })}>
      <Text fontSize="sm" color="fg.muted" me="1">
        {intl.formatMessage({ id: 'support.rate.label' })}
      </Text>
      {RATES.map((value) => (
        <IconButton
          key={value}
          size="xs"
          variant="ghost"
          color={shown !== null && value <= shown ? 'orange.500' : 'fg.subtle'}
          aria-label={intl.formatMessage({ id: 'support.rate.value' }, { value, max: RATES.length })}
          aria-pressed={shown === value}
          disabled={mutation.isPending}
          onClick={() =>
            mutation.mutate(
              { ticketId, replyId, rate: value },
              {
                onSuccess: ({ message }) => showToast({ title: message }),
                onError: (error) =>
                  showToast({ type: 'error', title: errorMessage(error, 'support.error.generic') }),
              },
            )
          }
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill={shown !== null && value <= shown ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1z" />
          </svg>
        </IconButton>
      ))}
    </HStack>
  );
}
