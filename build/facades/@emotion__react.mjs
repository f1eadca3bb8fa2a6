// What the portal uses of @emotion/react (through Chakra, which shared-ui bundles), shared under its
// name (see federation.cjs FACADES). Chakra runs from the shell's build only (remotes take shared-ui
// from the shell), and a name it imports that is missing here fails the shell's build (exportsPresence).
export { Global, ThemeContext, withEmotionCache } from 'portal-@emotion/react';
