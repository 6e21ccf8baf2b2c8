// The job queue's public face: the demo pictures (modules/pictures/demo-pictures.ts) enqueue,
// claim and finish their jobs through it, never through the repository itself.
export { claimJob, countJobs, enqueueJobs, finishJob } from './background-jobs-repository';
