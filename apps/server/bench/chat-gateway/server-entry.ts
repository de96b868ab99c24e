import { runBenchServer } from './server-process'

// The benchmark's server process, bundled like the production server (chat-gateway/build-server.ts).
await runBenchServer(Number(process.env['BENCH_CHAT_PAIRS'] ?? 1_000))
