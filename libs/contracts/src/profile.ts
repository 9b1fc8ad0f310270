// The customer's profile (spec 001 §2 Profile, §7): what its activity list names. The schema of
// PUT /api/profile is in profile.schemas.ts.

export const ACTIVITY_TYPES = ['order', 'review', 'favorite', 'login', 'other'] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]
