import type { AxiosRequestConfig } from 'axios';
import { apiClient } from './apiClient';

export type RequestOptions = AxiosRequestConfig;

export interface Envelope<T> {
  success: true;
  message: string;
  data: T;
}

/** One provider call through every wire rule; resolves with the unwrapped `data`, rejects with ApiError. */
export async function request<T>(options: RequestOptions): Promise<T> {
  const response = await apiClient.request<Envelope<T> | T>(options);
  if (options.envelope === false) return response.data as T;
  return (response.data as Envelope<T>).data;
}

/** Like `request`, but resolves with the whole envelope, for callers that show the server's success message. */
export async function requestEnvelope<T>(options: RequestOptions): Promise<Envelope<T>> {
  const response = await apiClient.request<Envelope<T>>({ ...options, envelope: true });
  return response.data;
}

/** What a mutation that shows the server's message resolves with. */
export interface WithMessage<T> {
  message: string;
  data: T;
}

/** The server's message and `data` of a call, for mutations whose success message is shown. */
export async function withMessage<T>(
  promise: Promise<{ message: string; data: T }>,
): Promise<WithMessage<T>> {
  const { message, data } = await promise;
  return { message, data };
}
