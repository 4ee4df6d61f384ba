import { describe, expect, it } from 'vitest';
import { BUILD_TIME_CSP, cspForServer } from './csp';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('renderer CSP', () => {
  it('lets the renderer reach exactly the configured server over http and ws', () => {
    const csp = cspForServer('http://localhost:8080');
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http://localhost:8080', 'ws://localhost:8080']);
    expect(directive(csp, 'img-src')).toContain('http://localhost:8080');
  });

  it('uses wss for an https server', () => {
    expect(directive(cspForServer('https://hub.example'), 'connect-src')).toEqual([
      "'self'",
      'https://hub.example',
      'wss://hub.example',
    ]);
  });

  it('never allows inline or remote scripts, plugins, frames, <base> or form posts', () => {
    for (const csp of [BUILD_TIME_CSP, cspForServer('https://hub.example')]) {
      expect(directive(csp, 'script-src')).toEqual(["'self'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
      expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
      expect(directive(csp, 'form-action')).toEqual(["'none'"]);
      expect(csp).not.toContain('unsafe-eval');
    }
  });
});
