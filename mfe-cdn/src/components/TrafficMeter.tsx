import { useIntl } from 'react-intl';
import { trafficUsage } from '@portal/api-cdn';
import { Box, Progress, Text } from '@portal/shared-ui';

export interface TrafficMeterProps {
  /** bytes used this month */
  used: number;
  /** the plan's monthly traffic, GB */
  limitGb: number;
  /** a bar under the figures (pages); figures alone in a table */
  bar?: boolean;
}

/** GB with thousands separators and one decimal at most, Latin digits in both locales. */
const gb = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** Traffic used this month of the plan's limit: "85 GB of 500 GB", a bar that turns orange past 80 %. */
export function TrafficMeter({ used, limitGb, bar }: TrafficMeterProps) {
  const intl = useIntl();
  const usage = trafficUsage(used, limitGb);
  const text = intl.formatMessage(
    { id: 'cdn.domains.trafficOfLimit' },
    { used: gb(usage.usedGb), limit: gb(usage.limitGb), percent: usage.percent },
  );
  return (
    <Box minW="8rem">
      <Text fontSize="sm" whiteSpace="nowrap">
        {text}
      </Text>
      {bar && (
        <Progress.Root
          value={usage.percent}
          size="sm"
          colorPalette={usage.percent >= 80 ? 'orange' : 'brand'}
          mt="1"
          aria-label={text}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Box>
  );
}
