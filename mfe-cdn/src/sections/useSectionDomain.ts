import { useParams } from 'react-router-dom';
import type { Domain } from '@portal/api-cdn';
import { useDomainsQuery } from '../data/domains/domains-query';

export interface SectionDomain {
  /** from the address */
  id: number;
  /** the domain's name (from the list once loaded, the address until then) */
  name: string;
  /** the user's domain of that id, once the list is loaded */
  domain: Domain | undefined;
  /** the domain's plan name (free, eco, com, pro); undefined until known */
  plan: string | undefined;
}

/** The domain a settings page is about: /cdn/{domain_name}/{domain_id}/…, with its plan from the domain list. */
export function useSectionDomain(): SectionDomain {
  const { domainName = '', domainId = '' } = useParams();
  const id = Number(domainId);
  const domains = useDomainsQuery();
  const domain = domains.data?.find((d) => d.id === id);
  return { id, name: domain?.name ?? domainName, domain, plan: domain?.plan.name };
}
