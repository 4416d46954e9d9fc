import type { AdminBootstrap } from './features/auth/index';

/** What the console shows once the app answers: where to open it and how the admin signs in. */
export function startBanner(info: {
  url: string;
  database: string;
  admin: AdminBootstrap;
  workers: number;
  readyMs: number;
}): string {
  const { admin } = info;
  const lines = ['', `  Bluebonnet is running: open ${info.url}`, `  Database: ${info.database}`];
  if (info.workers > 1) lines.push(`  Server processes: ${info.workers} (WORKERS)`);
  if (admin.created && admin.generated) {
    lines.push(`  Admin sign-in: ${admin.email} / ${admin.password}`, '  (this password is shown once — keep it)');
  } else if (admin.created) {
    lines.push(`  Admin sign-in: ${admin.email} with ADMIN_PASSWORD`);
  } else {
    lines.push(`  Admin sign-in: ${admin.email} (password set at first start)`);
  }
  lines.push('  Realtors sign up at /register.', `  Ready in ${Math.round(info.readyMs)} ms`, '');
  return lines.join('\n') + '\n';
}

export function publicUrl(publicUrlSetting: string | undefined, address: string): string {
  return publicUrlSetting ?? `http://localhost:${new URL(address).port}`;
}
