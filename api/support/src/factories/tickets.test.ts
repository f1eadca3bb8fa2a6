import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { demoTicketReplies, demoTickets, ticketListsOf } from '.';

describe('the demo tickets', () => {
  const now = FACTORY_NOW;

  it('localizes what the provider localizes, and nothing else', () => {
    const [en, fa] = [demoTickets({ now }), demoTickets({ now, lang: 'fa' })];
    expect(en.map((t) => t.department_name)).toEqual(['CDN', 'Cloud', 'Financial', 'CDN', 'Other']);
    expect(fa.map((t) => t.department_name)).toEqual([
      'شبکه توزیع محتوا',
      'سرور ابری',
      'مالی',
      'شبکه توزیع محتوا',
      'سایر',
    ]);
    expect(fa.map((t) => t.subject)).toEqual(en.map((t) => t.subject));
  });

  it("names a ticket's resource after the demo domain or server", () => {
    expect(demoTickets({ now }).map((t) => t.resource?.name ?? null)).toEqual([
      'example-shop.ir',
      'web-1',
      null,
      'my-blog.com',
      null,
    ]);
  });

  it('splits tickets into open and closed lists, newest first, and every ticket has replies', () => {
    const lists = ticketListsOf(demoTickets({ now }));
    expect(lists.opened_list.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(lists.closed_list.map((t) => t.id)).toEqual([4, 5]);
    const replies = demoTicketReplies({ now });
    for (const t of demoTickets({ now })) expect(replies.some((r) => r.ticket_id === t.id)).toBe(true);
  });
});
