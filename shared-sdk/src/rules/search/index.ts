export * from './normalizeSearchText';
export * from './searchScore';
export * from './rankSearchResults';
export * from './recentSearchItems';
export * from './searchModule';
