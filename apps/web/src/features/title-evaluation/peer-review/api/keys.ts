/** Every query of the peer review's administrator pages starts with it: an action refreshes each of their lists. */
export const peerReviewKey = ["peer-review"] as const;
