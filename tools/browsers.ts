/**
 * Where the tests find Firefox and WebKit: Debian's packages by default (nothing here
 * may download a browser or a driver), each overridable by an environment variable.
 * Chromium's path and flags are in ./chromium.ts.
 */
export const firefoxExecutablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** WebKitGTK's WebDriver (Debian: webkit2gtk-driver). */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'

/** WebKitGTK's MiniBrowser (Debian: libwebkit2gtk-4.1-0), the browser the driver starts. */
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** MiniBrowser has no headless mode: it draws into this virtual X server. */
export const xvfbPath = process.env.XVFB_PATH ?? '/usr/bin/Xvfb'
