import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemContext,
} from '@chakra-ui/react';
import { portalTheme } from './portalTheme';
import { EN_FONT_STACK, FA_FONT_STACK } from './fonts';

// Built on defaultBaseConfig (utilities and conditions only) plus the recipes shared-ui really
// uses (portalTheme), not on defaultConfig: defaultConfig carries every recipe of every Chakra
// component and cannot be tree-shaken, and this chunk is part of every first load.
const config = mergeConfigs(
  defaultBaseConfig,
  portalTheme,
  defineConfig({
    preflight: true,
    globalCss: {
      // The font follows <html lang>, which the shell keeps in sync with the locale.
      html: {
        '--portal-font': FA_FONT_STACK,
        color: 'fg',
        bg: 'bg',
        lineHeight: '1.5',
        colorPalette: 'brand',
      },
      'html[lang=en]': { '--portal-font': EN_FONT_STACK },
      body: { fontFamily: 'body' },
      '*::placeholder, *[data-placeholder]': { color: 'fg.subtle' },
      '*': { '--global-color-border': 'colors.border', '--global-font-body': 'fonts.body' },
    },
  }),
);

/**
 * The shell's system: CSS reset (preflight), page-wide global css and the token variables.
 * Exactly one ChakraProvider in the page (the shell's) should use it.
 */
export const shellSystem: SystemContext = createSystem(config);

/**
 * The parcels' system: the same instance (same recipes, same caches) but with no global styles,
 * because every ChakraProvider re-inserts its system's globals and the shell has
 * already inserted them once. A parcel mounted without the shell asks for `preflight` instead.
 */
export const parcelSystem: SystemContext = { ...shellSystem, _global: [] };
