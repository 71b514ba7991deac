/** The loose something@something email rule of the specs (accounts-identity.md §5), for every form. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+$/;
