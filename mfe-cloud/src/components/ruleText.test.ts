import { createIntl } from 'react-intl';
import { ruleErrors, ruleText } from './ruleText';

const intl = createIntl({
  locale: 'en',
  messages: {
    'cloud.networks.rule.dnsInvalid': 'The DNS server is not a valid IP',
    'cloud.networks.rule.rangeOrder': 'To must be greater than From',
    'cloud.volumes.rule.sizeRange': 'Enter a whole size from {min} to {max} GB',
  },
});

describe('rule texts', () => {
  it('fills the values a rule names', () => {
    expect(ruleText(intl, 'volumes', { code: 'sizeRange', values: { min: 10, max: 2000 } })).toBe(
      'Enter a whole size from 10 to 2000 GB',
    );
  });

  it('nests list items the way react-final-form reads errors', () => {
    expect(
      ruleErrors(intl, 'networks', {
        dhcp_to: { code: 'rangeOrder' },
        'dns_servers.1': { code: 'dnsInvalid' },
      }),
    ).toEqual({
      dhcp_to: 'To must be greater than From',
      dns_servers: [undefined, 'The DNS server is not a valid IP'],
    });
  });
});
