/**
 * Splits items over reviewers as evenly as their current loads allow: each item goes to the reviewer with the fewest
 * items so far (ties: the order given), so a newcomer catches up before the others get more. Pure: the stages and the
 * application review allocate with it.
 */
export function spreadEvenly<T>(items: readonly T[], reviewers: readonly { userId: string; load: number }[]) {
  const loads = reviewers.map((r) => ({ ...r }));
  return items.map((item) => {
    let least = loads[0] as { userId: string; load: number };
    for (const r of loads) if (r.load < least.load) least = r;
    least.load += 1;
    return { item, reviewerId: least.userId };
  });
}
