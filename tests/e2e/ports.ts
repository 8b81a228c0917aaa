/**
 * The ports of the end-to-end servers. POOLBOT_E2E_PORT_OFFSET moves all of them at once, so that two checkouts on
 * one machine can each run the suite: outside CI Playwright reuses a server it finds listening, and without an offset
 * the second checkout would test the first one's build.
 */
const offset = Number(process.env.POOLBOT_E2E_PORT_OFFSET ?? 0) || 0;

export const DEMO_PORT = 4176 + offset;
export const LIVE_PORT = 4174 + offset;
export const MOCK_PORT = 8787 + offset;
/** The demo build again, served with its venue proxy pointed at a mock server's venues. */
export const PROXY_PORT = 4178 + offset;
/**
 * A second mock server, the proxy's upstream alone: live tests make the first one's venues fail, and with one of its
 * own the proxy test runs beside them instead of after them.
 */
export const PROXY_MOCK_PORT = 8789 + offset;

export const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;
export const LIVE_ORIGIN = `http://127.0.0.1:${LIVE_PORT}`;
export const PROXY_ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;
export const MOCK_SERVER = `http://127.0.0.1:${MOCK_PORT}`;
export const MOCK_FEED = `ws://127.0.0.1:${MOCK_PORT}/feed`;
export const PROXY_MOCK_SERVER = `http://127.0.0.1:${PROXY_MOCK_PORT}`;
