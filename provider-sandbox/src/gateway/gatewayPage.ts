import { formatPrice } from '@portal/shared-sdk/rules';
import type { Lang } from '../http/messages';
import { financialText } from '../resources/financialMessages';
import type { GatewayRow, PaymentRow } from '../resources/payments';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

// Styles inline (the portal's CSP allows inline styles, not inline scripts): the page has no script at all.
const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:Vazirmatn,Tahoma,system-ui,sans-serif;background:#eef2f7;color:#1a202c}
  main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:28px}
  header{display:flex;align-items:center;gap:12px;margin-bottom:8px}
  header img{width:44px;height:44px}
  h1{font-size:20px;margin:0}
  .notice{font-size:13px;color:#718096;margin:0 0 20px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:10px 16px;margin:0 0 24px}
  dt{color:#4a5568}
  dd{margin:0;font-weight:600;text-align:end}
  .actions{display:flex;gap:12px}
  .actions form{flex:1}
  button,a.button{display:block;width:100%;padding:12px;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
  .pay{background:#16a34a;color:#fff}
  .cancel{background:#e2e8f0;color:#1a202c}
`;

function layout(lang: Lang, title: string, body: string): string {
  const dir = lang === 'fa' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface GatewayPageInput {
  lang: Lang;
  payment: PaymentRow;
  gateway: GatewayRow | undefined;
}

/** The bank page: who is paid, how much, and a Pay and a Cancel button (plain forms). */
export function renderPaymentPage({ lang, payment, gateway }: GatewayPageInput): string {
  const t = (key: Parameters<typeof financialText>[1]) => escapeHtml(financialText(lang, key));
  const bankName = gateway ? (lang === 'fa' ? gateway.display_name_fa : gateway.display_name_en) : '';
  const action = `/gateway/pay/${encodeURIComponent(payment.id)}`;
  const hidden = `<input type="hidden" name="lang" value="${lang}">`;
  const body = `
  <header>${gateway ? `<img src="${escapeHtml(gateway.icon)}" alt="">` : ''}<h1>${t('gatewayTitle')} · ${escapeHtml(bankName)}</h1></header>
  <p class="notice">${t('gatewayNotice')}</p>
  <dl>
    <dt>${t('gatewayMerchant')}</dt><dd>${t('gatewayMerchantName')}</dd>
    <dt>${t('gatewayAmount')}</dt><dd data-testid="gateway-amount"><bdi>${formatPrice(payment.charge)}</bdi> ${t('gatewayRials')}</dd>
    <dt>${t('gatewayReference')}</dt><dd><bdi>${escapeHtml(payment.id.slice(0, 10))}</bdi></dd>
  </dl>
  <div class="actions">
    <form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="pay"><button class="pay" type="submit">${t('gatewayPay')}</button></form>
    <form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="cancel"><button class="cancel" type="submit">${t('gatewayCancel')}</button></form>
  </div>`;
  return layout(lang, financialText(lang, 'gatewayTitle'), body);
}

/** A payment already settled: nothing to pay, only the way back. */
export function renderDonePage(lang: Lang, backUrl: string): string {
  const body = `<h1>${escapeHtml(financialText(lang, 'gatewayTitle'))}</h1>
  <p>${escapeHtml(financialText(lang, 'gatewayDone'))}</p>
  <a class="button pay" href="${escapeHtml(backUrl)}">${escapeHtml(financialText(lang, 'gatewayBack'))}</a>`;
  return layout(lang, financialText(lang, 'gatewayTitle'), body);
}

export function renderMissingPage(lang: Lang): string {
  const body = `<h1>${escapeHtml(financialText(lang, 'gatewayTitle'))}</h1><p>${escapeHtml(financialText(lang, 'gatewayMissing'))}</p>`;
  return layout(lang, financialText(lang, 'gatewayTitle'), body);
}
