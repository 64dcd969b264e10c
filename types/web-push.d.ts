// The part of web-push (https://github.com/web-push-libs/web-push) this app uses; the package ships no types.
declare module "web-push" {
  export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };
  export type VapidDetails = { subject: string; publicKey: string; privateKey: string };
  export type RequestOptions = {
    vapidDetails?: VapidDetails;
    TTL?: number;
    urgency?: "very-low" | "low" | "normal" | "high";
    topic?: string;
    contentEncoding?: "aes128gcm" | "aesgcm";
  };
  export type RequestDetails = {
    method: "POST";
    endpoint: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
  };
  export function generateRequestDetails(subscription: PushSubscription, payload?: string | Buffer | null, options?: RequestOptions): RequestDetails;
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  const webpush: { generateRequestDetails: typeof generateRequestDetails; generateVAPIDKeys: typeof generateVAPIDKeys };
  export default webpush;
}
