export function linkPackage(): string
