export { expirePeerInvitationsHandler } from "./expire-invitations-job";
