import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import {
  DEFAULT_HTTPS_CONFIGS,
  DEMO_CERTIFICATES,
  demoHttpsConfigs,
  demoSslCertificate,
} from '@portal/api-cdn/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupCdnServer } from '../../testing/testServer';

const server = setupCdnServer();
jest.setTimeout(45_000);
configure({ asyncUtilTimeout: 10_000 });

const HTTPS = '/api/v1/cdn/ng/domains/:domainId/https';
const open = (locale: 'fa' | 'en' = 'en', path = '/cdn/example-shop.ir/1/https-settings') =>
  mountTestParcel(parcel, { basePath: '/cdn', path, locale });

/** Records POSTs to `path` (their form bodies) and answers each with `answer`. */
function recordPosts(path: string, answer: (body: Record<string, string>) => Response) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

describe('the HTTPS page: certificates', () => {
  it('lists the custom certificate in use with its names, status and expiry', async () => {
    await open();
    const card = await screen.findByRole('region', { name: 'Certificates' });
    const table = await within(card).findByRole('table', { name: 'Certificates' });
    expect(within(table).getByText('example-shop.ir, www.example-shop.ir')).toBeInTheDocument();
    expect(within(table).getByText('In use')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('2036/01/01')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Stop using' })).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: /The provider's shared certificate/ })).toBeChecked();
  });

  it('uploads a certificate and shows "SSL is not valid" beside the field at fault', async () => {
    const bodies = recordPosts(`${HTTPS}/ssl/add`, (body) =>
      body.private_key === DEMO_CERTIFICATES.shop.private_key
        ? apiFailure(422, 'SSL is not valid', { private_key: ['SSL is not valid'] })
        : apiOk({ ...demoSslCertificate(2, FACTORY_NOW), attached: false }, 'The certificate has been added'),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a certificate' });
    const cert = within(dialog).getByRole('textbox', { name: 'Certificate (PEM)' });
    const key = within(dialog).getByRole('textbox', { name: 'Private key (PEM)' });
    expect(cert).toHaveAttribute('dir', 'ltr');
    // not PEM at all: said before anything is sent
    await user.click(cert);
    await user.paste('hello');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findAllByText('SSL is not valid')).toHaveLength(1);
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(cert);
    await user.click(cert);
    await user.paste(DEMO_CERTIFICATES.wildcard.certificate);
    await user.click(key);
    await user.paste(DEMO_CERTIFICATES.shop.private_key);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('SSL is not valid')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Certificate (PEM)' })).toHaveValue(
      DEMO_CERTIFICATES.wildcard.certificate,
    );
    await user.clear(key);
    await user.click(key);
    await user.paste(DEMO_CERTIFICATES.wildcard.private_key);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The certificate has been added')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(DEMO_CERTIFICATES.wildcard);
  });

  it('asks for a free certificate and shows it pending', async () => {
    let requested = false;
    server.use(
      http.get(`${HTTPS}/ssl`, () =>
        apiOk(
          requested
            ? [
                {
                  ...demoSslCertificate(2, FACTORY_NOW),
                  type: 'free',
                  status: 'pending',
                  valid_from: null,
                  expires_at: null,
                  attached: false,
                  common_name: 'my-blog.com',
                  domains: ['my-blog.com', '*.my-blog.com'],
                },
              ]
            : [],
        ),
      ),
      http.post(`${HTTPS}/ssl/free`, () => {
        requested = true;
        return apiOk(
          demoSslCertificate(2, FACTORY_NOW),
          'The free certificate has been requested; it is issued within a few minutes',
        );
      }),
    );
    await open('en', '/cdn/my-blog.com/2/https-settings');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Certificates' });
    expect(await within(card).findByText('No certificates yet')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Get a free certificate' }));
    expect(
      await screen.findByText('The free certificate has been requested; it is issued within a few minutes'),
    ).toBeInTheDocument();
    expect(await within(card).findByText('Pending')).toBeInTheDocument();
    expect(
      within(card).getByText('A free certificate is issued within a few minutes of the request.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Get a free certificate' })).toBeDisabled();
    // a pending certificate cannot be put to use yet
    expect(within(card).queryByRole('button', { name: /Use the certificate/ })).not.toBeInTheDocument();
  });

  it('stops using a certificate and deletes one after a confirmation', async () => {
    const detached = recordPosts(`${HTTPS}/detach`, () =>
      apiOk({ ...demoHttpsConfigs(1), ssl_id: null }, 'Settings successfully applied'),
    );
    const deleted = recordPosts(`${HTTPS}/ssl/:sslId`, () => apiOk(null, 'The certificate has been deleted'));
    await open();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Certificates' });
    await user.click(await within(card).findByRole('button', { name: 'Stop using' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(detached).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'Delete the certificate of example-shop.ir' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this certificate?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The certificate has been deleted')).toBeInTheDocument();
    expect(deleted).toEqual([{ _method: 'DELETE' }]);
  });
});

describe('the HTTPS page: settings', () => {
  it('saves each setting when changed, with "Settings successfully applied"', async () => {
    const seen: string[] = [];
    const configs = { ...DEFAULT_HTTPS_CONFIGS };
    server.use(
      http.post(`${HTTPS}/*`, async ({ request }) => {
        const path = new URL(request.url).pathname.split('/https/')[1] as string;
        const body = new URLSearchParams(await request.text());
        seen.push(`${path} ${body}`);
        if (path === 'ssl/tls-version')
          configs.tls_version = body.get('version') as typeof configs.tls_version;
        if (path === 'redirect') configs.https_redirect = body.get('enabled') === '1';
        if (path === 'backend-protocol')
          configs.backend_protocol = body.get('protocol') as typeof configs.backend_protocol;
        return apiOk({ ...configs }, 'Settings successfully applied');
      }),
    );
    await open('en', '/cdn/my-blog.com/2/https-settings');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'HTTPS settings' });
    await user.selectOptions(
      await within(card).findByRole('combobox', { name: 'Minimum TLS version' }),
      '1.3',
    );
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('combobox', { name: 'Minimum TLS version' })).toHaveValue('1.3'),
    );
    await user.click(within(card).getByRole('checkbox', { name: /Redirect HTTP to HTTPS/ }));
    await waitFor(() =>
      expect(within(card).getByRole('checkbox', { name: /Redirect HTTP to HTTPS/ })).toBeChecked(),
    );
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Protocol to the origin' }), 'https');
    await waitFor(() =>
      expect(seen).toEqual([
        'ssl/tls-version version=1.3',
        'redirect enabled=1',
        'backend-protocol protocol=https',
      ]),
    );
  });

  it("shows the provider's refusal and puts the setting back", async () => {
    server.use(
      http.post(`${HTTPS}/redirect`, () =>
        apiFailure(422, 'Serve the domain with a certificate first', {
          enabled: ['Serve the domain with a certificate first'],
        }),
      ),
    );
    await open('en', '/cdn/my-blog.com/2/https-settings');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'HTTPS settings' });
    await user.click(await within(card).findByRole('checkbox', { name: /Redirect HTTP to HTTPS/ }));
    expect(await screen.findByText('Serve the domain with a certificate first')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('checkbox', { name: /Redirect HTTP to HTTPS/ })).not.toBeChecked(),
    );
  });
});

