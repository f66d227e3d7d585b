#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx, so the CLI and the app share src/core unchanged.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
