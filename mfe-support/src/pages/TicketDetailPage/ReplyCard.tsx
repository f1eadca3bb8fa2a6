import { FormattedMessage } from 'react-intl';
import type { TicketReply } from '@portal/api-support';
import { Badge, Box, DateText, Flex, Text } from '@portal/shared-ui';
import { AttachmentList } from '../../components/attachments/AttachmentList';
import { RateReply } from './RateReply';

export interface ReplyCardProps {
  reply: TicketReply;
  ticketId: number;
}

/** One message of the conversation. Its text is rendered as text: markup in it is shown, never run. */
export function ReplyCard({ reply, ticketId }: ReplyCardProps) {
  const staff = reply.author === 'staff';
  return (
    <Box
      as="article"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg={staff ? 'bg.subtle' : 'bg'}
      borderColor={staff ? 'brand.muted' : 'border'}
      // the customer's messages sit towards the end, the staff's towards the start
      ms={staff ? '0' : { base: '0', md: '12' }}
      me={staff ? { base: '0', md: '12' } : '0'}
      data-author={reply.author}
    >
      <Flex align="center" gap="2" wrap="wrap" mb="2">
        <Text fontWeight="semibold">
          <bdi>{reply.author_name}</bdi>
        </Text>
        <Badge size="sm" colorPalette={staff ? 'brand' : 'gray'} variant="subtle">
          <FormattedMessage id={staff ? 'support.reply.staff' : 'support.reply.customer'} />
        </Badge>
        <Text fontSize="sm" color="fg.muted" ms="auto">
          <DateText value={reply.created_at} time />
        </Text>
      </Flex>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
        {reply.message}
      </Text>
      {reply.files.length > 0 && (
        <Box mt="3">
          <AttachmentList files={reply.files} />
        </Box>
      )}
      {staff && (
        <Box mt="3">
          <RateReply ticketId={ticketId} replyId={reply.id} rate={reply.rate ?? null} />
        </Box>
      )}
    </Box>
  );
}
