import net from 'node:net';

/** Just enough SMTP (no TLS, no auth) to accept mail and keep it. */
export async function fakeSmtp() {
  const mails: string[] = [];
  const server = net.createServer((sock) => {
    sock.write('220 fake ESMTP\r\n');
    let buf = '';
    let data = false;
    let mail = '';
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (let i = buf.indexOf('\r\n'); i >= 0; i = buf.indexOf('\r\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (data) {
          if (line === '.') {
            data = false;
            mails.push(mail);
            mail = '';
            sock.write('250 2.0.0 queued\r\n');
          } else mail += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') sock.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = true;
          sock.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          sock.write('221 bye\r\n');
          sock.end();
        } else sock.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`, mails, close: () => new Promise((r) => server.close(r)) };
}

/** The text of a raw message as a reader sees it (base64 or quoted-printable bodies decoded). */
export function mailText(raw: string): string {
  const [head, ...rest] = raw.split('\n\n');
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
