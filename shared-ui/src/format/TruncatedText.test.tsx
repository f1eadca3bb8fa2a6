import { screen } from '@testing-library/react';
import { renderWithPortal } from '../testing/renderWithPortal';
import { addressRuns, textDirection } from './addressRuns';
import { TruncatedText } from './TruncatedText';

const subject = 'گواهی SSL برای example-shop.ir فعال نمی‌شود';

describe('addressRuns', () => {
  it('isolates domains, IPs and paths, leaving plain Latin words and sentence punctuation to the text', () => {
    expect(addressRuns(subject)).toEqual([
      { text: 'گواهی SSL برای ', address: false },
      { text: 'example-shop.ir', address: true },
      { text: ' فعال نمی‌شود', address: false },
    ]);
    expect(addressRuns('Ping 185.20.1.4 and 2001:db8::1 from /var/www.')).toEqual([
      { text: 'Ping ', address: false },
      { text: '185.20.1.4', address: true },
      { text: ' and ', address: false },
      { text: '2001:db8::1', address: true },
      { text: ' from ', address: false },
      { text: '/var/www', address: true },
      { text: '.', address: false },
    ]);
    expect(addressRuns('No address here, v2')).toEqual([{ text: 'No address here, v2', address: false }]);
  });

  it('tells a text’s direction by its first letter', () => {
    expect(textDirection(subject)).toBe('rtl');
    expect(textDirection('#12 example.ir گواهی')).toBe('ltr');
    expect(textDirection('123 456')).toBeNull();
  });
});

describe('TruncatedText', () => {
  it('cuts a Persian subject at its own end on an English page, with the domain isolated left to right', () => {
    renderWithPortal(<TruncatedText text={subject} data-testid="line" />, 'en');
    const line = screen.getByTestId('line');
    expect(line).toHaveAttribute('dir', 'rtl');
    expect(line).toHaveAttribute('title', subject);
    expect(line).toHaveTextContent(subject);
    expect(line).toHaveStyle({
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textAlign: 'left',
    });
    const domain = screen.getByText('example-shop.ir');
    expect(domain.tagName).toBe('BDI');
    expect(domain).toHaveAttribute('dir', 'ltr');
  });

  it('cuts an address alone at its start, so its end stays readable, aligned to the page start', () => {
    renderWithPortal(<TruncatedText text="example-shop.ir" data-testid="line" />, 'en');
    const line = screen.getByTestId('line');
    expect(line).toHaveAttribute('dir', 'rtl');
    expect(line).toHaveStyle({ textAlign: 'left' });
    expect(screen.getByText('example-shop.ir')).toHaveAttribute('dir', 'ltr');
  });

  it('an English subject in the Persian page is cut at its right, its own end', () => {
    renderWithPortal(<TruncatedText text="SSL for example-shop.ir" data-testid="line" />, 'fa');
    const line = screen.getByTestId('line');
    expect(line).toHaveAttribute('dir', 'ltr');
    expect(line).toHaveStyle({ textAlign: 'right' });
  });
});
