import { screen } from '@testing-library/react';
import { formatDate } from '@portal/shared-sdk';
import { renderWithPortal } from '../testing/renderWithPortal';
import { DateText } from './DateText';
import { Price } from './Price';

describe('Price', () => {
  it('shows rials with separators and the unit', () => {
    renderWithPortal(<Price rials={15000000} />, 'en');
    expect(screen.getByText('15,000,000')).toBeInTheDocument();
    expect(screen.getByText(/Rials/)).toBeInTheDocument();
  });

  it('keeps the minus sign of a debt on the left in right-to-left text', () => {
    renderWithPortal(<Price rials={-350000} />, 'fa');
    const number = screen.getByText('-350,000');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
  });

  it('shows tomans with Latin digits in Persian', () => {
    renderWithPortal(<Price rials="۱۲۳۴۵۶۷۰" unit="toman" />, 'fa');
    expect(screen.getByText('1,234,567')).toBeInTheDocument();
    expect(screen.getByText(/تومان/)).toBeInTheDocument();
  });
});

describe('DateText', () => {
  const seconds = 1700000000; // seconds-looking: multiplied by 1000 by the SDK

  it('shows the Jalali date in Persian and the Gregorian one in English', () => {
    const { unmount } = renderWithPortal(<DateText value={seconds} />, 'fa');
    const fa = formatDate(seconds, 'fa-ir');
    expect(fa).toMatch(/^14\d\d\/\d\d\/\d\d$/);
    expect(screen.getByText(fa).closest('time')).toHaveAttribute(
      'datetime',
      new Date(seconds * 1000).toISOString(),
    );
    unmount();
    renderWithPortal(<DateText value={seconds} time />, 'en');
    expect(screen.getByText(formatDate(seconds, 'en-us', { time: true }))).toBeInTheDocument();
    expect(formatDate(seconds, 'en-us')).toMatch(/^2023\//);
  });
});
