export const NODE_VERSIONS: { 22: string; 24: string }
export const DEVELOPMENT_NODE: string
export function isSupportedNode(version?: string): boolean
export function ensureNode(version?: string): string
