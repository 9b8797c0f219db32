/** The policies' own facts, quoted in their text and checked by their tests. */
export const POLICY_EFFECTIVE_DATE = 'January 2025'
export const CHILDREN_AGE_THRESHOLD = 13
export const DELIVERY_WORKING_DAYS = '2-3'
