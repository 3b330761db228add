/** `attachments.*` settings of a typical member in tests and stories: 10 attachments of up to 5 MB. */
export const DEMO_SETTINGS = { maxFiles: 10, maxFileSize: 5 * 1024 * 1024 }
