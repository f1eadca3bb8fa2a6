import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { Box, Button, ChevronDownIcon, Link, Stack, Text } from '@portal/shared-ui';
import type { DomainSection, DomainSectionGroup, DomainSectionKey } from './domainSections';

export interface DomainNavProps {
  groups: readonly DomainSectionGroup[];
  /** the domain's address, which the sections hang under */
  from: string;
  /** a section's link is hovered or focused: it may be opened next */
  onIntent?: (key: DomainSectionKey) => void;
}

const hrefOf = (from: string, s: DomainSection) => (s.path ? `${from}/${s.path}` : from);

/**
 * A domain's sections, grouped (the site, security, traffic rules, reports, the plan): a column
 * beside the page on wide screens; on a phone, one button naming the current section that opens
 * the same list. Links mark the current section (aria-current) and follow the page's direction.
 */
export function DomainNav({ groups, from, onIntent }: DomainNavProps) {
  const intl = useIntl();
  const listId = useId();
  const { pathname } = useLocation();
  // open at one address: a section chosen on a phone closes the list
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;

  const current = groups
    .flatMap((g) => g.sections)
    .find((s) => pathname === hrefOf(from, s) || pathname === `${hrefOf(from, s)}/`);
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Box as="nav" aria-label={t('cdn.nav.label')} position={{ md: 'sticky' }} top={{ md: '4' }}>
      <Button
        hideFrom="md"
        variant="outline"
        width="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        <Text as="span" truncate>
          {t('cdn.nav.sections')}
          {current && `: ${t(current.titleId)}`}
        </Text>
        <Box as="span" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s">
          <ChevronDownIcon />
        </Box>
      </Button>
      <Stack
        id={listId}
        gap="4"
        display={{ base: open ? 'flex' : 'none', md: 'flex' }}
        mt={{ base: '2', md: '0' }}
        p={{ base: '3', md: '0' }}
        borderWidth={{ base: '1px', md: '0' }}
        rounded="l2"
      >
        {groups.map((group) => (
          <Box key={group.key}>
            <Text
              id={`${listId}-${group.key}`}
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wide"
              mb="1"
              px="3"
            >
              {t(group.titleId)}
            </Text>
            <Stack
              as="ul"
              gap="0.5"
              listStyleType="none"
              m="0"
              p="0"
              aria-labelledby={`${listId}-${group.key}`}
            >
              {group.sections.map((s) => (
                <li key={s.key}>
                  <Link
                    asChild
                    display="block"
                    px="3"
                    py="1.5"
                    rounded="md"
                    color="fg"
                    textDecoration="none"
                    borderInlineStartWidth="3px"
                    borderColor="transparent"
                    _hover={{ bg: 'bg.muted' }}
                    _currentPage={{
                      bg: 'brand.subtle',
                      color: 'brand.fg',
                      borderColor: 'brand.solid',
                      fontWeight: 'medium',
                    }}
                  >
                    <NavLink
                      to={hrefOf(from, s)}
                      end
                      onMouseEnter={() => onIntent?.(s.key)}
                      onFocus={() => onIntent?.(s.key)}
                    >
                      {t(s.titleId)}
                    </NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
