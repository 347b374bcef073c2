#!/usr/bin/env node
// The built entry point (`npm run build` first); committed executable so `npx svc-mcp-bridge` runs it.
import '../dist/main.js';
