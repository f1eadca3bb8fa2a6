export interface FileLimits {
  maxFiles: number;
  /** allowed extensions without the dot, lower case; any type when omitted */
  extensions?: readonly string[];
}

export interface FileSelection {
  accepted: File[];
  /** files over the count limit */
  overflow: File[];
  /** files of a type outside `extensions` */
  badType: File[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Adds picked files to the current ones, keeping the type and count limits. */
export function addFiles(
  current: readonly File[],
  picked: readonly File[],
  limits: FileLimits,
): FileSelection {
  const accepted = current.slice();
  const overflow: File[] = [];
  const badType: File[] = [];
  for (const file of picked) {
    if (limits.extensions && !limits.extensions.includes(extensionOf(file.name))) badType.push(file);
    else if (accepted.length >= limits.maxFiles) overflow.push(file);
    else accepted.push(file);
  }
  return { accepted, overflow, badType };
}
