import { Text, type TextProps } from '@chakra-ui/react';
import { usePortalLocale } from '../i18n/PortalLocaleContext';
import { addressRuns, textDirection } from './addressRuns';

export interface TruncatedTextProps extends Omit<TextProps, 'children' | 'dir'> {
  text: string;
}

/**
 * One line of text cut with an ellipsis at its own logical end, in either locale: the line takes the
 * text's direction (a Persian subject on an English page is cut at its left, where it ends), each
 * domain, IP or path inside it is isolated left to right, and an address alone is cut at its start
 * so its end stays readable (…hop.ir). The whole text is the line's title.
 */
export function TruncatedText({ text, ...props }: TruncatedTextProps) {
  const { dir: pageDir } = usePortalLocale();
  const runs = addressRuns(text);
  const addressOnly = runs.length === 1 && runs[0]?.address === true;
  // an address alone runs in a right-to-left line, so what does not fit is its start
  const dir = addressOnly ? 'rtl' : (textDirection(text) ?? pageDir);
  return (
    <Text
      as="span"
      display="block"
      minW="0"
      overflow="hidden"
      whiteSpace="nowrap"
      textOverflow="ellipsis"
      dir={dir}
      // the line sits at the page's start whatever the text's own direction
      textAlign={pageDir === 'rtl' ? 'right' : 'left'}
      title={text}
      {...props}
    >
      {runs.map((run, i) =>
        run.address ? (
          <bdi key={i} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </Text>
  );
}
