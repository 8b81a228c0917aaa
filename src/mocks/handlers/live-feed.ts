import { ws } from 'msw';
import { env } from '../../config/env';
import { demoFeedMessage } from '../demo-feed';
import { isBrowserDemo } from '../latency';

export const liveFeed = ws.link(env.liveFeedUrl);

/** In the browser demo each connection gets a listing or sale every 1–3 s; tests send their own frames. */
export const liveFeedHandlers = [
  liveFeed.addEventListener('connection', ({ client }) => {
    if (!isBrowserDemo()) return;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(
        () => {
          client.send(JSON.stringify(demoFeedMessage(location.origin)));
          next();
        },
        1000 + Math.random() * 2000,
      );
    };
    next();
    client.addEventListener('close', () => clearTimeout(timer));
  }),
];
