import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createParcel } from '../parcel/createParcel';
import { mountTestParcel } from '../testing/mountTestParcel';
import { AreaNotFound } from './AreaNotFound';

const messages = {
  fa: { 'test.notFound': 'این صفحه در بخش مالی پیدا نشد', 'test.back': 'بازگشت به بخش مالی' },
  en: { 'test.notFound': 'This financial page was not found', 'test.back': 'Back to financial' },
};
const area = createParcel(
  () => (
    <Routes>
      <Route path="*" element={<AreaNotFound titleId="test.notFound" backId="test.back" />} />
    </Routes>
  ),
  { messages },
);

describe('AreaNotFound', () => {
  it('uses the area’s own title and back link, with the shared description', async () => {
    const parcel = await mountTestParcel(area, {
      basePath: '/financial',
      path: '/financial/nowhere',
      locale: 'en',
    });
    expect(await screen.findByText('This financial page was not found')).toBeInTheDocument();
    expect(
      screen.getByText('The address may be mistyped, or the page may have been removed.'),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to financial' });
    expect(back).toHaveAttribute('href', '/financial');
    back.click();
    await screen.findByRole('link', { name: 'Back to financial' });
    expect(parcel.currentPath()).toBe('/financial');
  });

  it('follows a locale change from the shell', async () => {
    const parcel = await mountTestParcel(area, {
      basePath: '/financial',
      path: '/financial/nowhere',
      locale: 'en',
    });
    await screen.findByText('This financial page was not found');
    await parcel.setLocale('fa');
    expect(await screen.findByText('این صفحه در بخش مالی پیدا نشد')).toBeInTheDocument();
  });
});
