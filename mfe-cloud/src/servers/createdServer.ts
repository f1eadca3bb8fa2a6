/**
 * The server the customer created last in this area, until the server list has shown it: creating
 * ends on the server's own page, so the list highlights it (on its page) the next time it is drawn.
 * Kept with the area's code, which stays loaded across mounts, like its query cache.
 */
let created: number | null = null;

export const rememberCreatedServer = (serverId: number) => {
  created = serverId;
};

export const createdServer = (): number | null => created;

export const forgetCreatedServer = (serverId: number) => {
  if (created === serverId) created = null;
};
