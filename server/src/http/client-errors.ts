/**
 * Requests that Node's HTTP parser refuses before Express sees them (headers over Node's 16 KiB
 * limit, a malformed request or header line, headers that took too long to arrive). Node's own
 * answer has an empty body; this one is the JSON `{ detail, code }` every other refusal has
 * (docs/design/api-conventions.md#errors), then the connection is closed, since the parser cannot tell where the next request would
 * start. A body that breaks off after Express has the request (a bad chunk) is Express's to
 * answer, so that connection is only closed.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { REQUEST_TEXT, errorCodeOf, statusCode } from '@squadhub/shared';
import { REQUEST_ID_HEADER } from './request-id.js';

/** What a refused request is told, by the parser's error code. */
function answerFor(code: string | undefined): { status: number; detail: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, detail: REQUEST_TEXT.headersTooLarge };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, detail: REQUEST_TEXT.tooSlow };
    default:
      return { status: 400, detail: REQUEST_TEXT.notHttp };
  }
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that went away, or one that already has (part of) an answer: nothing to say.
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const { status, detail } = answerFor(err.code);
    const body = JSON.stringify({ detail, code: errorCodeOf(detail) ?? statusCode(status) });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        // Its headers were not read, so a proxy's id is unknown: a new one, like every answer has.
        `${REQUEST_ID_HEADER}: ${randomUUID()}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
