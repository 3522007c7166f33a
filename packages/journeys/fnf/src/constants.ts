/** Page title of the Friends and Family pages (spec 2.5). */
export const FNF_PAGE_TITLE = 'Friends And Family Page';

/** Analytics page name of the Friends and Family pages (spec 2.5). */
export const FNF_PAGE_NAME = 'applyFriendsAndFamilyPromotion';

/** Flow name reported for the Friends and Family pages: a prospect's new service (spec 3.5). */
export const FNF_FLOW_NAME = 'NSE';
