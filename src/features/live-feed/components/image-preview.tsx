import { useCallback, useEffect, useRef, useState } from 'react';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { FeedEvent } from '../../../feed/model/feed-event';

export interface Preview {
  anchor: HTMLElement;
  image: string;
  title: string;
  pinned: boolean;
}

/**
 * One enlarged picture per panel (not a popup per row): shown while a thumbnail is hovered or focused, or until
 * closed after a click or tap. Escape or a click elsewhere closes it.
 */
export function usePreview(titleOf: (event: FeedEvent) => string) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const titleRef = useRef(titleOf);
  useEffect(() => {
    titleRef.current = titleOf;
  });

  const show = useCallback((anchor: HTMLElement, event: FeedEvent, pinned: boolean) => {
    if (!event.image) return;
    const image = event.image;
    setPreview((current) => {
      // A second click on the pinned picture closes it.
      if (pinned && current?.pinned && current.anchor === anchor) return null;
      if (!pinned && current?.pinned) return current;
      return { anchor, image, title: titleRef.current(event), pinned };
    });
  }, []);
  const hide = useCallback((anchor: HTMLElement) => {
    setPreview((current) => (current && !current.pinned && current.anchor === anchor ? null : current));
  }, []);
  const close = useCallback(() => setPreview(null), []);
  return { preview, show, hide, close };
}

export function ImagePreview({ preview, onClose }: { preview: Preview | null; onClose: () => void }) {
  useEffect(() => {
    if (!preview?.pinned) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    // Capture: the panel's own Escape (close the panel) must not run when Escape only closes the picture.
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [preview, onClose]);

  // A picture whose row left the list (the feed moved on) closes with it.
  const anchor = preview?.anchor;
  const open = Boolean(anchor?.isConnected);
  return (
    <Popper
      open={open}
      anchorEl={anchor}
      placement="right-start"
      modifiers={[{ name: 'flip', options: { fallbackPlacements: ['left-start', 'bottom', 'top'] } }]}
      sx={{ zIndex: 'tooltip', pointerEvents: preview?.pinned ? 'auto' : 'none' }}
    >
      {preview && (
        <ClickAwayListener
          onClickAway={(event) => {
            if (!(event.target instanceof Node && preview.anchor.contains(event.target))) onClose();
          }}
        >
          <Paper elevation={8} sx={{ p: 0.5 }}>
            <img
              src={preview.image}
              alt={preview.title}
              referrerPolicy="no-referrer"
              style={{ display: 'block', width: 240, maxWidth: '70vw', height: 'auto', borderRadius: 4 }}
            />
          </Paper>
        </ClickAwayListener>
      )}
    </Popper>
  );
}
