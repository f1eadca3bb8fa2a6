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

  it('shows a refused override as an alert, for an unknown version and for an address', () => {
    renderNotice(
      fakeLoader([
        { remote: 'cdn', status: 'refused', requested: '9.9.9', reason: 'unknown' },
        { remote: 'billing', status: 'refused', requested: 'https://evil.example.com/x.js', reason: 'url' },
      ]),
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('QA override refused: CDN has no published version "9.9.9".');
    expect(alerts[1]).toHaveTextContent('QA override refused for Financial: only the name of a published version is accepted, never an address.');
  });

  it('renders nothing without an override', () => {
    renderNotice(fakeLoader([]), 'fa');
    expect(screen.queryByTestId('rollout-notice')).not.toBeInTheDocument();
  });
});
