// What the portal uses of react-final-form, shared under its name (see federation.cjs FACADES).
// build/test/facades.test.ts fails when a package imports a name missing here: add it to the list.
export { Field, Form, FormSpy, useField, useForm, useFormState } from 'portal-react-final-form';
