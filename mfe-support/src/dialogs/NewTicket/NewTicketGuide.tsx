import { FormattedMessage } from 'react-intl';
import { TICKET_MAX_ATTACHMENTS } from '@portal/shared-sdk';
import { Button, Flex, Link, Stack, Text } from '@portal/shared-ui';
import { useDocsUrl } from './useDocsUrl';

export interface NewTicketGuideProps {
  onStart: () => void;
}

/** Before the form, a guide with send-new-ticket and go-to-docs. */
export function NewTicketGuide({ onStart }: NewTicketGuideProps) {
  const docsUrl = useDocsUrl();
  return (
    <Stack gap="4">
      <Text>
        <FormattedMessage id="support.guide.intro" />
      </Text>
      <Stack as="ul" gap="1" ps="5" color="fg.muted" fontSize="sm">
        <li>
          <FormattedMessage id="support.guide.tip1" />
        </li>
        <li>
          <FormattedMessage id="support.guide.tip2" />
        </li>
        <li>
          <FormattedMessage id="support.guide.tip3" values={{ max: TICKET_MAX_ATTACHMENTS }} />
        </li>
      </Stack>
      <Flex gap="3" wrap="wrap" justify="flex-end">
        <Button variant="outline" asChild>
          <Link href={docsUrl || undefined} target="_blank" rel="noopener noreferrer" textDecoration="none">
            <FormattedMessage id="support.guide.docs" />
          </Link>
        </Button>
        <Button colorPalette="brand" onClick={onStart}>
          <FormattedMessage id="support.guide.start" />
        </Button>
      </Flex>
    </Stack>
  );
}
