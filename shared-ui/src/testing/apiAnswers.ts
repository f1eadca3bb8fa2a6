import { HttpResponse } from 'msw';

/** The provider's success envelope, as a test server answers. */
export const apiOk = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });

/** The provider's failure envelope with its status (and field messages, if any). */
export const apiFailure = (status: number, message: string, fields?: Record<string, string[]>) =>
  HttpResponse.json(fields ? { success: false, message, fields } : { success: false, message }, { status });

/** The language the provider would answer a request in: Persian when Accept-Language starts with fa. */
export function providerLang(request: Request): 'fa' | 'en' {
  return request.headers.get('accept-language')?.toLowerCase().startsWith('fa') ? 'fa' : 'en';
}
