import { COMMITTEE_ELEMENTS as E } from "@zcps/contracts/zcps/committee/element-codes";
import Flex from "antd/es/flex";
import { useState } from "react";
import { useCan } from "../../../lib/access";
import { BallotPanel } from "./components/ballot-panel";
import { MyGroups } from "./components/my-groups";
import { VoteControl } from "./components/vote-control";

/**
 * /hwgl/ycgl: the anonymous vote. A member (ycgl:vote) sees their groups and casts their ballot; the chair and
 * personnel (ycgl:control) run each group's rounds and watch how many have voted. One user may hold both.
 */
export default function VotingPage() {
  const can = useCan();
  const [groupId, setGroupId] = useState<string | null>(null);
  return (
    <Flex vertical gap={16}>
      {can(E.vote) &&
        (groupId ? (
          <BallotPanel groupId={groupId} onBack={() => setGroupId(null)} />
        ) : (
          <MyGroups onOpen={setGroupId} />
        ))}
      {can(E.voteControl) && <VoteControl />}
    </Flex>
  );
}
