import { bus } from '@portal/shared-sdk';
import {
  locationOf,
  pathOf,
  sameContract,
  samePlace,
  sameProps,
  type ParcelLifecycleProps,
} from './propsIdentity';

const navigate = () => undefined;
const props = (overrides: Partial<ParcelLifecycleProps> = {}): ParcelLifecycleProps => ({
  basePath: '/support',
  locale: 'en',
  session: {
    token: 't',
    profile: null,
    wallet: { balance: 0, credit: 0, debt: 0 },
    locale: 'en',
    dateLocale: 'en-us',
  },
  bus,
  location: { pathname: '/support/tickets', search: '?tab=closed', hash: '', key: 'a' },
  navigate,
  ...overrides,
});

describe('props identity', () => {
  it('takes an address apart and back', () => {
    expect(locationOf('/financial/payment-history?page=2#top')).toEqual({
      pathname: '/financial/payment-history',
      search: '?page=2',
      hash: '#top',
      key: 'warm-up',
    });
    expect(pathOf(locationOf('/a?b=1'))).toBe('/a?b=1');
  });

  it('calls the same place what differs in its history key only', () => {
    const here = props().location;
    expect(samePlace(here, { ...here, key: 'b' })).toBe(true);
    expect(samePlace(here, { ...here, search: '' })).toBe(false);
    expect(samePlace(here, { ...here, state: { from: 'menu' } })).toBe(false);
  });

  it("calls the same props what single-spa's additions and a new history key leave unchanged", () => {
    const base = props({ session: props().session });
    expect(sameProps(base, { ...base, name: 'other', location: { ...base.location, key: 'b' } })).toBe(true);
    expect(sameProps(base, { ...base, locale: 'fa' })).toBe(false);
    expect(sameProps(base, { ...base, open: true })).toBe(false);
  });

  it("calls the same contract what the parcel's components see: the element aside too", () => {
    const base = props();
    expect(sameContract(base, { ...base, name: 'x', domElement: document.createElement('div') })).toBe(true);
    expect(sameContract(base, { ...base, navigate: () => undefined })).toBe(false);
  });
});
