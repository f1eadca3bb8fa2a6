import { createContext, useContext } from 'react';
import type { Domain } from '@portal/api-cdn';

/** The domain of the address (`/cdn/{domain_name}/{domain_id}/…`), once the provider confirmed it is the user's. */
export const CurrentDomainContext = createContext<Domain | null>(null);

/**
 * The domain a section page works on: recovered from the address by the domain's frame (a wrong
 * name or id never reaches a section). Sections decide plan gates with its `plan`.
 */
export function useCurrentDomain(): Domain {
  const domain = useContext(CurrentDomainContext);
  if (!domain) throw new Error('useCurrentDomain is for the pages inside a domain (routes.tsx)');
  return domain;
}
