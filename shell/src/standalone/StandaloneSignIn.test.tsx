import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearToken, getToken } from '@portal/shared-sdk';
import { PortalProviders } from '@portal/shared-ui';
import { shellMessages } from '../messages/shellMessages';
import { StandaloneSignIn, validateToken } from './StandaloneSignIn';

function renderSignIn(locale: 'fa' | 'en') {
  return render(
    <PortalProviders locale={locale} messages={shellMessages}>
      <MemoryRouter initialEntries={['/login']} useTransitions={false}>
        <Routes>
          <Route path="/login" element={<StandaloneSignIn next="/support" />} />
          <Route path="/support" element={<p>support area</p>} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
}

describe('the standalone sign-in', () => {
  afterEach(() => clearToken());

  it('refuses a token of 4 characters or fewer next to the field, keeping what was typed', async () => {
    expect(validateToken(' abcd ')).toBe('shell.standalone.tokenTooShort');
    expect(validateToken('abcde')).toBeUndefined();
    renderSignIn('en');
    await userEvent.type(screen.getByLabelText(/API token/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with an API token' }));
    expect(await screen.findByText('Too short: a token has more than 4 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText(/API token/)).toHaveValue('abc');
    expect(getToken()).toBeNull();
  });

  it('stores the token and opens the area, in Persian too', async () => {
    renderSignIn('fa');
    await userEvent.type(screen.getByLabelText(/توکن API/), ' demo-0123456789abcdef ');
    await userEvent.click(screen.getByRole('button', { name: 'ورود با توکن API' }));
    expect(await screen.findByText('support area')).toBeInTheDocument();
    expect(getToken()).toBe('demo-0123456789abcdef');
  });
});
