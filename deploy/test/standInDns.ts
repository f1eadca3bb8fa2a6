import dgram from 'node:dgram';

export interface StandInDns {
  /** `host:port`, as nginx's `resolver` takes it. */
  address: string;
  /** Answers `name` with an A record of `ip` (TTL 1 s), or NXDOMAIN when null. */
  set: (name: string, ip: string | null) => void;
  /** Names asked, in order. */
  queries: string[];
  close: () => Promise<void>;
}

const TYPE_A = 1;

/**
 * A DNS server for the tests on 127.0.0.1 (UDP): A records from a table, TTL 1 s, NXDOMAIN for
 * other names, no records of other types. Enough for nginx's resolver.
 */
export async function startStandInDns(): Promise<StandInDns> {
  const records = new Map<string, string>();
  const queries: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    if (query.length < 17) return;
    let offset = 12;
    const labels: string[] = [];
    while (offset < query.length && query[offset] !== 0) {
      const length = query[offset] as number;
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
      offset += length + 1;
    }
    const questionEnd = offset + 5; // the zero label, QTYPE, QCLASS
    const name = labels.join('.').toLowerCase();
    const type = query.readUInt16BE(offset + 1);
    queries.push(name);
    const ip = records.get(name);
    const answer = ip !== undefined && type === TYPE_A;
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0); // id
    header.writeUInt16BE(ip === undefined ? 0x8183 : 0x8180, 2); // response, recursion, NXDOMAIN or no error
    header.writeUInt16BE(1, 4); // one question
    header.writeUInt16BE(answer ? 1 : 0, 6);
    const parts = [header, query.subarray(12, questionEnd)];
    if (answer) {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0); // the name of the question
      record.writeUInt16BE(TYPE_A, 2);
      record.writeUInt16BE(1, 4); // IN
      record.writeUInt32BE(1, 6); // TTL
      record.writeUInt16BE(4, 10);
      ip.split('.').forEach((octet, i) => record.writeUInt8(Number(octet), 12 + i));
      parts.push(record);
    }
    socket.send(Buffer.concat(parts), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    set: (name, ip) =>
      ip === null ? records.delete(name.toLowerCase()) : records.set(name.toLowerCase(), ip),
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
