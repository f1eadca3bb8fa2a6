import { SERVER_NAME_MAX_LENGTH, validateServerName } from './serverName';

describe('validateServerName', () => {
  it.each([
    ['web-1', null],
    ['  db_main  ', null],
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    ['web.1', 'format'],
    ['سرور', 'format'],
    ['has space', 'format'],
    ['a'.repeat(SERVER_NAME_MAX_LENGTH), null],
    ['a'.repeat(SERVER_NAME_MAX_LENGTH + 1), 'tooLong'],
  ])('%p → %p', (value, error) => expect(validateServerName(value)).toBe(error));
});
