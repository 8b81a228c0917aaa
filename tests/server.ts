import { setupServer } from 'msw/node';
import { handlers } from '../src/mocks/handlers';

/** The demo's own handlers, in Node: tests override one handler per error case with server.use. */
export const server = setupServer(...handlers);
