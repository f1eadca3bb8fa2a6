import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { Locale } from '@portal/shared-sdk';
import type { PrerenderedLogin } from '../login/prerenderedLogin';
import { documentTitle } from '../contributions/documentTitle';
import { FormAlert } from './fields';
import { LoginForm, OtpForm, RegisterForm, type OtpChallenge } from './forms';
import { translator } from './messages';

const LOCALES: Locale[] = ['fa', 'en'];
const TABS = ['login', 'register'] as const;

export interface LeanLoginProps {
  initialLocale: Locale;
  /** what was typed into the form painted from HTML */
  prerendered: PrerenderedLogin | null;
  /** the message id of why the portal sent the visitor here (the address's reason code), if it said */
  reason?: string | null;
  /** config.json's product name in each locale, when it names one */
  productName?: (locale: Locale) => string | undefined;
  /** the locale was switched: the page's language and direction follow */
  onLocale: (locale: Locale) => void;
  /** a session token was issued */
  onSignedIn: (token: string) => void;
}

/**
 * The login page of the lean login app (/login): a centred card with the product name and the
 * locale switch; login and registration tabs, then the code step for a second-factor account.
 */
export function LeanLogin({
  initialLocale,
  prerendered,
  reason,
  productName,
  onLocale,
  onSignedIn,
}: LeanLoginProps) {
  const [locale, setLocale] = useState(initialLocale);
  const [tab, setTab] = useState<(typeof TABS)[number]>('login');
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const t = useMemo(() => translator(locale), [locale]);
  const id = useId();
  const switchLocale = useCallback(
    (next: Locale) => {
      setLocale(next);
      onLocale(next);
    },
    [onLocale],
  );
  const product = productName?.(locale) || t('shell.productName');
  // the tab's title follows the page's locale, as on every page of the portal
  useEffect(() => {
    document.title = documentTitle(product, t('shell.title.login'));
  }, [product, t]);
  const context = { t, locale, onSignedIn };
  return (
    <main className="ll-page">
      <div className="ll-column">
        <div className="ll-top">
          <p className="ll-product">{product}</p>
          <div className="ll-locales" role="group" aria-label={t('shell.locale.label')}>
            {LOCALES.map((l) => (
              <button
                key={l}
                type="button"
                className={`ll-button ll-xs ${l === locale ? 'll-solid' : 'll-ghost'}`}
                aria-pressed={l === locale}
                lang={l}
                aria-label={t(`shell.locale.${l}`)}
                onClick={() => switchLocale(l)}
              >
                <span className="ll-wide">{t(`shell.locale.${l}`)}</span>
                <span className="ll-narrow" aria-hidden="true">
                  {t(`shell.locale.${l}Short`)}
                </span>
              </button>
            ))}
          </div>
        </div>
        <div className="ll-card">
          <FormAlert message={reason ? t(reason) : null} status="warning" />
          {challenge ? (
            <>
              <h1 className="ll-title">{t('shell.otp.title')}</h1>
              <OtpForm {...context} challenge={challenge} onBack={() => setChallenge(null)} />
            </>
          ) : (
            <>
              <div className="ll-tabs" role="tablist" aria-orientation="horizontal">
                {TABS.map((name) => (
                  <button
                    key={name}
                    type="button"
                    role="tab"
                    id={`${id}-tab-${name}`}
                    className="ll-tab"
                    aria-selected={tab === name}
                    aria-controls={`${id}-panel-${name}`}
                    tabIndex={tab === name ? 0 : -1}
                    onClick={() => setTab(name)}
                    onKeyDown={(event) => {
                      // arrows move between the tabs (the logical direction follows the page's)
                      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                      const next = TABS[(TABS.indexOf(name) + 1) % TABS.length] ?? 'login';
                      setTab(next);
                      document.getElementById(`${id}-tab-${next}`)?.focus();
                    }}
                  >
                    {t(`shell.login.tab.${name}`)}
                  </button>
                ))}
              </div>
              <div
                role="tabpanel"
                id={`${id}-panel-${tab}`}
                aria-labelledby={`${id}-tab-${tab}`}
                className="ll-panel"
              >
                {tab === 'login' ? (
                  <LoginForm {...context} onOtpRequired={setChallenge} prerendered={prerendered} />
                ) : (
                  <RegisterForm {...context} />
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
