// The groups of data /lk/profile-edit/{type} changes (requirements §2.2): the route's check and the
// machine read the one list, so an unknown type is the 404 page.
export const PROFILE_EDIT_KINDS = ['passport', 'phone', 'email', 'address'] as const;
export type ProfileEditKind = (typeof PROFILE_EDIT_KINDS)[number];
export const isProfileEditKind = (value: string | undefined): value is ProfileEditKind => PROFILE_EDIT_KINDS.includes(value as ProfileEditKind);
/** What the edit flow changes: the four routes' groups, and the password (a form on /lk/profile-edit). */
export type ProfileChangeKind = ProfileEditKind | 'password';
