import { useEffect, useState } from 'react';
import { api, type components } from '@portal/shared-sdk';

export type Slide = components['schemas']['Slide'];

/** The promotional slides (GET /static/sliders); an error just leaves the slider empty. */
export function useSlides(): { slides: Slide[]; loading: boolean } {
  const [state, setState] = useState<{ slides: Slide[]; loading: boolean }>({ slides: [], loading: true });
  useEffect(() => {
    let active = true;
    api.static.sliders().then(
      (slides) => active && setState({ slides: Array.isArray(slides) ? slides : [], loading: false }),
      () => active && setState({ slides: [], loading: false }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
