/** Business constants of spec section 9 that both sides need. */
export const PRODUCT_NAME = 'ReferralHub';
export const PASSWORD_MIN_LENGTH = 10;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const TWO_FACTOR_CODE_TTL_MINUTES = 10;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const PRODUCT_TIMEZONE = 'US/Central';
export const USER_CACHE_KEY = 'my-user';
export const USER_CACHE_TTL_SECONDS = 86400;
export const GRID_PAGE_SIZE = 25;
export const GRID_PAGE_SIZE_OPTIONS = [15, 25, 50] as const;
export const GRID_MIN_HEIGHT = 400;
export const NOTIFICATION_DROPDOWN_LIMIT = 10;
export const NOTIFICATION_SUBSCRIPTION_LIMIT = 100;
export const NOTIFICATION_BADGE_MAX = 999;
export const SNACKBAR_MAX = 6;
export const SNACKBAR_AUTO_HIDE_MS = 10000;
export const DIALOG_MIN_WIDTH = 800;
export const DATE_DISPLAY_FORMAT = 'DD MMM YYYY';
export const DATETIME_DISPLAY_FORMAT = 'DD MMM YYYY - HH:mm:ss';

/** Error codes the session check returns while the second factor is outstanding. */
export const TWO_FACTOR_UNVERIFIED = 'TWO_FACTOR_UNVERIFIED';
export const TWO_FACTOR_EXPIRED = 'TWO_FACTOR_EXPIRED';
