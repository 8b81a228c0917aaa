import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { parseReply } from '../../../lib/api-error';
import { poolClient } from '../../../lib/pool-client';
import { botSettingsSchema, defaultBotSettings, type BotSettings } from '../model/bot-settings';

const recordSchema = z.object({ data: z.object({ botSettings: z.optional(z.unknown()) }) });

/** GET {pool}/{userId}: the saved bot settings, or the defaults when there are none (or they no longer parse). */
export async function getBotSettings(userId: string, signal?: AbortSignal): Promise<BotSettings> {
  const response = await poolClient.get<unknown>(`/${encodeURIComponent(userId)}`, { signal });
  const saved = botSettingsSchema.safeParse(parseReply(recordSchema, response.data).data.botSettings);
  return saved.success ? saved.data : defaultBotSettings();
}

const saveReplySchema = z.object({ success: z.optional(z.boolean()), error: z.nullish(z.string()) });

/** PUT {pool}/{userId} {data:{botSettings}} with the time of saving (DESIGN §5). */
export async function saveBotSettings(userId: string, settings: BotSettings, now = new Date()): Promise<BotSettings> {
  const saved = { ...settings, timestamp: now.toISOString() };
  const response = await poolClient.put<unknown>(`/${encodeURIComponent(userId)}`, { data: { botSettings: saved } });
  const reply = parseReply(saveReplySchema, response.data);
  if (reply.success === false || reply.error) throw new Error('refused');
  return saved;
}

const key = (userId: string) => ['account', userId, 'bot-settings'] as const;

export function useBotSettings(userId: string) {
  return useQuery({ queryKey: key(userId), queryFn: ({ signal }) => getBotSettings(userId, signal) });
}

export function useSaveBotSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BotSettings) => saveBotSettings(userId, settings),
    onSuccess: (saved) => queryClient.setQueryData(key(userId), saved),
  });
}
