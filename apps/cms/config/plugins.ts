import type { Core } from '@strapi/strapi';

const allowedMediaTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

// SVG stays denied: served from the CMS origin it could carry script.
const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  // Submission e-mails (src/lib/submission-mail.ts) go through SMTP when SMTP_HOST is set; without it the CMS sends
  // nothing at all (it never calls the plugin), whatever provider is named here.
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 587),
        secure: env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASSWORD', '') } } : {}),
        // STARTTLS is used when the server offers it; SMTP_REQUIRE_TLS=true refuses a server that does not.
        requireTLS: env.bool('SMTP_REQUIRE_TLS', false),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
      },
      settings: {
        defaultFrom: env('SMTP_FROM', 'no-reply@xbench.org'),
        defaultReplyTo: env('CMS_TEAM_EMAIL', 'team@xbench.org'),
      },
    },
  },
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
  upload: {
    config: {
      sizeLimit: 10 * 1024 * 1024,
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
});

export default config;
