import { screen } from '@testing-library/react';
import { renderWithPortal } from '../testing/renderWithPortal';
import { StatusBadge } from './StatusBadge';
import { statusStyle } from './statusStyles';

describe('StatusBadge', () => {
  it.each([
    ['domain', 'active', 'Active', 'green'],
    ['domain', 'pending', 'Awaiting nameserver change', 'orange'],
    ['domain', 'admin-suspend', 'Blocked by the provider', 'red'],
    ['server', 'ON', 'On', 'green'],
    ['server', 'OFF', 'Off', 'gray'],
    ['server', 'FRONT_TURNING_ON', 'Turning on', 'orange'],
    ['ticket', 'ANSWERED', 'Answered', 'green'],
    ['ticket', 'PENDING', 'Awaiting reply', 'orange'],
    ['ticket', 'closed', 'Closed', 'gray'],
  ] as const)('shows %s status %s as "%s" in %s', (kind, status, label, palette) => {
    renderWithPortal(<StatusBadge kind={kind} status={status} />, 'en');
    expect(screen.getByText(label)).toHaveAttribute('data-palette', palette);
  });

  it('labels in Persian and falls back to unknown', () => {
    renderWithPortal(
      <>
        <StatusBadge kind="server" status="RESCUING" />
        <StatusBadge kind="server" status="MELTING" />
      </>,
    );
    expect(screen.getByText('حالت نجات')).toBeInTheDocument();
    expect(screen.getByText('نامشخص')).toHaveAttribute('data-palette', 'gray');
  });

  it('tells a pending domain from a pending ticket', () => {
    expect(statusStyle('domain', 'pending').messageId).toBe('ui.status.domain.pending');
    expect(statusStyle('ticket', 'PENDING').messageId).toBe('ui.status.ticket.pending');
  });
});
