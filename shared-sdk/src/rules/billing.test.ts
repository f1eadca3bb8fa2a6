import {
  INITIAL_COUPON_STATE,
  canPayDebt,
  changeEnd,
  couponEventFromAnswer,
  couponReducer,
  digitsOnly,
  giftTierFor,
  invoiceAdditionalUsages,
  invoiceDonutSegments,
  invoiceGroups,
  invoiceLineResources,
  invoiceLineTitle,
  isTierCode,
  normalizeCouponCode,
  parseAmountInput,
  planMonthlyPrice,
  tierBoundsForCode,
  topUpFigures,
  validateTopUpAmount,
  type CouponState,
  type InvoiceGroupLike,
  type InvoiceGroupKey,
} from './billing';

describe('giftTierFor', () => {
  it.each<[number, string | null]>([
    [1_500_000, null],
    [19_999_999, null],
    [20_000_000, 'GIFT15PERCENT1'],
    [30_000_000, 'GIFT15PERCENT1'],
    [49_999_999, 'GIFT15PERCENT1'],
    [50_000_000, 'GIFT25PERCENT1'],
    [120_000_000, 'GIFT25PERCENT1'],
    [200_000_000, 'GIFT25PERCENT1'],
    [200_000_001, null],
    [0, null],
  ])('gives %d the code %s', (amount, code) => {
    expect(giftTierFor(amount)?.code ?? null).toBe(code);
  });

  it('gives the tier percent with the code', () => {
    expect(giftTierFor(20_000_000)).toEqual({ percent: 15, code: 'GIFT15PERCENT1' });
    expect(giftTierFor(50_000_000)).toEqual({ percent: 25, code: 'GIFT25PERCENT1' });
  });

  it('treats no amount as no tier', () => {
    expect(giftTierFor(null)).toBeNull();
    expect(giftTierFor(undefined)).toBeNull();
  });

  it('recognises the tier codes and their bounds', () => {
    expect(isTierCode('gift15percent1')).toBe(true);
    expect(isTierCode('DISCOUNT10OFF1')).toBe(false);
    expect(tierBoundsForCode('GIFT15PERCENT1')).toEqual({
      minRials: 20_000_000,
      maxRials: 50_000_000,
      maxInclusive: false,
    });
    expect(tierBoundsForCode('GIFT25PERCENT1')).toEqual({
      minRials: 50_000_000,
      maxRials: 200_000_000,
      maxInclusive: true,
    });
    expect(tierBoundsForCode('OTHER')).toBeNull();
  });
});

describe('amount input', () => {
  it.each<[string, number | null]>([
    ['1500000', 1_500_000],
    ['1,500,000', 1_500_000],
    ['۱۵۰۰۰۰۰', 1_500_000],
    ['۱٬۵۰۰٬۰۰۰', 1_500_000],
    [' 20 000 000 ', 20_000_000],
    ['', null],
    ['12a', null],
    ['-5', null],
    ['1.5', null],
  ])('reads %j as %s', (input, expected) => {
    expect(parseAmountInput(input)).toBe(expected);
  });

  it('keeps only digits, converting Persian ones', () => {
    expect(digitsOnly('۲۰,abc۰۰0')).toBe('20000');
  });

  it.each<[number | null, string | null]>([
    [null, 'enterAmount'],
    [0, 'enterAmount'],
    [9_999, 'enterValidAmount'],
    [10_000, null],
    [1_500_000, null],
    [1_000_000_000, null],
    [1_000_000_001, 'enterValidAmount'],
  ])('validates %s as %s', (amount, error) => {
    expect(validateTopUpAmount(amount)).toBe(error);
  });
});

describe('topUpFigures', () => {
  it('charges the amount and credits it when there is no code', () => {
    expect(topUpFigures({ amount: 5_000_000, balance: 1_000, payDebt: false })).toEqual({
      discount: 0,
      gift: 0,
      charge: 5_000_000,
      debt: 0,
      payable: 5_000_000,
      credited: 5_000_000,
    });
  });

  it('adds a gift code percent to what is credited', () => {
    const f = topUpFigures({
      amount: 20_000_000,
      coupon: { kind: 'gift', percent: 15 },
      balance: 0,
      payDebt: false,
    });
    expect(f.gift).toBe(3_000_000);
    expect(f.charge).toBe(20_000_000);
    expect(f.credited).toBe(23_000_000);
  });

  it('takes a discount code percent off the charge', () => {
    const f = topUpFigures({
      amount: 3_000_000,
      coupon: { kind: 'discount', percent: 10 },
      balance: 0,
      payDebt: false,
    });
    expect(f.discount).toBe(300_000);
    expect(f.charge).toBe(2_700_000);
    expect(f.payable).toBe(2_700_000);
    expect(f.credited).toBe(3_000_000);
  });

  it.each<[string, number, boolean, number]>([
    ['lowers the payable amount by the debt when ticked', -350_000, true, 1_150_000],
    ['restores it when unticked', -350_000, false, 1_500_000],
    ['ignores the box without debt', 200_000, true, 1_500_000],
    ['never goes below zero', -2_000_000, true, 0],
  ])('pay-debt %s', (_name, balance, payDebt, payable) => {
    expect(topUpFigures({ amount: 1_500_000, balance, payDebt }).payable).toBe(payable);
  });

  it('offers pay-debt only for a negative balance', () => {
    expect(canPayDebt(-1)).toBe(true);
    expect(canPayDebt(0)).toBe(false);
    expect(canPayDebt(10)).toBe(false);
    expect(topUpFigures({ amount: 1, balance: -350_000, payDebt: false }).debt).toBe(350_000);
  });

  it('treats an unreadable amount as zero', () => {
    expect(topUpFigures({ amount: Number.NaN, balance: 0, payDebt: false }).payable).toBe(0);
  });
});

