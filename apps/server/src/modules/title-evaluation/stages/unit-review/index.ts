export { closePublicityHandler } from "./close-publicity-job";
