import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import './context';
import { createMailer, type Mailer } from '../mail/mailer';
import { BackgroundTasks } from './background';
import { systemClock, type Clock } from './clock';
import { ImpersonationTracker } from './impersonation';
import { loadJwtSecret } from './secret';
import { DbFailureStore } from './failureStore';
import { LoginThrottle } from './throttle';

/** What the auth code needs besides the database; tests replace the clock, the mailer or the throttle. */
export interface Security {
  secret: Uint8Array;
  clock: Clock;
  mailer: Mailer;
  throttle: LoginThrottle;
  tasks: BackgroundTasks;
  impersonations: ImpersonationTracker;
  config: Config;
}

export interface SecurityDeps {
  config: Config;
  clock?: Clock | undefined;
  mailer?: Mailer | undefined;
  throttle?: LoginThrottle | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    security: Security;
  }
}

/**
 * Decorates the app with its security services and every request with `auth` (null until `authenticate`);
 * done once at the root so every route plugin sees them.
 */
export function registerSecurity(app: FastifyInstance, deps: SecurityDeps): Security {
  const clock = deps.clock ?? systemClock;
  const secret = loadJwtSecret(deps.config);
  const security: Security = {
    secret,
    clock,
    mailer: deps.mailer ?? createMailer(deps.config),
    // Failures counted in the database: every process of one deployment slows the same guesser.
    throttle: deps.throttle ?? new LoginThrottle(clock, { store: new DbFailureStore(() => app.deps.database.db, secret) }),
    tasks: new BackgroundTasks(app.log),
    impersonations: new ImpersonationTracker(),
    config: deps.config,
  };
  app.decorate('security', security);
  app.decorateRequest('auth', null);
  app.addHook('onClose', async () => security.tasks.idle());
  return security;
}
