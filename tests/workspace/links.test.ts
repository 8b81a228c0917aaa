import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Layout, LinkColour } from '../../src/workspace/model/geometry';
import { LINK_COLOURS, colourToShare, isLinkColour, linkedWith, setPanelLink } from '../../src/workspace/model/links';
import { fromSavedPanels, savedPanelSchema, toSavedLayout } from '../../src/workspace/model/saved-layout';

const panel = (id: string, link?: LinkColour) => ({ id, x: 0, y: 0, width: 300, height: 200, zIndex: 1, link });

describe('link colours', () => {
  it('put a panel in a colour, move it to another, take it out, and leave the layout alone when nothing changes', () => {
    const layout: Layout = [panel('a'), panel('b', 'blue')];
    const blue = setPanelLink(layout, 'a', 'blue');
    expect(blue.find((p) => p.id === 'a')?.link).toBe('blue');
    expect(setPanelLink(blue, 'a', 'blue')).toBe(blue);
    expect(setPanelLink(blue, 'a', 'red').find((p) => p.id === 'a')?.link).toBe('red');
    expect(setPanelLink(blue, 'a', null).find((p) => p.id === 'a')?.link).toBeUndefined();
    expect(setPanelLink(layout, 'a', null)).toBe(layout);
    expect(setPanelLink(layout, 'missing', 'red')).toBe(layout);
  });

  it('send what one panel chose to exactly the other panels of its colour (property)', () => {
    const colour = fc.option(fc.constantFrom(...LINK_COLOURS), { nil: undefined });
    fc.assert(
      fc.property(fc.array(colour, { minLength: 1, maxLength: 8 }), fc.nat(), (colours, pick) => {
        const layout = colours.map((link, index) => panel(`p${index}`, link));
        const from = layout[pick % layout.length];
        if (!from) return;
        const reached = linkedWith(layout, from.id);
        const expected = from.link
          ? layout.filter((p) => p.id !== from.id && p.link === from.link).map((p) => p.id)
          : [];
        expect(reached).toEqual(expected);
        expect(reached).not.toContain(from.id);
      }),
    );
  });

  it('are kept with the layout, and a colour this version does not know costs only the link', () => {
    const saved = toSavedLayout([panel('a', 'green'), panel('b')], {});
    const written: unknown = JSON.parse(JSON.stringify(saved));
    expect(written).toMatchObject({ panels: [{ id: 'a', link: 'green' }, { id: 'b' }] });
    const read = savedPanelSchema.parse({ ...panel('c'), link: 'ultraviolet' });
    expect(read.link).toBeUndefined();
    expect(fromSavedPanels([read], () => true).layout).toHaveLength(1);
    expect(isLinkColour('blue')).toBe(true);
    expect(isLinkColour('teal')).toBe(false);
  });

  it('are shared by a panel and the one it opens: the opener’s colour, else the other’s, else a free one', () => {
    expect(colourToShare([panel('rates', 'green'), panel('pair', 'blue')], 'rates', 'pair')).toBe('green');
    expect(colourToShare([panel('rates'), panel('pair', 'blue')], 'rates', 'pair')).toBe('blue');
    expect(colourToShare([panel('rates'), panel('pair'), panel('x', 'red')], 'rates', 'pair')).toBe('orange');
    expect(colourToShare([panel('rates'), panel('pair')], 'rates', 'pair')).toBe('red');
    const everyColour = LINK_COLOURS.map((colour) => panel(colour, colour));
    expect(colourToShare([...everyColour, panel('rates'), panel('pair')], 'rates', 'pair')).toBeNull();
    expect(colourToShare([panel('rates', 'green')], 'rates', 'pair')).toBeNull();
    expect(colourToShare([panel('pair', 'green')], 'rates', 'pair')).toBeNull();
  });

  it('shared, are never a colour another group uses unless one of the two is in it already (property)', () => {
    const colour = fc.option(fc.constantFrom(...LINK_COLOURS), { nil: undefined });
    fc.assert(
      fc.property(fc.array(colour, { minLength: 2, maxLength: 9 }), (colours) => {
        const layout = colours.map((link, index) => panel(`p${index}`, link));
        const [opener, opened] = layout;
        if (!opener || !opened) return;
        const shared = colourToShare(layout, opener.id, opened.id);
        if (opener.link || opened.link) expect(shared).toBe(opener.link ?? opened.link);
        else if (shared === null) expect(LINK_COLOURS.every((c) => colours.includes(c))).toBe(true);
        else expect(colours).not.toContain(shared);
      }),
    );
  });
});
