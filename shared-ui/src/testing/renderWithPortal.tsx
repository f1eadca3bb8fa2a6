import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Form } from 'react-final-form';
import type { Locale } from '@portal/shared-sdk';
import { PortalProviders, type MessagesByLocale } from '../providers/PortalProviders';

/** Renders inside PortalProviders (fa by default), as a parcel would be, with a package's own messages if given. */
export function renderWithPortal(
  ui: ReactElement,
  locale: Locale = 'fa',
  messages?: MessagesByLocale,
): RenderResult {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <PortalProviders locale={locale} messages={messages}>
        {children}
      </PortalProviders>
    ),
  });
}

/** Renders fields inside a react-final-form Form whose values are reported to onValues. */
export function renderInForm(
  fields: ReactNode,
  options: {
    locale?: Locale;
    initialValues?: object;
    onValues?: (values: Record<string, unknown>) => void;
  } = {},
): RenderResult {
  return renderWithPortal(
    <Form
      onSubmit={() => undefined}
      initialValues={options.initialValues}
      subscription={{ values: true }}
      render={({ handleSubmit, values }) => {
        options.onValues?.(values as Record<string, unknown>);
        return <form onSubmit={handleSubmit}>{fields}</form>;
      }}
    />,
    options.locale,
  );
}
