import type { Resource } from '../http/router';

export const financialResource: Resource = (routes, ctx) => {
  routes.get('/financial/billing/balance', (call) => {
    const row = ctx.db
      .prepare<[number], { balance: number; credit: number; debt: number }>(
        'SELECT balance, credit, debt FROM wallets WHERE user_id = ?',
      )
      .get(call.user.id);
    // a user without a wallet row has simply never paid anything
    return { balance: row?.balance ?? 0, credit: row?.credit ?? 0, debt: row?.debt ?? 0 };
  });
};
