import { type Candidate, eligibleCandidates, type PreparedRound, prepareRound } from "./candidates";
import { roundContext } from "./constraints";
import { greedyChoice, pickBest } from "./greedy";
import { MinCostFlow } from "./min-cost-flow";
import { better, type Choice, hopeless, scarcestFirst, tally, toPlan } from "./plan";
import { loadCost } from "./score";
import type { AllocationInput, AllocationPlan } from "./types";

/**
 * The allocation engine (reference 4.3 A): a min-cost flow whose graph is, per declarant,
 *   declarant → external part (cap N) and internal part (cap N − external minimum)
 *   → (declarant, institution) (cap 1) → expert (cost −score) → sink (the k-th unit of an expert's load costs the
 *   k-th step of a convex penalty).
 * Capping the internal experts at N − E is the reference's "external minimum + any" split said the other way round:
 * each institution then has one way in, so an institution with a single candidate needs no node, and a search that
 * enters a declarant meets its candidates directly rather than a layer of institution nodes (3× faster at scale).
 * Declarants are served scarcest first, each along cheapest paths that may move earlier declarants to other experts
 * (never take their experts away); one that cannot be served in full is rolled back. The flow is thus of least
 * cost for the declarants it serves. Those left are tried once more on all their eligible experts, not only the
 * candidates kept, with the load that remains; the rest are explained. Where the greedy baseline happens to serve
 * more declarants, or as many better, its plan is taken instead (the plan says which): on generated rounds this is
 * about 1 in 1,000, when pins of a declarant left out made the flow price load that the plan does not keep.
 */
export function allocatePeerReviewers(input: AllocationInput): AllocationPlan {
  const prepared = prepareRound(roundContext(input), input.pinned ?? []);
  const flow = tally(prepared, serveLeftovers(prepared, flowChoice(prepared)), "FLOW");
  const greedy = tally(prepared, greedyChoice(prepared), "GREEDY");
  return toPlan(prepared, better(flow, greedy));
}

interface Edge {
  arc: number;
  candidate: Candidate;
}

export function flowChoice(prepared: PreparedRound): Choice {
  const { ctx, demands, capacity } = prepared;
  const experts = ctx.experts.length;
  const sink = experts;
  let nodes = experts + 1;
  const layout = demands.map((demand) => {
    const groups = new Map<number, Candidate[]>();
    for (const c of demand.candidates) {
      const list = groups.get(c.group);
      if (list) list.push(c);
      else groups.set(c.group, [c]);
    }
    const root = nodes;
    nodes += 3;
    for (const list of groups.values()) if (list.length > 1) nodes++;
    return { root, end: nodes, groups };
  });
  const graph = new MinCostFlow(nodes);
  ctx.experts.forEach((expert, e) => {
    const used = expert.maxLoad - capacity[e]!;
    for (let k = 1; k <= capacity[e]!; k++) graph.addArc(e, sink, 1, loadCost(ctx.policy, used + k, expert.maxLoad));
  });
  const edges = demands.map((demand, d) => {
    const { root, groups } = layout[d]!;
    const external = root + 1;
    const internal = root + 2;
    graph.addArc(root, external, demand.need, 0);
    graph.addArc(root, internal, demand.need - demand.needExternal, 0);
    const found: Edge[] = [];
    let next = root + 3;
    for (const list of groups.values()) {
      const part = list[0]!.external ? external : internal;
      // an institution with one candidate needs no node of its own: the pair's arc has capacity 1 already
      const entry = list.length > 1 ? next++ : part;
      if (entry !== part) graph.addArc(part, entry, 1, 0);
      for (const c of list) found.push({ arc: graph.addArc(entry, c.expert, 1, -c.score), candidate: c });
    }
    return found;
  });
  graph.freeze();

  const served: number[] = [];
  for (const demand of scarcestFirst(demands)) {
    if (demand.need === 0) {
      served.push(demand.declarant);
      continue;
    }
    if (hopeless(demand)) continue;
    const { root, end } = layout[demand.declarant]!;
    // No flow has reached the declarant's nodes yet: they take the lowest potential that keeps its arcs' reduced
    // costs non-negative, so that its best candidate is 0 away and a search looks no further than it must.
    let potential = Number.NEGATIVE_INFINITY;
    for (const { candidate } of edges[demand.declarant]!)
      potential = Math.max(potential, candidate.score + graph.potential[candidate.expert]!);
    graph.potential.fill(potential, root, end);
    const mark = graph.mark();
    if (graph.augment(root, sink, demand.need) === demand.need) {
      served.push(demand.declarant);
      graph.commit();
    } else graph.rollback(mark);
  }
  const choice: Choice = new Map();
  for (const d of served.sort((a, b) => a - b))
    choice.set(
      d,
      edges[d]!.filter((edge) => graph.flow(edge.arc) > 0).map((edge) => edge.candidate),
    );
  return choice;
}

/**
 * Serves, best candidates first, each declarant the flow left out whom the remaining load can still serve: the
 * pins of those left out are released first, each taken back only by its own declarant when it is served.
 */
function serveLeftovers(prepared: PreparedRound, choice: Choice): Choice {
  const { ctx, demands, groupOf } = prepared;
  const remaining = Int32Array.from(prepared.capacity);
  for (const chosen of choice.values()) for (const c of chosen) remaining[c.expert]!--;
  const left = scarcestFirst(demands).filter((demand) => !choice.has(demand.declarant));
  for (const demand of left) for (const pin of demand.pins) remaining[pin.expert]!++;
  for (const demand of left) {
    if (demand.pins.some((pin) => remaining[pin.expert]! <= 0)) continue;
    for (const pin of demand.pins) remaining[pin.expert]!--;
    const all = eligibleCandidates(ctx, demand.declarant, groupOf, {
      experts: new Set(demand.pins.map((p) => p.expert)),
      groups: new Set(demand.pins.map((p) => p.group)),
    });
    const picked = pickBest(demand, all, remaining);
    if (picked) choice.set(demand.declarant, picked);
    else for (const pin of demand.pins) remaining[pin.expert]!++;
  }
  return choice;
}
