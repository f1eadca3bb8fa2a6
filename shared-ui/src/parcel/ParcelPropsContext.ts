import { createContext, useContext } from 'react';
import type { ParcelProps } from '@portal/shared-sdk';

export const ParcelPropsContext = createContext<ParcelProps | null>(null);

/** The props the shell last gave this parcel (mount or update). Throws outside a parcel. */
export function useParcelProps<P extends ParcelProps = ParcelProps>(): P {
  const props = useContext(ParcelPropsContext);
  if (!props) throw new Error('useParcelProps must be used inside a parcel made by createParcel');
  return props as P;
}
