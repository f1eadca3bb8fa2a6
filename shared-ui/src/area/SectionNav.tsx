import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { Box, HStack, Link } from '@chakra-ui/react';

export interface AreaSection {
  /** relative to `from`, e.g. 'tickets'; '' is `from` itself (matched exactly) */
  to: string;
  /** message id of the section's name */
  titleId: string;
}

export interface SectionNavProps {
  sections: readonly AreaSection[];
  /** the path the sections hang under (the area's base path, or a domain's path inside it) */
  from: string;
  /** message id of the strip's accessible name, e.g. the area's "Support sections" */
  labelId?: string;
}

/**
 * The area's section links, as a tab strip; react-router marks the current one aria-current="page".
 * On a phone the strip scrolls sideways, and the current section is brought into view in it (it may
 * be the last of several).
 */
export function SectionNav({ sections, from, labelId = 'ui.area.sections' }: SectionNavProps) {
  const intl = useIntl();
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    strip.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <Box
      ref={strip}
      as="nav"
      aria-label={intl.formatMessage({ id: labelId })}
      borderBottomWidth="1px"
      mb="6"
      overflowX="auto"
    >
      <HStack as="ul" gap="1" listStyleType="none" ps="0" m="0">
        {sections.map((s) => (
          <Box as="li" key={s.to} flexShrink={0}>
            <Link
              asChild
              display="inline-block"
              px="3"
              py="2"
              mb="-1px"
              borderBottomWidth="2px"
              borderColor="transparent"
              color="fg.muted"
              textDecoration="none"
              _currentPage={{ color: 'brand.fg', borderColor: 'brand.solid', fontWeight: 'medium' }}
            >
              <NavLink to={s.to ? `${from}/${s.to}` : from} end={!s.to}>
                {intl.formatMessage({ id: s.titleId })}
              </NavLink>
            </Link>
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
