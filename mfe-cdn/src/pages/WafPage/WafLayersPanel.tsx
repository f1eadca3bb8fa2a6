import { useIntl } from 'react-intl';
import type { WafLayer } from '@portal/api-cdn';
import { Box, Checkbox, Heading, Stack } from '@portal/shared-ui';
import { useWafSwitchMutation } from '../../data/waf/waf-switch-mutation';
import { Panel } from '../../components/Panel';
import { useResultToasts } from '../../components/useResultToasts';

export interface WafLayersPanelProps {
  domainId: number;
  layers: WafLayer[];
}

/** The provider's layers of rule groups; a group or a single rule switched on and off (a group off holds its rules off). */
export function WafLayersPanel({ domainId, layers }: WafLayersPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const switchOne = useWafSwitchMutation();
  const toasts = useResultToasts();
  const flip = (kind: 'group' | 'rule', id: string, enabled: boolean) =>
    switchOne.mutate({ domainId, kind, id, enabled }, toasts);
  return (
    <Panel title={t('cdn.waf.layers')}>
      {layers.map((layer) => (
        <Box as="section" key={layer.id} aria-label={layer.name}>
          <Heading as="h3" size="sm" mb="2">
            {layer.name}
          </Heading>
          <Stack gap="3" ps="2">
            {layer.groups.map((group) => (
              <Box key={group.id}>
                <Checkbox.Root
                  checked={group.enabled}
                  colorPalette="brand"
                  disabled={switchOne.isPending}
                  onCheckedChange={(e) => flip('group', group.id, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="semibold">{group.name}</Checkbox.Label>
                </Checkbox.Root>
                <Stack gap="1" ps="6" pt="1">
                  {group.rules.map((rule) => (
                    <Checkbox.Root
                      key={rule.id}
                      size="sm"
                      checked={group.enabled && rule.enabled}
                      colorPalette="brand"
                      disabled={!group.enabled || switchOne.isPending}
                      onCheckedChange={(e) => flip('rule', rule.id, e.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        <bdi dir="ltr">{rule.id}</bdi> {rule.name}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Panel>
  );
}
