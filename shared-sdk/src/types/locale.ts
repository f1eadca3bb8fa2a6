/**
 * The portal's languages. A leaf module: the bus's events carry a locale and the session's types
 * carry the bus, so the type lives where both import it without importing each other.
 */
export type Locale = 'fa' | 'en';
