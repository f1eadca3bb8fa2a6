import type { TicketDepartment, TicketServices } from '@portal/api-support';
import { INITIAL_VALUES, resourceOptions, toCreateBody, validateNewTicket } from './newTicketValues';

const file = (name: string) => new File(['x'], name);
const cdn: TicketDepartment = { id: 'CDN', name: 'CDN', resource_type: 'domain' };
const cloud: TicketDepartment = { id: 'CLOUD', name: 'Cloud', resource_type: 'server' };
const other: TicketDepartment = { id: 'OTHER', name: 'Other', resource_type: null };
const services: TicketServices = {
  domains: [{ domain: 'a.ir', domain_id: 1 }],
  servers: [{ display_name: 'web-1', id: 7 }],
};

describe('validateNewTicket', () => {
  it('asks for a subject, a department and a message', () => {
    expect(validateNewTicket(INITIAL_VALUES)).toEqual({
      subject: 'errorQuestionTitle',
      department: 'errorSupportDepartment',
      message: 'errorWitreMessage',
    });
  });

  it('wants a message of at least 5 characters', () => {
    expect(
      validateNewTicket({ ...INITIAL_VALUES, subject: 's', department: 'CDN', message: 'abcd' }),
    ).toEqual({ message: 'errorMessageMinLength' });
    expect(
      validateNewTicket({ ...INITIAL_VALUES, subject: 's', department: 'CDN', message: 'abcde' }),
    ).toEqual({});
  });

  it('refuses a sixth file and a file of another type', () => {
    const base = { ...INITIAL_VALUES, subject: 's', department: 'CDN', message: 'hello' };
    expect(
      validateNewTicket({ ...base, files: ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.png`)) }),
    ).toEqual({ files: 'errorAttachments' });
    expect(validateNewTicket({ ...base, files: [file('x.exe')] })).toEqual({ files: 'errorAttachmentType' });
  });

  it('starts at MEDIUM priority', () => {
    expect(INITIAL_VALUES.priority).toBe('MEDIUM');
  });
});

describe('resourceOptions', () => {
  it('offers domains for CDN, servers for CLOUD and nothing otherwise', () => {
    expect(resourceOptions(cdn, services)).toEqual([{ value: '1', label: 'a.ir' }]);
    expect(resourceOptions(cloud, services)).toEqual([{ value: '7', label: 'web-1' }]);
    expect(resourceOptions(other, services)).toEqual([]);
    expect(resourceOptions(undefined, services)).toEqual([]);
  });
});

describe('toCreateBody', () => {
  const values = {
    ...INITIAL_VALUES,
    subject: ' Slow ',
    department: 'CDN',
    message: ' Hello there ',
    resource_id: '1',
  };

  it('trims the texts and sends the resource and files', () => {
    expect(toCreateBody(values, [4, 5], cdn)).toEqual({
      subject: 'Slow',
      department: 'CDN',
      message: 'Hello there',
      priority: 'MEDIUM',
      resource_id: 1,
      files_id: [4, 5],
    });
  });

  it('leaves out a resource the department does not take, and an empty file list', () => {
    expect(toCreateBody({ ...values, department: 'OTHER' }, [], other)).toEqual({
      subject: 'Slow',
      department: 'OTHER',
      message: 'Hello there',
      priority: 'MEDIUM',
    });
  });
});
