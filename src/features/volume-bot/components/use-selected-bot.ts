import { useEffect, useRef } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { removeKey } from '../../../lib/storage';
import type { VolumeBotChange } from '../../../account-record/volume-bot';
import { accountRecordKeys } from '../../../account-record/account-record-keys';
import { useSaveVolumeBot, useVolumeBot } from '../../../account-record/use-volume-bot';
import { useToast } from '../../../components/toast';
import { readSelectedBot, selectedBotKey } from '../model/selected-bot';
import { isStrategy, strategyOfPanelId, strategyPanelId } from '../model/strategies';

/** The server names the selected bot by its strategy id (its key under `bots`); the menu knows it by its panel id. */
function panelIdOf(botId: string | null | undefined): string | null {
  return botId && isStrategy(botId) ? strategyPanelId(botId) : null;
}

export interface SelectedBot {
  /** The selected bot's panel id: the choice being saved, else the server's; null when none is chosen (or unknown). */
  selected: string | null;
  /** False until the server's choice is known. */
  known: boolean;
  select: (panelId: string) => void;
}

/**
 * The selected volume bot, kept in the account record (`selectedBot`, the strategy's id) so that it follows the user to any browser. A
 * choice shows at once while it is saved; one that fails to save is undone and said in a toast. A choice this browser
 * kept before it was saved on the server is moved there once, by the bot it names, when the server has none.
 */
export function useSelectedBot(userId: string, panelId: string): SelectedBot {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useVolumeBot(userId);
  const save = useSaveVolumeBot(userId);
  const saving = useMutationState({
    filters: { mutationKey: accountRecordKeys.volumeBotSave(userId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as VolumeBotChange | undefined)?.selectedBot,
  }).filter((choice): choice is string | null => choice !== undefined);
  const server = panelIdOf(settings.data?.selectedBot);
  const selected = saving.length > 0 ? panelIdOf(saving[saving.length - 1]) : server;

  const migrated = useRef(false);
  const known = settings.isSuccess;
  useEffect(() => {
    if (!known || migrated.current) return;
    const key = selectedBotKey(env.productName, userId);
    const local = readSelectedBot(key);
    if (local !== panelId) return;
    migrated.current = true;
    if (server !== null) {
      removeKey(key);
      return;
    }
    save.mutate({ selectedBot: strategyOfPanelId(panelId) }, { onSuccess: () => removeKey(key) });
  }, [known, server, panelId, userId, save]);

  return {
    selected,
    known,
    select: (choice) => {
      if (choice === selected) return;
      save.mutate(
        { selectedBot: strategyOfPanelId(choice) },
        { onError: () => toast(t('volumeBot.selectFailed'), 'error') },
      );
    },
  };
}
