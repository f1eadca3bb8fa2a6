import { useParams } from 'react-router-dom';
import { AreaLayout, useParcelProps } from '@portal/shared-ui';
import { DOMAIN_SECTIONS } from './domainSections';

/** /cdn/{domain_name}/{domain_id}/…: the domain's name as heading, its sections below. */
export function DomainPage() {
  const { basePath } = useParcelProps();
  const { domainName = '', domainId = '' } = useParams();
  return (
    <AreaLayout
      titleId="cdn.domain.title"
      titleValues={{ domain: domainName }}
      sections={DOMAIN_SECTIONS}
      sectionsLabelId="area.sections"
      sectionsFrom={`${basePath}/${encodeURIComponent(domainName)}/${encodeURIComponent(domainId)}`}
    />
  );
}
