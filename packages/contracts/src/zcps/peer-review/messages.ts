/**
 * Server and validation messages of the peer review's rounds, invitations, opinions and summary, zh and en (merged
 * into messages.ts). The allocation engine's own explanations are in allocation/messages.ts.
 */
export const peerReviewMessages = {
  zh: {
    "peer.v.count": "请输入有效的人数",
    "peer.v.externalMin": "校外专家人数不能多于所需专家人数",
    "peer.v.criterionKey": "评分项标识应为字母开头的字母或数字",
    "peer.v.criterionName": "请输入评分项名称",
    "peer.v.roundName": "请输入轮次名称",
    "peer.v.chooseAssignments": "请选择评议邀请",
    "peer.v.chooseDeclarations": "请选择申报人",
    "peer.v.reasonRequired": "请输入原因",
    "peer.v.reasonCode": "请选择补派原因",
    "peer.v.code": "请输入 6 位数字验证码",
    "peer.v.accept": "请选择接受或谢绝",
    "peer.v.declineReason": "谢绝评审请填写原因",
    "peer.v.conclusion": "请选择评议结论",
  },
  en: {
    "peer.v.count": "Enter a valid number of experts",
    "peer.v.externalMin": "External experts cannot outnumber the experts required",
    "peer.v.criterionKey": "A criterion key starts with a letter and holds letters and digits",
    "peer.v.criterionName": "Enter the criterion's name",
    "peer.v.roundName": "Enter the round's name",
    "peer.v.chooseAssignments": "Choose the invitations",
    "peer.v.chooseDeclarations": "Choose the declarants",
    "peer.v.reasonRequired": "Enter a reason",
    "peer.v.reasonCode": "Choose why a replacement is sent",
    "peer.v.code": "Enter the 6-digit code",
    "peer.v.accept": "Choose to accept or decline",
    "peer.v.declineReason": "Give a reason for declining",
    "peer.v.conclusion": "Choose a conclusion",
  },
} as const;
