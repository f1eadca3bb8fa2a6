import type { Call, Resource } from '../http/router';

/** Answers what it received, after parsing, tunnelling and validation; for the wire tests. */
export const echoResource: Resource = (routes) => {
  const echo = (call: Call) => ({
    method: call.req.method,
    body: call.body,
    query: call.query,
    params: call.params,
    files: ((call.req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({
      field: f.fieldname,
      name: f.originalname,
      size: f.size,
    })),
  });
  routes.get('/echo', echo);
  routes.post('/echo', echo);
  routes.put('/echo/{id}', echo);
  routes.delete('/echo/{id}', echo);
  routes.delete('/things/{id}', echo);
  routes.publicPost('/submit/echo', echo, { prefix: '' });
  routes.publicGet('/open', () => ({ open: true }));
  routes.get('/boom', () => {
    throw new Error('unexpected');
  });
};
