import { Text } from '@portal/shared-ui';

export interface RequiredLabelProps {
  text: string;
}

/**
 * A label with the required mark, for fields whose "required" check is the form's own (so the
 * message is the rule's own, e.g. "Please enter the subject of your ticket", not the generic
 * "This field is required"). The mark is not read out.
 */
export function RequiredLabel({ text }: RequiredLabelProps) {
  return (
    <>
      {text}
      <Text as="span" color="fg.error" aria-hidden="true">
        *
      </Text>
    </>
  );
}
