import {
  DEMO_ACCOUNT,
  DEMO_BANKS,
  DEMO_WALLETS,
  bankIcon,
  demoInvoices,
  demoPriceList,
  demoTransactionRecords,
} from '@portal/shared-sdk/factories';
import { insert, type Row, type Seed } from './seedTools';

/**
 * Wallets (the second account in debt), price lists, bank gateways, coupons, and the demo
 * customer's transactions and invoices (the entities from the SDK's factories).
 */
export const seedFinancial: Seed = (db, { now }) => {
  insert(
    db,
    'wallets',
    Object.entries(DEMO_WALLETS).map(([userId, w]) => ({ user_id: Number(userId), ...w })),
  );
  const prices: Row[] = [1, 2].flatMap((userId) => demoPriceList().map((p) => ({ user_id: userId, ...p })));
  insert(db, 'custom_prices', prices);
  insert(
    db,
    'bank_gateways',
    DEMO_BANKS.map((b) => ({
      id: b.id,
      name: b.name,
      display_name_en: b.display_name.en,
      display_name_fa: b.display_name.fa,
      icon: bankIcon(b),
      is_active: 1,
    })),
  );
  insert(db, 'coupons', [
    // the fixed gift codes the balance tiers apply (GIFT_TIERS); 14 characters each
    {
      code: 'GIFT15PERCENT1',
      type: 'gift',
      percent: 15,
      min_amount: 20_000_000,
      max_amount: 49_999_999,
      status: 'ACTIVE',
    },
    {
      code: 'GIFT25PERCENT1',
      type: 'gift',
      percent: 25,
      min_amount: 50_000_000,
      max_amount: 200_000_000,
      status: 'ACTIVE',
    },
    {
      code: 'DISCOUNT10OFF1',
      type: 'discount',
      percent: 10,
      min_amount: null,
      max_amount: null,
      status: 'ACTIVE',
    },
    {
      code: 'PENDINGCOUPON1',
      type: 'discount',
      percent: 5,
      min_amount: null,
      max_amount: null,
      status: 'PENDING',
    },
  ]);
  insert(
    db,
    'transactions',
    demoTransactionRecords({ now }).map(({ transaction: t, description, gatewayId }) => ({
      id: t.id,
      user_id: DEMO_ACCOUNT.id,
      number: t.number,
      amount: t.amount,
      vat: t.vat,
      created_at: t.date,
      description_en: description.en,
      description_fa: description.fa,
      result: t.result,
      method: t.payment_method,
      gateway_id: gatewayId,
    })),
  );
  insert(
    db,
    'invoices',
    demoInvoices({ now }).map(
      ({ id, number, kind, status, started_at, finished_at, issued_at, ...body }) => ({
        id,
        user_id: DEMO_ACCOUNT.id,
        kind,
        number,
        status,
        started_at,
        finished_at,
        issued_at,
        final_price: body._final_price_included_vat,
        body: JSON.stringify(body),
      }),
    ),
  );
};