describe('the HTTPS page: HSTS', () => {
  it('asks before turning HSTS on, saying browsers keep it until the max-age runs out', async () => {
    const bodies = recordPosts(`${HTTPS}/hsts`, () =>
      apiOk(
        { ...DEFAULT_HTTPS_CONFIGS, hsts_enabled: true, hsts_max_age: 31536000 },
        'Settings successfully applied',
      ),
    );
    await open('en', '/cdn/my-blog.com/2/https-settings');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'HSTS' });
    await user.click(await within(card).findByRole('checkbox', { name: 'HSTS on' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Max-age' }), '31536000');
    await user.click(within(card).getByRole('button', { name: 'Save HSTS' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Apply HSTS?' });
    expect(confirm).toHaveTextContent('HSTS cannot be undone while browsers cache it');
    expect(confirm).toHaveTextContent('1 year');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Save HSTS' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply HSTS' }),
    );
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(bodies).toEqual([{ enabled: '1', max_age: '31536000', include_subdomains: '0', preload: '0' }]);
  });

  it('says what preload needs before asking anything', async () => {
    const bodies = recordPosts(`${HTTPS}/hsts`, () => apiOk(DEFAULT_HTTPS_CONFIGS));
    await open('en', '/cdn/my-blog.com/2/https-settings');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'HSTS' });
    await user.click(await within(card).findByRole('checkbox', { name: 'HSTS on' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Preload' }));
    await user.click(within(card).getByRole('button', { name: 'Save HSTS' }));
    expect(
      await within(card).findByText(
        'Preload needs the subdomains included and a max-age of at least one year',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

describe('the HTTPS page in Persian', () => {
  it('reads right to left, the certificate names left to right', async () => {
    await open('fa');
    const card = await screen.findByRole('region', { name: 'گواهی‌ها' });
    expect(await within(card).findByText('در حال استفاده')).toBeInTheDocument();
    expect(within(card).getByText('example-shop.ir, www.example-shop.ir').closest('bdi')).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(screen.getByRole('region', { name: 'تنظیمات HTTPS' })).toBeInTheDocument();
  });
});
