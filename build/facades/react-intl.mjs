// What the portal uses of react-intl, shared under its name (see federation.cjs FACADES).
// build/test/facades.test.ts fails when a package imports a name missing here: add it to the list.
export {
  FormattedMessage,
  IntlProvider,
  RawIntlProvider,
  createIntl,
  createIntlCache,
  useIntl,
} from 'portal-react-intl';
