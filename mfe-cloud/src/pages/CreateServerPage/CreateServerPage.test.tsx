import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  DEMO_DATACENTERS,
  DEMO_SSH_PUBLIC_KEYS,
  FACTORY_NOW,
  inLang,
  makeBuildingServer,
  makeServer,
  makeSshKey,
} from '@portal/shared-sdk/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { DEMO_SESSION, setupCloudServer } from '../../testing/testServer';

// a whole page renders in Chakra and answers through MSW: on a busy CI machine that takes more than 1 s
configure({ asyncUtilTimeout: 5000 });

const server = setupCloudServer();
// a long form on a shared machine
jest.setTimeout(60_000);

// jsdom has no PointerEvent; Chakra's checkbox (zag) builds one when focus moves on after it was pressed
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', {
      configurable: true,
      value: class PointerEvent extends MouseEvent {},
    });
  }
});

const open = (locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(parcel, {
    basePath: '/cloud',
    path: '/cloud/servers/create-server',
    locale,
    session: DEMO_SESSION,
  });

const form = () => screen.findByRole('form', { name: 'Create a server' });
const price = () => document.querySelector('[data-price]');

/** Records the bodies sent to POST /cloud/servers and answers each with `answer`. */
function recordCreate(answer: () => Response) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post('/api/v1/cloud/servers', async ({ request }) => {
      bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return answer();
    }),
  );
  return bodies;
}

async function fillValid(f: HTMLElement, name = 'web-2') {
  await userEvent.selectOptions(within(f).getByRole('combobox', { name: 'Data center' }), 'Tehran 1');
  await userEvent.selectOptions(
    within(f).getByRole('combobox', { name: 'Operating system' }),
    'Ubuntu 24.04',
  );
  await userEvent.type(within(f).getByRole('textbox', { name: 'Server name' }), name);
}

