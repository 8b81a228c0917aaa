import { ws } from 'msw';
import { env } from '../../config/env';
import { demoFeedMessage, nextDemoFrameDelay } from '../demo-feed';
import { isBrowserDemo } from '../latency';

export const liveFeed = ws.link(env.liveFeedUrl);

/** In the browser demo each connection gets a listing or sale of one of the three platforms every 0.4–1.2 s; tests send their own frames. */
export const liveFeedHandlers = [
  liveFeed.addEventListener('connection', ({ client }) => {
    if (!isBrowserDemo()) return;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        client.send(JSON.stringify(demoFeedMessage(location.origin)));
        next();
      }, nextDemoFrameDelay());
    };
    next();
    client.addEventListener('close', () => clearTimeout(timer));
  }),
];
