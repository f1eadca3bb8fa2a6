import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createParcel } from '../parcel/createParcel';
import { mountTestParcel } from '../testing/mountTestParcel';
import { AreaLayout } from './AreaLayout';
import { AreaNotFound } from './AreaNotFound';
import { PendingSection } from './PendingSection';
import type { AreaSection } from './SectionNav';

const messages = {
  fa: {
    'test.title': 'پشتیبانی',
    'test.tickets': 'تیکت‌ها',
    'test.plans': 'طرح‌ها',
    'test.nav': 'بخش‌های پشتیبانی',
    'test.pending': 'طرح‌های پشتیبانی به‌زودی اینجا می‌آیند',
  },
  en: {
    'test.title': 'Support',
    'test.tickets': 'Tickets',
    'test.plans': 'Plans',
    'test.nav': 'Support sections',
    'test.pending': 'Support plans will be listed here',
  },
};
const SECTIONS: readonly AreaSection[] = [
  { to: 'tickets', titleId: 'test.tickets' },
  { to: 'plans', titleId: 'test.plans' },
];

/** An area as a remote builds it: heading and sections, pending sections, its own not-found. */
function TestArea({ labelled }: { labelled?: boolean }) {
  return (
    <Routes>
      <Route
        path="/support"
        element={
          <AreaLayout
            titleId="test.title"
            sections={SECTIONS}
            sectionsLabelId={labelled ? 'test.nav' : undefined}
          />
        }
      >
        <Route path="tickets" element={<PendingSection titleId="test.tickets" />} />
        <Route path="plans" element={<PendingSection titleId="test.plans" descriptionId="test.pending" />} />
        <Route path="*" element={<AreaNotFound />} />
      </Route>
    </Routes>
  );
}

const plainArea = createParcel(() => <TestArea />, { messages });
const labelledArea = createParcel(() => <TestArea labelled />, { messages });

describe('area frame', () => {
  it('shows the heading, the section links under the base path and marks the current one', async () => {
    await mountTestParcel(plainArea, { basePath: '/support', path: '/support/tickets', locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/support/tickets');
    expect(within(nav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Plans' })).not.toHaveAttribute('aria-current');
  });

  it('names the section strip with the area’s own label when given', async () => {
    await mountTestParcel(labelledArea, { basePath: '/support', path: '/support/tickets', locale: 'en' });
    expect(await screen.findByRole('navigation', { name: 'Support sections' })).toBeInTheDocument();
  });

  it('says a pending section is not built yet, in the area’s words when given', async () => {
    const parcel = await mountTestParcel(plainArea, {
      basePath: '/support',
      path: '/support/tickets',
      locale: 'en',
    });
    expect(await screen.findByText('This section is not built yet.')).toBeInTheDocument();
    await parcel.unmount();
    await mountTestParcel(plainArea, { basePath: '/support', path: '/support/plans', locale: 'en' });
    expect(await screen.findByText('Support plans will be listed here')).toBeInTheDocument();
    expect(screen.queryByText('This section is not built yet.')).not.toBeInTheDocument();
  });

  it('follows a section link to the next section', async () => {
    const parcel = await mountTestParcel(plainArea, {
      basePath: '/support',
      path: '/support/tickets',
      locale: 'en',
    });
    (await screen.findByRole('link', { name: 'Plans' })).click();
    expect(await screen.findByText('Support plans will be listed here')).toBeInTheDocument();
    expect(parcel.currentPath()).toBe('/support/plans');
  });

  it('brings the current section into view in the strip (a phone scrolls it sideways), again after a switch', async () => {
    const scrolled: string[] = [];
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    try {
      await mountTestParcel(plainArea, { basePath: '/support', path: '/support/plans', locale: 'en' });
      await screen.findByText('Support plans will be listed here');
      expect(scrolled).toEqual(['Plans']);
      (await screen.findByRole('link', { name: 'Tickets' })).click();
      await screen.findByText('This section is not built yet.');
      expect(scrolled).toEqual(['Plans', 'Tickets']);
    } finally {
      spy.mockRestore();
    }
  });

  it('shows the area’s not-found with a link back to the base path, in Persian by default', async () => {
    await mountTestParcel(plainArea, { basePath: '/support', path: '/support/nowhere' });
    expect(await screen.findByText('این صفحه پیدا نشد')).toBeInTheDocument();
    expect(screen.getByText('ممکن است نشانی اشتباه وارد شده یا صفحه حذف شده باشد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت' })).toHaveAttribute('href', '/support');
  });
});
