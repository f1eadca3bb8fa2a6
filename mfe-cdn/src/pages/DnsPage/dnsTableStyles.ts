import type { ComponentProps } from 'react';
import type { Box } from '@portal/shared-ui';

type Styles = ComponentProps<typeof Box>['css'];

const ring = { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' };

/**
 * The record table's cells, styled once for the whole table (not one style resolution per cell):
 * the type as a small grey mono badge; the name (medium) and content (mono) wrap anywhere, each
 * isolated left-to-right; on a phone the content sits under the name, the proxy switch drops its
 * word and the actions (compact ghost buttons) may wrap; from md up they sit side by side.
 * Breakpoint-bound parts use `dns-wide` (from md up) and `dns-narrow` (below md).
 */
export const dnsTableStyles: Styles = {
  '& .dns-type': {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '5',
    px: '1.5',
    borderRadius: 'l2',
    textStyle: 'xs',
    fontWeight: 'medium',
    fontFamily: 'mono',
    whiteSpace: 'nowrap',
    bg: 'gray.subtle',
    color: 'gray.fg',
  },
  '& .dns-name': { minW: '0', whiteSpace: 'normal' },
  '& .dns-name > bdi': { fontWeight: 'medium', wordBreak: 'break-all' },
  '& .dns-name-content': {
    display: { base: 'block', md: 'none' },
    color: 'fg.muted',
    fontSize: 'xs',
    wordBreak: 'break-all',
  },
  '& .dns-content': { fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'normal', wordBreak: 'break-all' },
  '& .dns-nowrap': { whiteSpace: 'nowrap' },
  '& .dns-muted': { color: 'fg.muted', fontSize: 'sm' },
  '& .dns-wide': { display: { base: 'none', md: 'inline' } },
  '& .dns-narrow': { display: { base: 'inline', md: 'none' } },
  '& .dns-proxy': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    colorPalette: 'brand',
  },
  '& .dns-proxy > input': {
    boxSize: '4',
    m: '0',
    accentColor: 'colorPalette.solid',
    cursor: 'inherit',
    _focusVisible: ring,
  },
  '& .dns-proxy:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' },
  '& .dns-actions': {
    display: 'flex',
    flexWrap: { base: 'wrap', md: 'nowrap' },
    gap: '1',
    justifyContent: 'flex-end',
  },
  '& .dns-action': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    h: '6',
    minW: '6',
    px: '2',
    borderRadius: 'l2',
    textStyle: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    bg: 'transparent',
    color: 'colorPalette.fg',
    _hover: { bg: 'colorPalette.subtle' },
    _focusVisible: ring,
  },
  '& .dns-action[data-palette=brand]': { colorPalette: 'brand' },
  '& .dns-action[data-palette=red]': { colorPalette: 'red' },
};
