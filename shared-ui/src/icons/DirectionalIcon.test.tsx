import { screen, within } from '@testing-library/react';
import { renderWithPortal } from '../testing/renderWithPortal';
import { TablePagination } from '../table/TablePagination';

function arrows() {
  const nav = screen.getByRole('navigation');
  const [first, previous] = within(nav).getAllByRole('button').slice(0, 2);
  const buttons = within(nav).getAllByRole('button');
  const next = buttons[buttons.length - 2]!;
  const last = buttons[buttons.length - 1]!;
  const points = (b: HTMLElement) => b.querySelector('svg')?.getAttribute('data-points');
  return { first: points(first!), previous: points(previous!), next: points(next), last: points(last) };
}

const noop = () => undefined;

describe('direction-sensitive icons', () => {
  it('point right for next and left for previous in English (LTR)', () => {
    renderWithPortal(
      <TablePagination page={2} pageSize={10} total={50} onPageChange={noop} onPageSizeChange={noop} />,
      'en',
    );
    expect(arrows()).toEqual({ first: 'left', previous: 'left', next: 'right', last: 'right' });
    expect(screen.getByRole('button', { name: 'Next page' }).querySelector('svg')).not.toHaveStyle({
      transform: 'scaleX(-1)',
    });
  });

  it('point left for next and right for previous in Persian (RTL)', () => {
    renderWithPortal(
      <TablePagination page={2} pageSize={10} total={50} onPageChange={noop} onPageSizeChange={noop} />,
      'fa',
    );
    expect(arrows()).toEqual({ first: 'right', previous: 'right', next: 'left', last: 'left' });
    expect(screen.getByRole('button', { name: 'صفحه بعد' }).querySelector('svg')).toHaveStyle({
      transform: 'scaleX(-1)',
    });
  });
});