describe('coupon validity', () => {
  const run = (events: Parameters<typeof couponReducer>[1][], from: CouponState = INITIAL_COUPON_STATE) =>
    events.reduce(couponReducer, from);

  it('normalises what is typed', () => {
    expect(normalizeCouponCode(' gift15percent1xyz ')).toBe('GIFT15PERCENT1');
    expect(normalizeCouponCode('abc۱۲')).toBe('ABC12');
  });

  it('checks a code when it reaches 14 characters and clears validity below that', () => {
    expect(run([{ type: 'change', code: 'GIFT15' }])).toEqual({ status: 'none', code: 'GIFT15' });
    expect(run([{ type: 'change', code: 'GIFT15PERCENT1' }])).toEqual({
      status: 'checking',
      code: 'GIFT15PERCENT1',
    });
  });

  it('becomes valid with the type and percent of a successful answer', () => {
    const s = run([
      { type: 'change', code: 'GIFT15PERCENT1' },
      couponEventFromAnswer('GIFT15PERCENT1', {
        status: true,
        message: 'ok',
        data: { availability: { type: 'gift' }, cc_percent: 15 },
      }),
    ]);
    expect(s).toEqual({ status: 'valid', code: 'GIFT15PERCENT1', kind: 'gift', percent: 15, message: 'ok' });
  });

  it('becomes invalid with the server message of a refusal', () => {
    const s = run([
      { type: 'change', code: 'NOSUCHCODE0001' },
      couponEventFromAnswer('NOSUCHCODE0001', {
        status: false,
        message: 'The code is not valid',
        data: null,
      }),
    ]);
    expect(s).toEqual({ status: 'invalid', code: 'NOSUCHCODE0001', message: 'The code is not valid' });
  });

  it('becomes pending when the answer says cc_pending PENDING, and retry checks again', () => {
    const pending = run([
      { type: 'change', code: 'PENDINGCOUPON1' },
      couponEventFromAnswer('PENDINGCOUPON1', {
        status: false,
        message: 'held',
        data: { cc_pending: { status: 'PENDING' } },
      }),
    ]);
    expect(pending).toEqual({ status: 'pending', code: 'PENDINGCOUPON1', message: 'held' });
    expect(couponReducer(pending, { type: 'retry' })).toEqual({ status: 'checking', code: 'PENDINGCOUPON1' });
  });

  it('resets validity on focus and keeps the code', () => {
    const valid: CouponState = {
      status: 'valid',
      code: 'GIFT15PERCENT1',
      kind: 'gift',
      percent: 15,
      message: '',
    };
    expect(couponReducer(valid, { type: 'focus' })).toEqual({ status: 'none', code: 'GIFT15PERCENT1' });
  });

  it('ignores an answer for a code that has since changed', () => {
    const s = run([
      { type: 'change', code: 'GIFT15PERCENT1' },
      { type: 'change', code: 'GIFT25PERCENT1' },
      couponEventFromAnswer('GIFT15PERCENT1', {
        status: true,
        message: 'ok',
        data: { availability: { type: 'gift' }, cc_percent: 15 },
      }),
    ]);
    expect(s).toEqual({ status: 'checking', code: 'GIFT25PERCENT1' });
  });

  it('turns a failed check into invalid with its message', () => {
    const s = run([
      { type: 'change', code: 'GIFT15PERCENT1' },
      { type: 'failed', code: 'GIFT15PERCENT1', message: 'You are offline' },
    ]);
    expect(s).toEqual({ status: 'invalid', code: 'GIFT15PERCENT1', message: 'You are offline' });
  });
});

