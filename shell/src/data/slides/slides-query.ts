import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Slide } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { shellQueryClient } from '../queryClient';
import { slideKeys } from './keys';

export type SlidesQueryData = Slide[];

export const slidesQueryOptions = () =>
  queryOptions({
    queryKey: slideKeys.list(),
    queryFn: async (): Promise<SlidesQueryData> => {
      const slides = await api.static.sliders();
      return Array.isArray(slides) ? slides : [];
    },
    staleTime: 10 * 60_000, // ms; the promotions hardly change within a visit
    // the slides come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/** GET /static/sliders: the dashboard's promotional slides. */
export function useSlidesQuery() {
  return useQuery(slidesQueryOptions(), shellQueryClient);
}
