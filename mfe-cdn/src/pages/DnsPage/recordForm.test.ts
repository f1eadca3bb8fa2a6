import { makeDnsRecord } from '@portal/api-cdn/factories';
import {
  newRecordValues,
  recordFormFields,
  recordValuesOf,
  toRecordRequest,
  validateRecordForm,
} from './recordForm';

describe('the record form', () => {
  it('sends only the fields of the type, numbers as numbers (Persian digits too)', () => {
    const srv = {
      ...newRecordValues(),
      type: 'SRV' as const,
      name: '@',
      service: ' _sip._tcp ',
      content: 'sip.example.com',
      priority: '۱۰',
      weight: '5',
      port: '5060',
      ttl: '3600',
    };
    expect(toRecordRequest(srv)).toEqual({
      type: 'SRV',
      name: '@',
      content: 'sip.example.com',
      ttl: 3600,
      proxy: false,
      service: '_sip._tcp',
      priority: 10,
      weight: 5,
      port: 5060,
    });
    const a = { ...newRecordValues(), name: 'www', content: '192.0.2.1', priority: '5', port: '8443' };
    expect(toRecordRequest(a)).toEqual({
      type: 'A',
      name: 'www',
      content: '192.0.2.1',
      ttl: 3600,
      proxy: false,
    });
    expect(toRecordRequest({ ...a, proxy: true, protocol: 'HTTPS' })).toEqual({
      type: 'A',
      name: 'www',
      content: '192.0.2.1',
      ttl: 3600,
      proxy: true,
      protocol: 'HTTPS',
      port: 8443,
    });
    // a type that cannot be proxied never sends the proxy on
    expect(
      toRecordRequest({
        ...newRecordValues(),
        type: 'TXT',
        name: '@',
        content: ' keep spaces ',
        proxy: true,
      }),
    ).toEqual({ type: 'TXT', name: '@', content: ' keep spaces ', ttl: 3600, proxy: false });
  });

  it('gives the shared rule’s problems as message ids', () => {
    expect(validateRecordForm({ ...newRecordValues(), name: 'bad name', content: '1.2.3' }, 'eco')).toEqual({
      name: 'cdn.dns.error.nameInvalid',
      content: 'cdn.dns.error.ip4Invalid',
    });
    expect(
      validateRecordForm({ ...newRecordValues(), type: 'MX', name: '@', content: 'mail.example.com' }, 'eco'),
    ).toEqual({ priority: 'cdn.dns.error.priorityRequired' });
    expect(validateRecordForm({ ...newRecordValues(), name: 'www', content: '192.0.2.1' }, 'eco')).toEqual(
      {},
    );
  });

  it('says a wildcard needs a plan that has them', () => {
    const wildcard = { ...newRecordValues(), name: '*', content: '192.0.2.1' };
    expect(validateRecordForm(wildcard, 'free')).toEqual({ name: 'ui.plan.unsupported' });
    expect(validateRecordForm(wildcard, 'eco')).toEqual({});
  });

  it('reads a stored record back, and lists the fields each type shows', () => {
    const record = makeDnsRecord(3, {
      type: 'MX',
      name: '@',
      content: 'mail.example.com',
      priority: 10,
      ttl: 300,
    });
    expect(recordValuesOf(record)).toMatchObject({
      type: 'MX',
      name: '@',
      content: 'mail.example.com',
      priority: '10',
      ttl: '300',
      proxy: false,
    });
    expect(recordFormFields({ type: 'MX', proxy: false })).toEqual([
      'type',
      'name',
      'content',
      'priority',
      'ttl',
    ]);
    expect(recordFormFields({ type: 'A', proxy: true })).toEqual([
      'type',
      'name',
      'content',
      'ttl',
      'proxy',
      'protocol',
      'port',
    ]);
    expect(recordFormFields({ type: 'TLSA', proxy: true })).toEqual([
      'type',
      'name',
      'content',
      'usage',
      'selector',
      'matching_type',
      'ttl',
    ]);
  });
});
