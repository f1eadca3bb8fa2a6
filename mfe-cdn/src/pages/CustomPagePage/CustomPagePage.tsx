import { useIntl } from 'react-intl';
import { CUSTOM_PAGE_SECTIONS } from '@portal/api-cdn';
import { QueryView, Tabs } from '@portal/shared-ui';
import { useCustomPagesQuery } from '../../data/customPages/custom-pages-query';
import { Panel } from '../../components/Panel';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { CustomPageEditor } from './CustomPageEditor';

/** /cdn/{domain}/{id}/custom-page: the error, block and captcha pages as HTML, each with a preview that runs no script. */
export function CustomPagePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const domain = useCurrentDomain();
  const query = useCustomPagesQuery(domain.id);
  return (
    <Panel title={t('cdn.customPage.title')}>
      <QueryView query={query}>
        {(pages) => (
          <Tabs.Root defaultValue="error" lazyMount unmountOnExit>
            <Tabs.List>
              {CUSTOM_PAGE_SECTIONS.map((s) => (
                <Tabs.Trigger key={s} value={s}>
                  {t(`cdn.customPage.section.${s}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {CUSTOM_PAGE_SECTIONS.map((s) => (
              <Tabs.Content key={s} value={s}>
                <CustomPageEditor domainId={domain.id} section={s} html={pages[s]} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </QueryView>
    </Panel>
  );
}
