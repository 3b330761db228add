export async function profile(..._args: unknown[]): Promise<void> {}
