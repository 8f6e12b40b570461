/**
 * The aigw release this code is: package.json's `version` (a unit test keeps the two equal). The
 * default image of everything aigw runs in a cluster is tagged with it, so `aigw install`, the
 * operator's plans and `aigw render` all name the image this release builds (`npm run images`).
 */
export const AIGW_VERSION = '0.1.0';
