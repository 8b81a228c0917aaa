import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/time';
import { formatUsd, formatUsdCompact } from '../../../lib/format/numbers';
import type { DayVolume } from '../model/daily-volume';

const WIDTH = 280;
const HEIGHT = 64;
const LABEL = 12;

/**
 * The last seven UTC days' volume as small bars with the target as a dashed line: seven figures read better as bars
 * than as a plotted line, and an inline SVG costs nothing to load (no chart library, no chunk). Its text alternative
 * lists every day's figure; each bar names its day and figure on hover.
 */
export function VolumeChart({ days, targetUsd }: { days: readonly DayVolume[]; targetUsd: number | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const dayName = (day: number) => formatDate(day, locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }) ?? '';
  const top = Math.max(targetUsd ?? 0, ...days.map((day) => day.volumeUsd), 1);
  const slot = WIDTH / Math.max(days.length, 1);
  const plot = HEIGHT - LABEL;
  const y = (value: number) => plot - (Math.min(value, top) / top) * plot;
  const described = days.map((day) => `${dayName(day.day)}: ${formatUsdCompact(day.volumeUsd, locale)}`).join(', ');
  return (
    <Box
      component="svg"
      role="img"
      aria-label={t('volumeBot.volume.chart', { days: described })}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      sx={{ width: '100%', maxWidth: WIDTH * 1.6, height: 'auto', display: 'block' }}
    >
      {days.map((day, index) => {
        const height = plot - y(day.volumeUsd);
        const reached = targetUsd !== null && day.volumeUsd >= targetUsd;
        return (
          <g key={day.day}>
            <Box
              component="rect"
              x={index * slot + slot * 0.15}
              y={y(day.volumeUsd)}
              width={slot * 0.7}
              height={Math.max(height, day.volumeUsd > 0 ? 1 : 0)}
              sx={{ fill: (theme) => (reached ? theme.palette.success.main : theme.palette.primary.main) }}
            >
              <title>{`${dayName(day.day)} (UTC): ${formatUsd(day.volumeUsd, locale)}`}</title>
            </Box>
            <Box
              component="text"
              x={index * slot + slot / 2}
              y={HEIGHT - 2}
              textAnchor="middle"
              sx={{ fontSize: 8, fill: (theme) => theme.palette.text.secondary }}
            >
              {dayName(day.day)}
            </Box>
          </g>
        );
      })}
      {targetUsd !== null && (
        <Box
          component="line"
          x1={0}
          x2={WIDTH}
          y1={y(targetUsd)}
          y2={y(targetUsd)}
          strokeDasharray="4 3"
          sx={{ stroke: (theme) => theme.palette.warning.main, strokeWidth: 1 }}
        />
      )}
    </Box>
  );
}
