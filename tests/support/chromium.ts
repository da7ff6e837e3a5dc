/** Debian's Chromium (never a downloaded browser) and the flags it needs on this closed network. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The features Playwright switches off (`disabledFeatures` in playwright-core's
 * chromiumSwitches.ts). Chromium reads only the last `--disable-features` it is given, and
 * Playwright puts its own before ours: ours must repeat them. chromium.test.ts checks this list
 * against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The address bar's suggestion popup, a page of Chromium's own, which Chromium 156 starts (hidden,
 * in a renderer of its own) for every new window, headless too: it took about half the processor
 * time of a site page opened in a new browser context (4.0 s of both cores' time, 2.1 s
 * without it), and every browser test opens one.
 */
export const OMNIBOX_POPUP_FEATURES = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxAimPopup",
];

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The one `--disable-features` for a Chromium that a tool starts with its own list: that list
 * (Chromium reads only the last one given, and the tool's comes first) and the popup's features.
 */
export function featuresOff(toolsOwn: readonly string[]): string {
  return `--disable-features=${[...toolsOwn, ...OMNIBOX_POPUP_FEATURES].join(",")}`;
}

/** The flags for a Chromium that Playwright starts: the above, and the features it turns off. */
export const playwrightArgs = [...chromiumArgs, featuresOff(PLAYWRIGHT_DISABLED_FEATURES)];
