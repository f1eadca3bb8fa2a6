import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

// The font token follows the locale through a CSS variable set on <html> (shell) and on every
// parcel root (PortalProviders), so Persian gets Vazirmatn and English the system UI font.
const portalFont = { value: 'var(--portal-font, Vazirmatn, system-ui, sans-serif)' };

// Brand: a deep, calm blue that reads as "infrastructure console" and keeps AA contrast with white.
const brand = {
  50: { value: '#eef4ff' },
  100: { value: '#d9e6ff' },
  200: { value: '#b6ceff' },
  300: { value: '#85acfb' },
  400: { value: '#5385f2' },
  500: { value: '#2f63e0' },
  600: { value: '#1f4cc2' },
  700: { value: '#1b3d9c' },
  800: { value: '#1a347c' },
  900: { value: '#172c63' },
  950: { value: '#0f1b3d' },
};

/** Theme part of the portal's Chakra config: tokens, brand palette and the recipes shared-ui uses. */
export const portalTheme = defineConfig({
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, brand },
      fonts: { ...tokens.fonts, body: portalFont, heading: portalFont },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Status texts readable on the page (WCAG AA, 4.5:1 for small text): Chakra's light shades
        // of green, red and orange are too pale on white.
        fg: {
          ...semanticTokens.colors.fg,
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        // A solid button's white text needs 4.5:1 too: Chakra's green, teal and (light) orange
        // solids are a shade too light for it.
        green: {
          ...semanticTokens.colors.green,
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
        },
        teal: {
          ...semanticTokens.colors.teal,
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
        },
        orange: {
          ...semanticTokens.colors.orange,
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
        },
        brand: {
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});
