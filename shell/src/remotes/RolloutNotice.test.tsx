import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '@portal/shared-ui';
import { shellMessages } from '../messages/shellMessages';
import type { OverrideNotice } from './remoteLoader';
import { RolloutNotice } from './RolloutNotice';

function fakeLoader(initial: OverrideNotice[]) {
  let notices: readonly OverrideNotice[] = initial;
  const listeners = new Set<() => void>();
  return {
    notices: () => notices,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    clearOverride: jest.fn((remote: string) => {
      notices = notices.filter((n) => n.remote !== remote);
      listeners.forEach((l) => l());
    }),
  };
}

function renderNotice(loader: ReturnType<typeof fakeLoader>, locale: 'en' | 'fa' = 'en') {
  return render(
    <PortalProviders locale={locale} messages={shellMessages}>
      <RolloutNotice loader={loader} />
    </PortalProviders>,
  );
}

describe('RolloutNotice', () => {
  it('says which version a QA override serves and goes back to the usual one on request', async () => {
    const loader = fakeLoader([{ remote: 'cdn', status: 'active', version: '1.5.0' }]);
    renderNotice(loader);
    expect(screen.getByRole('status')).toHaveTextContent('QA override: CDN is version 1.5.0 in this tab.');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the usual version' }));
    expect(loader.clearOverride).toHaveBeenCalledWith('cdn');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a pre-release version left to right inside a Persian sentence, in one piece', () => {
    renderNotice(fakeLoader([{ remote: 'billing', status: 'active', version: '1.6.0-rc.1' }]), 'fa');
    const version = screen.getByText('1.6.0-rc.1');
    expect(version.tagName).toBe('BDI');
    expect(version).toHaveAttribute('dir', 'ltr');
    expect(version).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('shows a refused override as an alert, for an unknown version and for an address', () => {
    renderNotice(
      fakeLoader([
        { remote: 'cdn', status: 'refused', requested: '9.9.9', reason: 'unknown' },
        { remote: 'billing', status: 'refused', requested: 'https://evil.example.com/x.js', reason: 'url' },
      ]),
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('QA override refused: CDN has no published version "9.9.9".');
    expect(alerts[1]).toHaveTextContent(
      'QA override refused for Financial: only the name of a published version is accepted, never an address.',
    );
  });

  it('says which remote comes from a development server, its address left to right in Persian too, and goes back on request', async () => {
    const loader = fakeLoader([{ remote: 'support', status: 'dev', origin: 'http://localhost:3103' }]);
    const { unmount } = renderNotice(loader);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Development build: Support comes from your development server http://localhost:3103 in this browser',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use the released version' }));
    expect(loader.clearOverride).toHaveBeenCalledWith('support');
    unmount();
    renderNotice(fakeLoader([{ remote: 'support', status: 'dev', origin: 'http://localhost:3103' }]), 'fa');
    expect(screen.getByRole('status')).toHaveTextContent('نسخه در حال توسعه: پشتیبانی');
    expect(screen.getByText('http://localhost:3103')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'استفاده از نسخه منتشرشده' })).toBeInTheDocument();
  });

  it('shows a refused development build as an alert, saying why', () => {
    renderNotice(
      fakeLoader([
        { remote: 'cdn', status: 'refused', requested: 'dev', reason: 'dev-not-allowed' },
        { remote: 'cloud', status: 'refused', requested: 'dev', reason: 'dev-not-configured' },
      ]),
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(
      "Development build refused for CDN: this portal's configuration does not allow development builds.",
    );
    expect(alerts[1]).toHaveTextContent(
      "Development build refused for Cloud servers: this portal's configuration names no development server for it.",
    );
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
  });

  it('renders nothing without an override', () => {
    renderNotice(fakeLoader([]), 'fa');
    expect(screen.queryByTestId('rollout-notice')).not.toBeInTheDocument();
  });
});
