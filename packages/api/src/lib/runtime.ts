/** The Node.js lines Land Office supports: the maintained LTS lines (package.json's engines). */
export const SUPPORTED_NODE_LINES = [22, 24, 26] as const;

/**
 * The warning a start logs on a Node.js older than every supported line (20 is end of life: no
 * security releases since 30 April 2026), undefined on a supported or newer one.
 */
export function runtimeWarning(version: string = process.versions.node): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= SUPPORTED_NODE_LINES[0]) return undefined;
  return (
    `Node.js ${version} is end of life and gets no security releases: ` +
    `run Land Office on Node.js ${SUPPORTED_NODE_LINES.join(', ')}`
  );
}
