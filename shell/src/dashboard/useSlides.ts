import type { Slide } from '@portal/shared-sdk';
import { useSlidesQuery } from '../data/slides/slides-query';

export type { Slide };

/** The promotional slides (GET /static/sliders, in the current language); an error just leaves the slider empty. */
export function useSlides(): { slides: Slide[]; loading: boolean } {
  const query = useSlidesQuery();
  return { slides: query.data ?? [], loading: query.isPending };
}
