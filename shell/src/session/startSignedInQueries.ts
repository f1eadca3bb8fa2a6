import { shellQueryClient } from '../data/queryClient';
import { profileQueryOptions } from '../data/profile/profile-query';
import { slidesQueryOptions } from '../data/slides/slides-query';
import { balanceQueryOptions } from '../data/wallet/balance-query';

/**
 * A signed-in page's first calls, asked for at start, side by side, instead of one after the other
 * as the pages render (the profile gate first, then the header's balance and the dashboard's
 * slides): the profile and the balance for every signed-in page, the slides on the dashboard `/`.
 * The pages read them from the shell's query cache; the profile gate still decides what a refused
 * token means.
 */
export function startSignedInQueries(token: string, pathname: string): void {
  void shellQueryClient.prefetchQuery(profileQueryOptions(token));
  void shellQueryClient.prefetchQuery(balanceQueryOptions());
  if (pathname === '/') void shellQueryClient.prefetchQuery(slidesQueryOptions());
}