const change = (price: number, value = 1) => ({ price, started_at: 100, finished_at: 200, value });
const invoice: {
  _cdn_price: number;
  _servers_price: number;
  _supportplan_price: number;
  groups: Record<InvoiceGroupKey, InvoiceGroupLike>;
} = {
  _cdn_price: 1_500_000,
  _servers_price: 0,
  _supportplan_price: 5_000_000,
  groups: {
    servers: { amount: 0, items: [] },
    cdn: {
      amount: 1_500_000,
      items: [
        {
          name: 'example-shop.ir',
          plan_label: 'eco',
          price: 1_500_000,
          changes: [change(1_500_000)],
          resources: {
            domain: { price: 1_400_000, changes: [change(1_400_000)] },
            additional_usages: {
              request_price: 25_000,
              request_value: 1_000,
              service_log_price: 0,
              service_log_value: 0,
              traffic_price: 75_000,
              traffic_value: 85,
              total_additional_price: 100_000,
            },
          },
        },
      ],
    },
    supportplan: { amount: 5_000_000, items: [{ name: null, plan_label: 'Standard', price: 5_000_000 }] },
    free_volumes: { amount: -118_000, items: [{ name: 'free-traffic', price: -118_000 }] },
    additional_items: { amount: 0, items: [] },
  },
};

describe('invoices', () => {
  it('lists the groups in display order without the empty ones', () => {
    expect(invoiceGroups(invoice).map((g) => g.key)).toEqual(['cdn', 'supportplan', 'free_volumes']);
  });

  it('splits the donut into CDN, CLOUD and Support Plan, omitting zero-priced segments', () => {
    expect(invoiceDonutSegments(invoice)).toEqual([
      { key: 'cdn', value: 1_500_000, color: '#2f63e0' },
      { key: 'supportPlan', value: 5_000_000, color: '#16a34a' },
    ]);
    expect(invoiceDonutSegments({ ...invoice, _servers_price: 42 }).map((s) => s.key)).toEqual([
      'cdn',
      'cloud',
      'supportPlan',
    ]);
    expect(invoiceDonutSegments(null)).toEqual([]);
  });

  it('titles a line by its name, else its plan label', () => {
    expect(invoiceLineTitle({ name: 'web-1', plan_label: 'x', price: 1 })).toBe('web-1');
    expect(invoiceLineTitle({ name: null, plan_label: 'Standard', price: 1 })).toBe('Standard');
    expect(invoiceLineTitle({ price: 1 })).toBe('');
  });

  it('lists a server line resources with each storage', () => {
    const rows = invoiceLineResources({
      price: 10,
      resources: {
        cpu: { price: 1, changes: [change(1, 2)] },
        ram: { price: 2 },
        ip: { price: 3 },
        traffic: { price: 0 },
        storages: { ssd: { price: 4 }, hdd: { price: 5 } },
      },
    });
    expect(rows.map((r) => [r.key, r.name ?? null, r.price])).toEqual([
      ['cpu', null, 1],
      ['ip', null, 3],
      ['ram', null, 2],
      ['traffic', null, 0],
      ['storage', 'ssd', 4],
      ['storage', 'hdd', 5],
    ]);
    expect(rows[0]?.changes).toHaveLength(1);
  });

  it('lists a CDN line domain resource and its additional usages', () => {
    const line = invoice.groups.cdn.items[0]!;
    expect(invoiceLineResources(line).map((r) => r.key)).toEqual(['domain']);
    expect(invoiceAdditionalUsages(line)).toEqual([
      { key: 'request', value: 1_000, price: 25_000 },
      { key: 'service_log', value: 0, price: 0 },
      { key: 'traffic', value: 85, price: 75_000 },
    ]);
    expect(invoiceAdditionalUsages({ price: 1 })).toEqual([]);
  });

  it('ends a change at finished_at, else until_at', () => {
    expect(changeEnd({ price: 1, started_at: 1, finished_at: 5 })).toBe(5);
    expect(changeEnd({ price: 1, started_at: 1, until_at: 7 })).toBe(7);
    expect(changeEnd({ price: 1, started_at: 1 })).toBeNull();
  });
});

describe('planMonthlyPrice', () => {
  const prices = [
    { service: 'CDN', item: 'eco', price_in_second: 5.787, price_in_hour: 20_833, price_priority: 'hour' },
    {
      service: 'CDN',
      item: 'pro',
      price_in_second: 46.296,
      price_in_hour: 166_666,
      price_priority: 'second',
    },
    { service: 'CLOUD', item: 'cpu', price_in_second: 0.417, price_in_hour: 1_500, price_priority: 'hour' },
  ];

  it.each<[string, number | null]>([
    // 20,833 rials/h × 24 × 30 / 10
    ['eco', 1_499_976],
    // 46.296 rials/s × 86,400 × 30 / 10
    ['pro', 11_999_923],
    ['com', null],
    ['cpu', null],
  ])('prices the %s plan at %s tomans a month', (plan, expected) => {
    expect(planMonthlyPrice(prices, plan)).toBe(expected);
  });
});
