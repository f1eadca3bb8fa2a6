import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { PortalProviders } from './PortalProviders';
import { parcelSystem, shellSystem } from '../theme/system';
import en from '../messages/en.json';
import fa from '../messages/fa.json';

describe('PortalProviders', () => {
  it('sets dir and lang and merges the caller messages over shared-ui ones', () => {
    const messages = { fa: { 'x.title': 'سرورها' }, en: { 'x.title': 'Servers' } };
    const { rerender, container } = render(
      <PortalProviders locale="fa" messages={messages}>
        <FormattedMessage id="x.title" /> <FormattedMessage id="ui.common.cancel" />
      </PortalProviders>,
    );
    const root = container.querySelector('[data-portal-root]');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'fa');
    expect(screen.getByText(/سرورها/)).toHaveTextContent('سرورها انصراف');

    rerender(
      <PortalProviders locale="en" messages={messages}>
        <FormattedMessage id="x.title" /> <FormattedMessage id="ui.common.cancel" />
      </PortalProviders>,
    );
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/Servers/)).toHaveTextContent('Servers Cancel');
  });

  it('gives parcels a system without page-wide global css, the shell one with it', () => {
    expect(parcelSystem._global).toEqual([]);
    expect(shellSystem._global.length).toBeGreaterThan(0);
    expect(parcelSystem.getRecipe('button')).toBe(shellSystem.getRecipe('button'));
  });

  it('has the same message keys in fa and en, with no empty text', () => {
    expect(Object.keys(fa).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(fa).every((v) => v.trim() !== '')).toBe(true);
  });
});
