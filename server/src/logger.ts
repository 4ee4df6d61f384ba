import pino from 'pino';

export type Logger = pino.Logger;

export const createLogger = (level: string): Logger =>
  pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password_hash', '*.new_password'],
  });
