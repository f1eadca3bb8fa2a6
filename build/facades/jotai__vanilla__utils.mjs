// What the portal uses of jotai/vanilla/utils, shared under its name (see federation.cjs FACADES).
// build/test/facades.test.ts fails when a package imports a name missing here: add it to the list.
export { atomWithStorage, createJSONStorage } from 'portal-jotai/vanilla/utils';
