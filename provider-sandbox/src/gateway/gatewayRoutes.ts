import { Router, type Request } from 'express';
import type { Lang } from '../http/messages';
import type { SandboxContext } from '../http/router';
import { findGateway, findPayment, reboundUrl, recordBankChoice, settlePayment } from '../resources/payments';
import { renderDonePage, renderMissingPage, renderPaymentPage } from './gatewayPage';

function langOf(req: Request): Lang {
  const fromQuery = typeof req.query.lang === 'string' ? req.query.lang : undefined;
  const fromBody = req.body && typeof req.body.lang === 'string' ? (req.body.lang as string) : undefined;
  return (fromBody ?? fromQuery) === 'en' ? 'en' : 'fa';
}

/**
 * The stand-in bank gateway, served under `/gateway`:
 *   GET  /gateway/pay/:id     the bank page (Pay / Cancel), bilingual by `?lang=fa|en`
 *   POST /gateway/pay/:id     the payer's choice (`action=pay|cancel`); the first one wins
 *   GET  /gateway/return/:id  the provider's return leg: settles once, then sends the browser to the
 *                             portal's rebound address with `payment=success|failed&ref=<id>`
 * Like a real bank, it needs no portal token: the unguessable payment id is the ticket.
 */
export function gatewayRoutes(ctx: SandboxContext): Router {
  const r = Router();
  const html = (res: import('express').Response, status: number, body: string) =>
    res.status(status).type('html').setHeader('Cache-Control', 'no-store').send(body);

  r.get('/pay/:id', (req, res) => {
    const lang = langOf(req);
    const payment = findPayment(ctx.db, String(req.params.id));
    if (!payment) return html(res, 404, renderMissingPage(lang));
    if (payment.status !== 'pending' || payment.bank_result !== null) {
      return html(res, 200, renderDonePage(lang, `/gateway/return/${payment.id}`));
    }
    html(res, 200, renderPaymentPage({ lang, payment, gateway: findGateway(ctx.db, payment.gateway_id) }));
  });

  r.post('/pay/:id', (req, res) => {
    const lang = langOf(req);
    const id = String(req.params.id);
    if (!findPayment(ctx.db, id)) return html(res, 404, renderMissingPage(lang));
    const action = req.body && typeof req.body.action === 'string' ? req.body.action : '';
    recordBankChoice(ctx.db, id, action === 'pay' ? 'paid' : 'cancelled');
    res.redirect(303, `/gateway/return/${encodeURIComponent(id)}`);
  });

  r.get('/return/:id', (req, res) => {
    const id = String(req.params.id);
    const payment = findPayment(ctx.db, id);
    if (!payment) return html(res, 404, renderMissingPage(langOf(req)));
    // coming back without a choice (e.g. the payer closed the bank page and used the back link) counts as cancelled
    if (payment.bank_result === null) recordBankChoice(ctx.db, id, 'cancelled');
    const settled = settlePayment(ctx.db, id, ctx.nowSec());
    res.redirect(303, reboundUrl(settled ?? payment));
  });

  return r;
}
