import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getIn } from 'final-form';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@chakra-ui/react';
import { getProfile, subscribeSession } from '@portal/shared-sdk';
import {
  draftableValues,
  readFormDraft,
  removeFormDraft,
  saveFormDraft,
  type DraftValues,
} from './formDrafts';

export interface FormDraftProps {
  /** the form's name, unique in the portal (with the resource it edits, e.g. `support.reply.42`) */
  id: string;
  /** more fields never kept, beside those named as secrets */
  exclude?: readonly string[];
}

const ownerOf = () => {
  const profile = getProfile();
  return profile ? String(profile.user_id) : null;
};

/**
 * Put inside a react-final-form form to keep its unsent input as a draft of the signed-in account:
 * saved as the user types, restored (with a note and a way to discard it) when the form opens again,
 * e.g. after signing in again; removed when the form is sent or back to its initial values.
 */
export function FormDraft({ id, exclude }: FormDraftProps) {
  const intl = useIntl();
  const form = useForm<DraftValues>('FormDraft');
  const owner = useSyncExternalStore(subscribeSession, ownerOf, ownerOf);
  const [restored, setRestored] = useState(false);
  const loadedFor = useRef<string | null>(null);
  const hadInput = useRef(false);
  const key = owner ? `${owner}.${id}` : null;

  // restore once per account and form, before listening (effects run in order)
  useEffect(() => {
    if (!owner || !key || loadedFor.current === key) return;
    loadedFor.current = key;
    const values = draftableValues(readFormDraft(owner, id)?.values ?? {}, exclude);
    const names = Object.keys(values);
    if (names.length === 0) return;
    form.batch(() => names.forEach((name) => form.change(name, values[name])));
    setRestored(true);
  }, [owner, key, id, exclude, form]);

  useEffect(() => {
    if (!owner || !key) return undefined;
    return form.subscribe(
      ({ values, dirtyFields, submitSucceeded }) => {
        if (loadedFor.current !== key) return;
        if (submitSucceeded) {
          removeFormDraft(owner, id);
          setRestored(false);
          return;
        }
        const dirty: DraftValues = {};
        for (const name of Object.keys(dirtyFields ?? {})) dirty[name] = getIn(values, name);
        const draft = draftableValues(dirty, exclude);
        if (Object.keys(draft).length > 0) {
          hadInput.current = true;
          saveFormDraft(owner, id, draft);
        } else if (hadInput.current) {
          // sent and started over, or emptied: no draft, and the note has nothing to say. (Nothing
          // dirty before any input is fields not registered yet, and leaves the draft alone.)
          hadInput.current = false;
          removeFormDraft(owner, id);
          setRestored(false);
        }
      },
      { values: true, dirtyFields: true, submitSucceeded: true },
    );
  }, [owner, key, id, exclude, form]);

  if (!restored) return null;
  return (
    <Alert.Root status="info" size="sm" data-form-draft={id}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{intl.formatMessage({ id: 'ui.draft.restored' })}</Alert.Description>
      </Alert.Content>
      <Button
        size="xs"
        variant="ghost"
        onClick={() => {
          form.reset();
          setRestored(false);
        }}
      >
        {intl.formatMessage({ id: 'ui.draft.discard' })}
      </Button>
    </Alert.Root>
  );
}
