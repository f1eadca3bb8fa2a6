import { isApiError } from './ApiError';
import { request, requestEnvelope } from './request';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type BankGateway = Schemas['BankGateway'];
export type Invoice = Schemas['Invoice'];
export type InvoiceSummary = Schemas['InvoiceSummary'];
export type InvoiceTotals = Schemas['InvoiceTotals'];
export type InvoiceGroup = Schemas['InvoiceGroup'];
export type InvoiceGroupName = Schemas['InvoiceGroupName'];
export type InvoiceLine = Schemas['InvoiceLine'];
export type InvoiceLineResources = Schemas['InvoiceLineResources'];
export type InvoiceResource = Schemas['InvoiceResource'];
export type InvoiceChange = Schemas['InvoiceChange'];
export type InvoiceAdditionalUsages = Schemas['InvoiceAdditionalUsages'];
export type Transaction = Schemas['Transaction'];
export type TransactionResult = Schemas['TransactionResult'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type CustomPrice = Schemas['CustomPrice'];
export type PricePriority = Schemas['PricePriority'];
export type CouponType = Schemas['CouponType'];
export type CouponCheckAnswer = Schemas['CouponCheckAnswer'];
export type AddFundsRequest = ApiBody<'financialAddFunds'>;
export type AddFundsResult = Schemas['AddFundsResult'];
export type PaymentRedirect = Schemas['PaymentRedirect'];

/** What the portal reads of the add-funds answer: `status`, `message`, `data.url`. */
export interface AddFundsAnswer {
  status: boolean;
  message: string;
  data: AddFundsResult;
}

export interface CheckCouponOptions {
  /** Release a code held by an unfinished payment (query `remove_pending=true`) and check it again. */
  removePending?: boolean;
}

function isCouponAnswer(body: unknown): body is CouponCheckAnswer {
  return !!body && typeof body === 'object' && typeof (body as Record<string, unknown>).status === 'boolean';
}

/**
 * A GET on a caller-supplied path or absolute URL (the top-up's second call, on the url the first one answered), through
 * every wire rule; `/submit/...` paths go without the `/api/v1` prefix, absolute URLs as they are
 * (the bearer only goes to the provider's own origin).
 */
export function getPath<T>(path: string): Promise<T> {
  return request<T>({ method: 'GET', url: path });
}

/** `api.financial`: wallet, gateways, invoices, transactions, price list, coupons and top-ups. */
export const financialApi = {
  balance: () => request<ApiData<'financialBalance'>>({ method: 'GET', url: '/financial/billing/balance' }),
  banks: () => request<ApiData<'financialBanks'>>({ method: 'GET', url: '/financial/banks' }),
  /** The current pre-invoice, or null. */
  lastInvoice: () =>
    request<ApiData<'financialLastInvoice'>>({ method: 'GET', url: '/financial/last-invoice' }),
  /** Issued (closed) invoices. */
  invoices: () => request<ApiData<'financialInvoices'>>({ method: 'GET', url: '/financial/invoices' }),
  invoice: (invoiceId: number) =>
    request<ApiData<'financialInvoice'>>({
      method: 'GET',
      url: `/financial/invoices/${encodeURIComponent(invoiceId)}`,
    }),
  transactions: () =>
    request<ApiData<'financialTransactions'>>({ method: 'GET', url: '/financial/transactions' }),
  price: (userId: number) =>
    request<ApiData<'financialPrice'>>({
      method: 'GET',
      url: '/financial/price',
      params: { user_id: userId },
    }),
  /**
   * Checks a gift or discount code. Resolves with the provider's answer also when the code is
   * refused (`status: false`, with `data.cc_pending` for a PENDING hold), because the dialog shows
   * that answer rather than a failure; rejects only when no such answer came (network, 401, 500…).
   */
  checkCoupon: async (code: string, options: CheckCouponOptions = {}): Promise<CouponCheckAnswer> => {
    try {
      return await requestEnvelope<CouponCheckAnswer['data']>({
        method: 'POST',
        url: '/submit/financial/check-coupon',
        data: { code },
        ...(options.removePending ? { params: { remove_pending: true } } : {}),
      }).then((body) => body as unknown as CouponCheckAnswer);
    } catch (error) {
      if (
        isApiError(error) &&
        error.kind === 'http' &&
        error.status >= 400 &&
        error.status < 500 &&
        isCouponAnswer(error.body)
      ) {
        return error.body;
      }
      throw error;
    }
  },
  /** Starts a top-up; `data.url` is the second call (`paymentRedirect`). */
  addFunds: (body: AddFundsRequest) =>
    requestEnvelope<AddFundsResult>({ method: 'POST', url: '/submit/financial/add-funds', data: body }).then(
      (answer) => answer as unknown as AddFundsAnswer,
    ),
  /** The second call of a top-up: GET on add-funds' `data.url`; the browser then goes to `redirectUrl`. */
  paymentRedirect: (url: string) => getPath<PaymentRedirect>(url),
  getPath,
};
