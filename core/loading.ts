/**
 * The spec's loading state, shared by the home page's news panel and the embed: a progress bar
 * fixed at 65 (it shows activity, not a measured amount) over three skeleton cards.
 */
export const LOADING_PROGRESS = 65;
export const LOADING_SKELETON_CARDS = 3;
