import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import type { DnsRecordType } from '@portal/api-cdn';
import { renderWithPortal } from '@portal/shared-ui/testing';
import { messages } from '../../messages/messages';
import { RecordFields } from './RecordFields';
import { newRecordValues, toRecordRequest, validateRecordForm, type RecordFormValues } from './recordForm';

interface Typed {
  type: DnsRecordType;
  name: string;
  /** the content field's label for the type, and what is typed into it */
  content: [string, string];
  /** the type's own text fields, by label */
  more?: Record<string, string>;
  /** the type's own choices, by label */
  choose?: Record<string, string>;
}

/** The add dialog's fields, filled for `record` the way a person does (label by label), in English. */
function fill(record: Typed): RecordFormValues {
  let values = newRecordValues();
  const { unmount } = renderWithPortal(
    <Form<RecordFormValues>
      onSubmit={() => undefined}
      initialValues={{ ...newRecordValues(), type: record.type }}
      subscription={{ values: true }}
      render={({ values: current }) => {
        values = current;
        return <RecordFields domainName="example-shop.ir" />;
      }}
    />,
    'en',
    messages,
  );
  const type = screen.getByRole('combobox', { name: 'Type' });
  expect(type).toHaveValue(record.type);
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: record.name } });
  const [contentLabel, content] = record.content;
  fireEvent.change(screen.getByRole('textbox', { name: contentLabel }), { target: { value: content } });
  for (const [label, value] of Object.entries(record.more ?? {})) {
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  }
  for (const [label, value] of Object.entries(record.choose ?? {})) {
    fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
  }
  unmount();
  return values;
}

const english = messages.en as Record<string, string>;

/** The English message of each field's problem, as shown beside the field. */
const problems = (values: RecordFormValues) =>
  Object.fromEntries(
    Object.entries(validateRecordForm(values, 'eco')).map(([field, id]) => [
      field,
      english[id as string] ?? id,
    ]),
  );

// A record of each type through its own fields (the provider stores each of them: the sandbox's
// tests; the end-to-end flow adds one through the page).
const ONE_OF_EACH: [Typed, Record<string, unknown>][] = [
  [{ type: 'A', name: 'e2e-a', content: ['IPv4', '192.0.2.201'] }, { content: '192.0.2.201' }],
  [{ type: 'AAAA', name: 'e2e-aaaa', content: ['IPv6', '2001:db8::201'] }, { content: '2001:db8::201' }],
  [
    { type: 'CNAME', name: 'e2e-cname', content: ['Server', 'target.example.net'] },
    { content: 'target.example.net' },
  ],
  [
    { type: 'ANAME', name: 'e2e-aname', content: ['Address', 'lb.example.net'] },
    { content: 'lb.example.net' },
  ],
  [
    { type: 'MX', name: 'e2e-mx', content: ['Server', 'mx9.example.net'], more: { Priority: '90' } },
    { content: 'mx9.example.net', priority: 90 },
  ],
  [{ type: 'TXT', name: 'e2e-txt', content: ['Text', 'v=e2e hello'] }, { content: 'v=e2e hello' }],
  [{ type: 'NS', name: 'e2e-ns', content: ['Server', 'ns.example.net'] }, { content: 'ns.example.net' }],
  [
    {
      type: 'SRV',
      name: 'e2e-srv',
      content: ['Server', 'ldap.example-shop.ir'],
      more: { Service: '_ldap._tcp', Priority: '1', Weight: '5', Port: '389' },
    },
    { content: 'ldap.example-shop.ir', service: '_ldap._tcp', priority: 1, weight: 5, port: 389 },
  ],
  [
    { type: 'CAA', name: 'e2e-caa', content: ['Value', 'letsencrypt.org'], choose: { Tag: 'issuewild' } },
    { content: 'letsencrypt.org', tag: 'issuewild', flags: 0 },
  ],
  [
    { type: 'PTR', name: 'e2e-ptr', content: ['Server', 'host99.example-shop.ir'] },
    { content: 'host99.example-shop.ir' },
  ],
  [
    {
      type: 'TLSA',
      name: '_443._tcp.e2e',
      content: ['Certificate data (hex)', 'abcdef0123'],
      choose: { Usage: '2' },
    },
    { content: 'abcdef0123', usage: 2, selector: 1, matching_type: 1 },
  ],
];

describe('the record fields of each type', () => {
  it.each(ONE_OF_EACH.map(([typed, sent]) => [typed.type, typed, sent] as const))(
    'a %s record is typed into its own fields and sent with them',
    (type, typed, sent) => {
      const values = fill(typed);
      expect(problems(values)).toEqual({});
      expect(toRecordRequest(values)).toMatchObject({ type, name: typed.name, ...sent });
    },
  );
});

describe('the record rules, with the message shown beside each field', () => {
  it.each<[Typed, Record<string, string>]>([
    [{ type: 'A', name: 'bad name', content: ['IPv4', '192.0.2.1'] }, { name: "Record's name is invalid" }],
    [
      { type: 'A', name: 'x'.repeat(64), content: ['IPv4', '192.0.2.1'] },
      { name: "Record's name is invalid" },
    ],
    [{ type: 'A', name: '', content: ['IPv4', '192.0.2.1'] }, { name: 'Please enter record name' }],
    [{ type: 'A', name: 'ok', content: ['IPv4', '300.1.1.1'] }, { content: 'IP4 is invalid' }],
    [{ type: 'AAAA', name: 'ok', content: ['IPv6', '2001::db8::1'] }, { content: 'IP6 is invalid' }],
    [
      { type: 'CNAME', name: 'ok', content: ['Server', 'bad host'] },
      { content: "Server's and Service's name is invalid" },
    ],
    [
      { type: 'MX', name: 'ok', content: ['Server', 'mx.example.net'] },
      { priority: 'Please enter priority' },
    ],
    [{ type: 'TXT', name: 'ok', content: ['Text', ''] }, { content: 'Please enter text' }],
    [
      {
        type: 'SRV',
        name: 'ok',
        content: ['Server', 'sip.example.net'],
        more: { Service: 'sip', Priority: '1', Weight: '1', Port: '5060' },
      },
      { service: "Server's and Service's name is invalid" },
    ],
    [
      {
        type: 'SRV',
        name: 'ok',
        content: ['Server', 'sip.example.net'],
        more: { Service: '_sip._tcp', Priority: '1', Weight: '1', Port: '99999' },
      },
      { port: 'Invalid Port' },
    ],
  ])('refuses %j with %j', (typed, shown) => {
    expect(problems(fill(typed))).toEqual(shown);
  });
});
