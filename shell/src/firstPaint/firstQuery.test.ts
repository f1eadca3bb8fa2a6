import * as sdk from '@portal/shared-sdk/firstQuery';
import { declaredFirstQuery } from './firstQuery';

// the page-matching rule is the SDK's firstQueryFor (tested there against the shared page cases);
// the script adds only its own check that a matched declaration can be asked for as it stands
jest.mock('@portal/shared-sdk/firstQuery', () => {
  const actual = jest.requireActual<typeof sdk>('@portal/shared-sdk/firstQuery');
  return { ...actual, firstQueryFor: jest.fn(actual.firstQueryFor) };
});

const entry = (firstQueries: unknown[]) => ({ stable: { contributions: { firstQueries } } });
const tickets = { path: '/support/tickets/', api: '/support/tickets', queryKey: ['tickets', 'list'] };

describe("the before-paint script's first query of a page", () => {
  it("matches the page with the SDK's firstQueryFor, over the declarations that have a path", () => {
    expect(declaredFirstQuery(entry([null, { api: '/x' }, tickets]), '/support/tickets')).toBe(tickets);
    expect(sdk.firstQueryFor).toHaveBeenLastCalledWith([tickets], '/support/tickets');
    expect(declaredFirstQuery(entry([tickets]), '/support')).toBeNull();
  });

  it('is none for a matched declaration it cannot ask for: an API path with a parameter or a dot segment, or no query key', () => {
    expect(
      declaredFirstQuery(entry([{ ...tickets, api: '/support/tickets/{id}' }]), '/support/tickets'),
    ).toBeNull();
    expect(
      declaredFirstQuery(entry([{ ...tickets, api: '/../auth/profile' }]), '/support/tickets'),
    ).toBeNull();
    expect(declaredFirstQuery(entry([{ ...tickets, queryKey: 'tickets' }]), '/support/tickets')).toBeNull();
    // the first declaration of the page decides, as the shell's hand-over reads it
    expect(
      declaredFirstQuery(entry([{ ...tickets, api: 'support' }, tickets]), '/support/tickets'),
    ).toBeNull();
  });

  it('is none without a stable version declaring first queries', () => {
    expect(declaredFirstQuery(null, '/support/tickets')).toBeNull();
    expect(declaredFirstQuery({ stable: {} }, '/support/tickets')).toBeNull();
    expect(declaredFirstQuery(entry(undefined as unknown as unknown[]), '/support/tickets')).toBeNull();
  });
});
