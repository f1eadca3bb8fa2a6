import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { setupCloudServer } from '../../testing/testServer';
import * as widget from './remote';

// a whole page renders in Chakra and answers through MSW: on a busy CI machine that takes more than 1 s
configure({ asyncUtilTimeout: 5000 });

const server = setupCloudServer();

const mountCard = (props: Record<string, unknown> = {}, locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(widget, { basePath: '/cloud', path: '/', locale, props });

describe("the dashboard's servers", () => {
  it('lists each server with its name opening its page, its IP, state and details link, and tells the card it has some', async () => {
    const onEmptyChange = jest.fn();
    const view = await mountCard({ onEmptyChange });
    const link = await screen.findByRole('link', { name: 'web-1' });
    expect(link).toHaveAttribute('href', '/cloud/servers/1?name=web-1');
    // a 250 px scroll area, reachable with the keyboard
    const list = screen.getByLabelText('Your servers');
    expect(getComputedStyle(list).maxHeight).toBe('250px');
    expect(list).toHaveAttribute('tabindex', '0');
    const web = link.closest('li') as HTMLElement;
    expect(web).toHaveTextContent('192.0.2.10');
    expect(web).toHaveTextContent('On');
    expect(within(web).getByRole('link', { name: 'Details of web-1' })).toHaveAttribute(
      'href',
      '/cloud/servers/1?name=web-1',
    );
    expect(screen.getByRole('link', { name: 'db-backup' }).closest('li')).toHaveTextContent('198.51.100.24');
    await waitFor(() => expect(onEmptyChange).toHaveBeenCalledWith(false));
    expect(screen.getByRole('link', { name: 'All servers' })).toHaveAttribute('href', '/cloud/servers');
    expect(screen.getByRole('link', { name: 'Add server' })).toHaveAttribute(
      'href',
      '/cloud/servers/create-server',
    );
    await userEvent.click(link);
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers/1?name=web-1'));
  });

  it('says no servers were created, with the add link, and tells the card it is empty', async () => {
    server.use(http.get('/api/v1/cloud/servers', () => apiOk([])));
    const onEmptyChange = jest.fn();
    await mountCard({ onEmptyChange }, 'fa');
    expect(await screen.findByText('هیچ سروری ساخته نشده است')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'افزودن سرور' })).toHaveAttribute(
      'href',
      '/cloud/servers/create-server',
    );
    await waitFor(() => expect(onEmptyChange).toHaveBeenCalledWith(true));
  });

  it("shows the server's message when the list fails, with retry", async () => {
    server.use(http.get('/api/v1/cloud/servers', () => apiFailure(500, 'Please Try Again'), { once: true }));
    await mountCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please Try Again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'db-backup' })).toBeInTheDocument();
  });
});
