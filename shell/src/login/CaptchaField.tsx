import { forwardRef, useCallback, useEffect, useImperativeHandle } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useCaptchaMutation } from '../data/auth/captcha-mutation';
import { Box, Flex, IconButton, Image, Skeleton, Text, TextField } from '@portal/shared-ui';
import { validateCaptcha } from './loginValidation';

export interface CaptchaFieldHandle {
  /** a new image (captchas are single use: after every failed submit) */
  refresh: () => void;
}

function RefreshIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden
    >
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}

/**
 * The sandbox's captcha image with a refresh button and the answer field. Keeps the form's
 * `captcha_id` in step with the image shown.
 */
export const CaptchaField = forwardRef<CaptchaFieldHandle>(function CaptchaField(_props, ref) {
  const intl = useIntl();
  const form = useForm();
  const captcha = useCaptchaMutation();
  const { mutate } = captcha;
  // a new captcha is asked for on every refresh: only the latest one's image is shown
  const image = captcha.isSuccess ? captcha.data.image : null;
  const failed = captcha.isError;

  const refresh = useCallback(() => {
    mutate(undefined, { onSuccess: ({ captcha_id }) => form.change('captcha_id', captcha_id) });
  }, [form, mutate]);

  useImperativeHandle(ref, () => ({ refresh }), [refresh]);
  useEffect(refresh, [refresh]);

  return (
    <Box>
      <Flex align="center" gap="2" mb="2">
        {/* the box public/first-paint.js fills in the copy painted from HTML, with this alt text */}
        <Box
          data-captcha-image={intl.formatMessage({ id: 'shell.login.captchaImage' })}
          w="40"
          h="12"
          borderWidth="1px"
          borderRadius="l2"
          overflow="hidden"
          bg="white"
          display="grid"
          placeItems="center"
        >
          {image ? (
            <Image
              src={image}
              alt={intl.formatMessage({ id: 'shell.login.captchaImage' })}
              w="full"
              h="full"
              objectFit="contain"
            />
          ) : failed ? (
            <Text fontSize="xs" color="fg.error" px="2">
              {intl.formatMessage({ id: 'shell.login.captchaFailed' })}
            </Text>
          ) : (
            <Skeleton w="full" h="full" />
          )}
        </Box>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={intl.formatMessage({ id: 'shell.login.captchaRefresh' })}
          onClick={refresh}
        >
          <RefreshIcon />
        </IconButton>
      </Flex>
      <TextField
        name="captcha"
        label={intl.formatMessage({ id: 'shell.login.captcha' })}
        required
        validate={validateCaptcha}
        dir="ltr"
        autoComplete="off"
        maxLength={10}
      />
    </Box>
  );
});
