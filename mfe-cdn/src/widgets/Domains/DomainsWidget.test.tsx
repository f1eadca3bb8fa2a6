import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SCROLL_AREA_HEIGHT_PX } from '@portal/shared-sdk';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { DEMO_SESSION, setupCdnServer } from '../../testing/testServer';
import * as widget from './remote';

const server = setupCdnServer();

const mountCard = (props: Record<string, unknown> = {}, locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(widget, { basePath: '/cdn', path: '/', locale, session: DEMO_SESSION, props });

describe("the dashboard's domains", () => {
  it('lists the domains in a 250 px scroll area, each opening its page, and tells the card it has some', async () => {
    const onEmptyChange = jest.fn();
    const view = await mountCard({ onEmptyChange });
    const link = await screen.findByRole('link', { name: 'example-shop.ir' });
    expect(link).toHaveAttribute('href', '/cdn/example-shop.ir/1');
    expect(screen.getByRole('link', { name: 'old-portfolio.net' })).toHaveAttribute(
      'href',
      '/cdn/old-portfolio.net/3',
    );
    const scroll = screen.getByTestId('domains-scroll');
    expect(SCROLL_AREA_HEIGHT_PX.domains).toBe(250);
    expect(getComputedStyle(scroll).maxHeight).toBe('250px');
    await waitFor(() => expect(onEmptyChange).toHaveBeenCalledWith(false));
    expect(screen.getByRole('link', { name: 'All domains' })).toHaveAttribute('href', '/cdn');
    await userEvent.click(link);
    await waitFor(() => expect(view.currentPath()).toBe('/cdn/example-shop.ir/1'));
  });

  it("opens the shell's add-domain dialog", async () => {
    const openDialog = jest.fn();
    await mountCard({ openDialog });
    await userEvent.click(await screen.findByRole('button', { name: 'Add domain' }));
    expect(openDialog).toHaveBeenCalledWith('AddDomain');
  });

  it('opens its own wizard, loaded on demand, when the shell hosts no dialogs', async () => {
    await mountCard();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add domain' }));
    // the wizard's chunk loads now: as long as a busy machine needs
    expect(
      await screen.findByRole('dialog', { name: 'Add a domain' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('says no domains were added, with the add button, and tells the card it is empty', async () => {
    server.use(http.get('/api/v1/cdn/ng/domains', () => apiOk([])));
    const onEmptyChange = jest.fn();
    await mountCard({ onEmptyChange }, 'fa');
    expect(await screen.findByText('هیچ دامنه‌ای اضافه نشده است')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'افزودن دامنه' })).toBeInTheDocument();
    await waitFor(() => expect(onEmptyChange).toHaveBeenCalledWith(true));
  });

  it("shows the server's message when the list fails, with retry", async () => {
    server.use(http.get('/api/v1/cdn/ng/domains', () => apiFailure(500, 'Please Try Again'), { once: true }));
    await mountCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please Try Again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'my-blog.com' })).toBeInTheDocument();
  });
});
