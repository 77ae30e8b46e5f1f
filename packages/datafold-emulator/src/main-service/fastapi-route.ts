/**
 * Options of every main-service GET route. FastAPI, unlike Fastify, makes no HEAD route for a
 * GET one: HEAD on a GET path answers 405 with `Allow` there, as on any known path asked
 * with a method it does not serve (../method-not-allowed).
 */
export const FASTAPI_GET = { exposeHeadRoute: false } as const;
