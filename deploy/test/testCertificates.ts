import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface TestCa {
  /** PEM file of the CA certificate (what PROVIDER_API_CA_FILE names). */
  caFile: string;
  /** A server certificate and key for `names`, signed by this CA. */
  issue: (names: string[]) => { cert: string; key: string };
}

function openssl(args: string[], cwd: string): void {
  try {
    execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    throw new Error(
      `openssl ${args[0]} failed (npm test installs Debian's openssl): ${(error as { stderr?: Buffer }).stderr?.toString() ?? error}`,
    );
  }
}

/** A throw-away certificate authority made with Debian's openssl, in `dir`. */
export function makeTestCa(dir: string, name: string): TestCa {
  fs.mkdirSync(dir, { recursive: true });
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    [
      'req',
      '-x509',
      ...key,
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  let serial = 0;
  return {
    caFile: path.join(dir, 'ca.crt'),
    issue(names) {
      serial += 1;
      const base = `server-${serial}`;
      fs.writeFileSync(
        path.join(dir, `${base}.ext`),
        `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n`,
      );
      openssl(
        ['req', ...key, '-keyout', `${base}.key`, '-out', `${base}.csr`, '-subj', `/CN=${names[0]}`],
        dir,
      );
      openssl(
        [
          'x509',
          '-req',
          '-in',
          `${base}.csr`,
          '-CA',
          'ca.crt',
          '-CAkey',
          'ca.key',
          '-set_serial',
          String(1000 + serial),
          '-days',
          '2',
          '-extfile',
          `${base}.ext`,
          '-out',
          `${base}.crt`,
        ],
        dir,
      );
      return {
        cert: fs.readFileSync(path.join(dir, `${base}.crt`), 'utf8'),
        key: fs.readFileSync(path.join(dir, `${base}.key`), 'utf8'),
      };
    },
  };
}
