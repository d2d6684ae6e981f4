import './index.css';

/** Resolves in a task of its own: the browser may paint and answer input before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code runs in three tasks instead of one (docs/decisions/1216): React, then React
 * Router, then the app itself, which hydrates the page (app/start.tsx). Evaluated as one module
 * graph they were one long task, which a slow phone spends unable to answer a tap.
 */
async function boot() {
  await import('./app/stage-react');
  await nextTask();
  await import('./app/stage-router');
  await nextTask();
  const { start } = await import('./app/start');
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await start(root);
}

void boot();
