/**
 * Runs jobs one a task, in the order given: work that would be one long task on a phone (a screenful
 * of pictures revealed, their placeholders painted) becomes many short ones. A message to itself
 * hands over to the next task without a timer, so a test's stopped clock does not hold it.
 */
export function createTaskQueue() {
  const jobs: (() => void)[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    jobs.shift()?.();
    if (jobs.length > 0) channel.port2.postMessage(null);
  };
  return {
    add(job: () => void) {
      jobs.push(job);
      if (jobs.length === 1) channel.port2.postMessage(null);
    },
    destroy() {
      jobs.length = 0;
      channel.port1.close();
    },
  };
}
