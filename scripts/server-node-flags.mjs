// The Node.js flags the server runs with (npm start, the benchmarks; README "Deployment" for a process
// manager). A young generation of 64 MB per semi-space: a catalogue render or an import batch allocates
// a few MB that die within the request, and with the default 16 MB they were copied and promoted, then
// collected again by full collections. Measured (docs/decisions.md "Server Node flags"): uncached
// filtered /products +23% req/s, a 10 MB workbook import's peak RSS 583 -> 464 MB.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
