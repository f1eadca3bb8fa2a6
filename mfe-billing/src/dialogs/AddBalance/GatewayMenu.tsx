import { useIntl } from 'react-intl';
import type { BankGateway } from '@portal/shared-sdk';
import {
  Box,
  Button,
  ChevronDownIcon,
  FormFieldShell,
  HStack,
  Image,
  Menu,
  Portal,
  Skeleton,
  Text,
  usePortalLocale,
} from '@portal/shared-ui';

export interface GatewayMenuProps {
  gateways: readonly BankGateway[] | undefined;
  loading?: boolean;
  value: number | null;
  onChange: (id: number) => void;
}

function GatewayLabel({ gateway }: { gateway: BankGateway }) {
  return (
    <HStack gap="2">
      <Image src={gateway.icon} alt="" boxSize="6" flexShrink={0} />
      <Text as="span">{gateway.display_name}</Text>
    </HStack>
  );
}

/** The bank gateway dropdown, each gateway with its icon. */
export function GatewayMenu({ gateways, loading, value, onChange }: GatewayMenuProps) {
  const intl = useIntl();
  const { dir } = usePortalLocale();
  const selected = gateways?.find((g) => g.id === value);
  const label = intl.formatMessage({ id: 'billing.addBalance.gateway' });
  if (loading) return <Skeleton height="10" />;
  return (
    <FormFieldShell label={label}>
      <Menu.Root positioning={{ sameWidth: true }}>
        <Menu.Trigger asChild>
          <Button
            variant="outline"
            justifyContent="space-between"
            width="full"
            aria-label={`${label}: ${selected ? selected.display_name : intl.formatMessage({ id: 'billing.addBalance.chooseGateway' })}`}
            data-testid="gateway-trigger"
          >
            {selected ? (
              <GatewayLabel gateway={selected} />
            ) : (
              <Text as="span">{intl.formatMessage({ id: 'billing.addBalance.chooseGateway' })}</Text>
            )}
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Portal>
          {/* portalled to <body>: carry the parcel's direction along */}
          <Menu.Positioner dir={dir}>
            <Menu.Content>
              <Menu.RadioItemGroup
                value={value === null ? '' : String(value)}
                onValueChange={(e) => onChange(Number(e.value))}
              >
                {(gateways ?? []).map((g) => (
                  <Menu.RadioItem key={g.id} value={String(g.id)}>
                    <Box flex="1">
                      <GatewayLabel gateway={g} />
                    </Box>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </FormFieldShell>
  );
}
