import { useEffect, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { SLIDER_INTERVAL_MS } from '@portal/shared-sdk';
import {
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  Skeleton,
  Stack,
  Text,
  usePortalLocale,
} from '@portal/shared-ui';
import type { Slide } from './useSlides';

export interface PromoSliderProps {
  slides: Slide[];
  loading?: boolean;
}

/**
 * Promotional slides, one every SLIDER_INTERVAL_MS (6000 ms). Pauses while hovered or focused; dots
 * and arrow keys pick a slide. A fixed height keeps the page from shifting as slides change.
 */
export function PromoSlider({ slides, loading = false }: PromoSliderProps) {
  const intl = useIntl();
  const { dir } = usePortalLocale();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  if (loading) return <Skeleton h={{ base: '44', md: '52' }} borderRadius="l3" />;
  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    // "next" is the reading direction: right in LTR, left in RTL
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) setIndex((i) => (i + 1) % count);
    else if (event.key === backward) setIndex((i) => (i - 1 + count) % count);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      as="section"
      role="region"
      aria-roledescription={intl.formatMessage({ id: 'shell.slider.roledescription' })}
      aria-label={intl.formatMessage({ id: 'shell.slider.label' })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      position="relative"
      h={{ base: '44', md: '52' }}
      borderRadius="l3"
      overflow="hidden"
      bg="brand.subtle"
      data-paused={paused || undefined}
    >
      {slides.map((slide, i) => (
        <Flex
          key={`${slide.title}-${i}`}
          role="group"
          aria-roledescription={intl.formatMessage({ id: 'shell.slider.slide' })}
          aria-label={intl.formatMessage({ id: 'shell.slider.position' }, { current: i + 1, total: count })}
          aria-hidden={i !== index}
          position="absolute"
          inset="0"
          opacity={i === index ? 1 : 0}
          visibility={i === index ? 'visible' : 'hidden'}
          transition="opacity 0.4s"
          align="center"
          gap="4"
          p={{ base: '4', md: '6' }}
          pb="10"
        >
          <Stack flex="1" gap="1" minW="0">
            <Heading as="h2" size={{ base: 'md', md: 'lg' }} lineClamp={1}>
              {slide.title}
            </Heading>
            {slide.subTitle && (
              <Text fontWeight="medium" lineClamp={1}>
                {slide.subTitle}
              </Text>
            )}
            {slide.description && (
              <Text color="fg.muted" fontSize="sm" lineClamp={2}>
                {slide.description}
              </Text>
            )}
            {slide.callToActionLink && slide.callToActionText && (
              <Link
                href={slide.callToActionLink}
                target={slide.callToActionTarget ?? undefined}
                rel={slide.callToActionTarget === '_blank' ? 'noopener noreferrer' : undefined}
                color="brand.fg"
                fontWeight="medium"
                tabIndex={i === index ? 0 : -1}
              >
                {slide.callToActionText}
              </Link>
            )}
          </Stack>
          {slide.image && (
            <Image src={slide.image} alt="" h="full" maxW="40%" objectFit="contain" hideBelow="sm" />
          )}
        </Flex>
      ))}
      <HStack position="absolute" bottom="2" insetInline="0" justify="center" gap="1">
        {slides.map((slide, i) => (
          <Button
            key={`dot-${slide.title}-${i}`}
            size="2xs"
            minW="0"
            w="2.5"
            h="2.5"
            p="0"
            borderRadius="full"
            variant={i === index ? 'solid' : 'subtle'}
            aria-label={intl.formatMessage({ id: 'shell.slider.goTo' }, { n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </HStack>
    </Box>
  );
}
