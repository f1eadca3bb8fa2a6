import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { rulesHandlers } from '../../testing/rulesHandlers';
import { setupCdnServer } from '../../testing/testServer';

jest.setTimeout(30_000);
const server = setupCdnServer();
beforeEach(() => server.use(...rulesHandlers));

async function typeHtml(form: HTMLElement, html: string) {
  const field = within(form).getByRole('textbox', { name: /^HTML of the/ });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(html);
  await userEvent.tab();
}

describe('custom pages', () => {
  it('refuses a captcha page without mc_captcha_box before sending, then saves one with it', async () => {
    let sent: Record<string, string> | null = null;
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/custom-pages', async ({ request }) => {
        sent = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk({ error: null, block: null, captcha: sent.html }, 'The page has been saved');
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/custom-page');
    await userEvent.click(await screen.findByRole('tab', { name: 'Captcha page' }, { timeout: 5000 }));
    const form = await screen.findByRole('form', { name: 'Captcha page' });
    await typeHtml(form, '<form><button>Go</button></form>');
    await userEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await within(form).findByText('The captcha page must contain mc_captcha_box')).toBeInTheDocument();
    expect(sent).toBeNull();
    await typeHtml(form, '<div id="mc_captcha_box"></div>');
    await userEvent.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('The page has been saved')).toBeInTheDocument();
    expect(sent).toEqual({ section: 'captcha', html: '<div id="mc_captcha_box"></div>' });
  });

  it('previews the page in a frame that may not run scripts', async () => {
    await mountCdn('/cdn/example-shop.ir/1/custom-page');
    const form = await screen.findByRole('form', { name: 'Error page' }, { timeout: 5000 });
    await typeHtml(
      form,
      '<p id="x">inert</p><script>document.getElementById("x").textContent="ran"</script>',
    );
    const frame = within(form).getByTitle('Preview of the Error page');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('<script>'));
  });

  it("goes back to the provider's page after confirming", async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains/1/custom-pages', () =>
        apiOk({ error: '<h1>Oops</h1>', block: null, captcha: null }),
      ),
      http.post('/api/v1/cdn/ng/domains/1/custom-pages', () =>
        apiOk({ error: null, block: null, captcha: null }, "The provider's page is used again"),
      ),
    );
    await mountCdn('/cdn/example-shop.ir/1/custom-page');
    const form = await screen.findByRole('form', { name: 'Error page' }, { timeout: 5000 });
    expect(within(form).getByText('Visitors see your page.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: "Use the provider's page" }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: "Use the provider's page" }),
    );
    expect(await screen.findByText("The provider's page is used again")).toBeInTheDocument();
  });
});
