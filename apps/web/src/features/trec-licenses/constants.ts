/** Spec realtor-tools §8. */
export const VERIFY_FAILED = 'License verification failed';
export const VERIFY_NETWORK_FAILURE = 'Failed to verify license number. Please try again.';
export const NAME_SEARCH_FAILURE = 'Unable to search license holders. Please try again.';
