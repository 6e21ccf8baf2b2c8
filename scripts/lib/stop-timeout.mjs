// How long `npm start` waits for its apps to stop before killing them. It must outlast the API's
// drain (DRAIN_TIMEOUT_MS in apps/api/src/server.ts, checked by stop-timeout.test.mjs): killed
// sooner, a drain still answering its last requests would cut them off mid-answer.
export const STOP_TIMEOUT_MS = 30_000;
