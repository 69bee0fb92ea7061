// The Node.js flags the server runs with (npm start, the benchmarks; README "Deployment" for a process
// manager). A catalogue render or an import batch allocates a few MB that die within the request; with
// V8's defaults (16 MB semi-spaces, the old generation let grow up to 4x its live size between full
// collections) they were copied, promoted and held as garbage. 64 MB semi-spaces and an old generation
// grown at most 2x: uncached filtered /products +23% req/s (A/B, 7 rounds), a 10 MB workbook import's
// peak RSS 583 -> 452-496 MB (docs/decisions.md "Server Node flags").
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--heap-growing-percent=100'];