describe('creating a server', () => {
  it('offers the shown data centers, an inactive one as not taking servers, a hidden one not at all', async () => {
    server.use(
      http.get('/api/v1/static/datacenters', () =>
        apiOk(
          DEMO_DATACENTERS.map((dc) => ({
            ...dc,
            display_name: inLang(dc.display_name),
            is_hidden: dc.id === 5,
          })),
        ),
      ),
    );
    await open();
    const options = within(within(await form()).getByRole('combobox', { name: 'Data center' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose…',
      'Helsinki, Finland',
      'Tehran 1',
      'Tehran 2',
      'Tabriz',
      'Shiraz (not taking new servers)',
    ]);
    expect(options.at(-1)).toBeDisabled();
  });

  it('counts the cores of each size card by its number: 1 core, 2 cores', async () => {
    await open();
    const f = await form();
    expect(
      within(f)
        .getByRole('radio', { name: /Economic/ })
        .closest('label'),
    ).toHaveTextContent(/Economic1 core1 GB RAM25 GB disk$/);
    expect(
      within(f)
        .getByRole('radio', { name: /Commercial/ })
        .closest('label'),
    ).toHaveTextContent(/2 cores/);
    expect(f).not.toHaveTextContent(/\b1 cores\b/);
  });

  it('prices the server per hour and per month as it is chosen', async () => {
    await open();
    const f = await form();
    await waitFor(() => expect(price()).toHaveAttribute('data-price', '3500'));
    expect(price()).toHaveTextContent('3,500 Rials per hour');
    expect(price()).toHaveTextContent('2,520,000 Rials per month (30 days)');
    await userEvent.click(within(f).getByRole('radio', { name: /Commercial/ }));
    await waitFor(() => expect(price()).toHaveAttribute('data-price', '9100'));
    await userEvent.click(within(f).getByRole('checkbox', { name: 'Public IP address' }));
    await waitFor(() => expect(price()).toHaveAttribute('data-price', '8600'));
    await userEvent.click(within(f).getByRole('radio', { name: /Custom/ }));
    await userEvent.type(within(f).getByRole('textbox', { name: 'CPU cores' }), '3');
    await userEvent.type(within(f).getByRole('textbox', { name: 'RAM (GB)' }), '6');
    await userEvent.type(within(f).getByRole('textbox', { name: 'Disk (GB)' }), '100');
    // 3 × 1500 + 6 × 1000 + 100 × 20, no address
    await waitFor(() => expect(price()).toHaveAttribute('data-price', '12500'));
  });

  it('checks every rule before sending, messages beside the fields, nothing sent', async () => {
    const sent = recordCreate(() => apiOk(makeServer(9)));
    await open();
    const f = await form();
    await userEvent.selectOptions(
      within(f).getByRole('combobox', { name: 'Operating system' }),
      'Windows Server 2022',
    );
    await userEvent.type(within(f).getByRole('textbox', { name: 'Server name' }), 'web 2');
    await userEvent.click(within(f).getByRole('textbox', { name: 'Init script (cloud-init, YAML)' }));
    await userEvent.paste('packages: [nginx');
    await userEvent.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await within(f).findByText('Use English letters, digits, - and _ only')).toBeInTheDocument();
    expect(within(f).getByText(/^The init script is not valid YAML \(line \d+\)$/)).toBeInTheDocument();
    expect(within(f).getByText('This operating system needs a disk of at least 40 GB')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('holds a custom size to its bounds', async () => {
    await open();
    const f = await form();
    await userEvent.click(within(f).getByRole('radio', { name: /Custom/ }));
    await userEvent.type(within(f).getByRole('textbox', { name: 'CPU cores' }), '99');
    await userEvent.tab();
    // clamped to the bound as it leaves the field
    expect(within(f).getByRole('textbox', { name: 'CPU cores' })).toHaveValue('32');
    await userEvent.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await within(f).findAllByText('This field is required')).toHaveLength(2);
  });

  it('offers the free trial where the data center has it: economic and free', async () => {
    const sent = recordCreate(() =>
      apiOk(
        makeBuildingServer(9, 0, { name: 'trial-1', is_test: true, hourly_cost: 0 }),
        'Your server is being built',
      ),
    );
    await open();
    const f = await form();
    expect(within(f).queryByRole('checkbox', { name: 'Free one-day trial server' })).not.toBeInTheDocument();
    await fillValid(f, 'trial-1');
    await userEvent.click(within(f).getByRole('radio', { name: /Extreme/ }));
    await userEvent.click(within(f).getByRole('checkbox', { name: 'Free one-day trial server' }));
    await waitFor(() => expect(within(f).getByRole('radio', { name: /Economic/ })).toBeChecked());
    expect(within(f).getByRole('radio', { name: /Extreme/ })).toBeDisabled();
    expect(screen.getByText('Free for one day')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create server' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ is_test: '1', tier: 'economic', datacenter_id: '2' });
  });

  it('sends the server, then shows its build as it happens and opens its page once it is ON', async () => {
    const sent = recordCreate(() =>
      apiOk(makeBuildingServer(9, 0, { name: 'web-2', display_name: 'web-2' }), 'Your server is being built'),
    );
    let reads = 0;
    server.use(
      http.get('/api/v1/cloud/servers/9', () => {
        reads += 1;
        return apiOk(
          reads < 2
            ? makeBuildingServer(9, 50, { name: 'web-2', display_name: 'web-2' })
            : makeServer(9, { name: 'web-2', display_name: 'web-2' }),
        );
      }),
    );
    const view = await open();
    const f = await form();
    await fillValid(f);
    await userEvent.click(within(f).getByRole('textbox', { name: 'Init script (cloud-init, YAML)' }));
    await userEvent.paste('#cloud-config\npackages:\n  - nginx');
    await userEvent.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await screen.findByRole('heading', { name: 'Building web-2' })).toBeInTheDocument();
    expect(await screen.findByText('Your server is being built')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'web-2',
        datacenter_id: '2',
        os_id: '1',
        tier: 'economic',
        disk_type: 'ssd',
        public_ip: '1',
        autopilot: '0',
        is_test: '0',
        init_script: '#cloud-config\npackages:\n  - nginx',
      },
    ]);
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers/9?name=web-2'), { timeout: 8000 });
  });

  it("keeps what was typed and puts the provider's field messages beside the fields", async () => {
    recordCreate(() =>
      apiFailure(422, 'You already have a server with this name', {
        name: ['You already have a server with this name'],
      }),
    );
    await open();
    const f = await form();
    await fillValid(f, 'web-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await within(f).findByText('You already have a server with this name')).toBeInTheDocument();
    expect(within(f).getByRole('textbox', { name: 'Server name' })).toHaveValue('web-1');
  });

  it("shows the provider's refusal that belongs to no field, such as a wallet that cannot pay", async () => {
    recordCreate(() =>
      apiFailure(
        422,
        'Your balance does not cover the first hour of this server (3500 rials); top up your wallet first',
      ),
    );
    await open();
    await fillValid(await form());
    await userEvent.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance does not cover the first hour');
  });

  it('adds an SSH key without leaving the form, checked first, and chooses it', async () => {
    const added: Record<string, string>[] = [];
    const newKey = makeSshKey(7, {
      name: 'new-laptop',
      ...DEMO_SSH_PUBLIC_KEYS.laptop,
      created_at: FACTORY_NOW,
    });
    server.use(
      http.get('/api/v1/cloud/ssh', () => apiOk(added.length ? [newKey] : [])),
      http.post('/api/v1/cloud/ssh', async ({ request }) => {
        added.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return apiOk(newKey, 'The SSH key has been added');
      }),
    );
    await open();
    const f = await form();
    await userEvent.selectOptions(within(f).getByRole('combobox', { name: 'Data center' }), 'Tehran 1');
    await userEvent.click(within(f).getByRole('button', { name: 'Add a new key' }));
    const box = within(f).getByRole('group', { name: 'Add a new key' });
    await userEvent.type(within(box).getByRole('textbox', { name: 'Key name' }), 'new-laptop');
    await userEvent.type(within(box).getByRole('textbox', { name: 'Public key' }), 'ssh-dss AAAA');
    await userEvent.click(within(box).getByRole('button', { name: 'Add the key' }));
    expect(
      await within(box).findByText(
        'Paste an OpenSSH public key of type ssh-ed25519, ssh-rsa or ecdsa (one line of the .pub file)',
      ),
    ).toBeInTheDocument();
    expect(added).toEqual([]);
    await userEvent.clear(within(box).getByRole('textbox', { name: 'Public key' }));
    await userEvent.click(within(box).getByRole('textbox', { name: 'Public key' }));
    await userEvent.paste(DEMO_SSH_PUBLIC_KEYS.laptop.public_key);
    await userEvent.click(within(box).getByRole('button', { name: 'Add the key' }));
    await waitFor(() =>
      expect(added).toEqual([
        { name: 'new-laptop', public_key: DEMO_SSH_PUBLIC_KEYS.laptop.public_key, datacenter_id: '2' },
      ]),
    );
    await waitFor(() => expect(within(f).getByRole('combobox', { name: 'SSH key' })).toHaveValue('7'));
  });

  it('drops a key offered in one data center only when another data center is chosen', async () => {
    await open();
    const f = await form();
    await userEvent.selectOptions(within(f).getByRole('combobox', { name: 'Data center' }), 'Tehran 1');
    const key = within(f).getByRole('combobox', { name: 'SSH key' });
    await waitFor(() => expect(within(key).getByRole('option', { name: /^ali-laptop/ })).toBeInTheDocument());
    await userEvent.selectOptions(key, within(key).getByRole('option', { name: /^ali-laptop/ }));
    expect(key).toHaveValue('1');
    // ali-laptop is Tehran 1's only: in Helsinki it is neither offered nor kept
    await userEvent.selectOptions(
      within(f).getByRole('combobox', { name: 'Data center' }),
      'Helsinki, Finland',
    );
    await waitFor(() => expect(key).toHaveValue(''));
    expect(within(key).queryByRole('option', { name: /^ali-laptop/ })).not.toBeInTheDocument();
    expect(within(key).getByRole('option', { name: /^ci-runner/ })).toBeInTheDocument();
  });

  it('reads in Persian', async () => {
    const { domElement } = await open('fa');
    const f = await screen.findByRole('form', { name: 'ساخت سرور' });
    expect(within(f).getByRole('combobox', { name: 'دیتاسنتر' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/ساعتی/)).toHaveTextContent('ساعتی 3,500 ریال'));
    expect(domElement).toHaveAttribute('dir', 'rtl');
    // the init script is YAML: left to right on a right-to-left page
    expect(within(f).getByRole('textbox', { name: 'اسکریپت راه‌اندازی (cloud-init، YAML)' })).toHaveAttribute(
      'dir',
      'ltr',
    );
  });
});
