import type { ComponentType } from 'react';
import { usePortalLocale } from '../i18n/PortalLocaleContext';
import type { IconProps } from './icons';

export interface DirectionalIconProps extends IconProps {
  /** an icon drawn pointing right (LTR "forward") */
  icon: ComponentType<IconProps>;
  /** 'forward' points the reading direction, 'backward' against it */
  towards: 'forward' | 'backward';
}

/**
 * Points along or against the reading direction: forward is right in LTR and left in RTL.
 * The mirroring is a transform on the SVG so the same path serves both directions.
 */
export function DirectionalIcon({ icon: Icon, towards, style, ...rest }: DirectionalIconProps) {
  const { dir } = usePortalLocale();
  const pointsLeft = (towards === 'forward') === (dir === 'rtl');
  return (
    <Icon
      data-points={pointsLeft ? 'left' : 'right'}
      style={{ ...style, transform: pointsLeft ? 'scaleX(-1)' : undefined }}
      {...rest}
    />
  );
}
