"""The terminal game's layout (Textual CSS) for all its screens, by widget id.

One stylesheet, set on the app, so the 80x24 layout can be read and changed in one
place; the screens only name their widgets. The table at 80x24, row by row: the title
(1), the opponent (1), the piles (1 + 4), the hand (1 + 5), the move log (4, and every
row a larger terminal has to spare), the message (3: a hint fits), the prompt (2: what
to do, and the deadwood after the best discard), the buttons (1) and the keys (1).
"""

from .ascii_mode import ASCII_CSS

CSS = (
    """
Screen { layout: vertical; }
#title { height: 1; }
TableScreen #opponent { height: 1; padding: 0 1; }
TableScreen #piles { height: 4; margin: 1 0 0 0; }
TableScreen #hand { height: 5; margin: 1 0 0 1; }
TableScreen #log { height: 1fr; min-height: 4; padding: 0 0 0 1; color: $text-muted;
                   scrollbar-size-vertical: 1; }
TableScreen #message { height: 3; padding: 0 1; }
TableScreen #prompt { height: 2; padding: 0 1; }
#moves { height: 1; }
#moves Button { margin: 0 1 0 0; min-width: 6; }
#setup-title { height: 1; text-style: bold reverse; }
#setup-grid { grid-size: 2; grid-columns: 26 32; grid-rows: 1; grid-gutter: 0 0;
              height: auto; margin: 1 1; }
#setup-grid Select { width: 30; }
#setup-buttons { height: 1; margin: 0 1; }
#setup-buttons Button { margin: 0 2 0 0; }
#setup-note { height: auto; margin: 1 1; color: $text-muted; }
#showdown { height: auto; padding: 1 1; }
#sheet-header { height: 1; padding: 0 1; margin: 1 0 0 0; text-style: bold; }
#sheet-hands { height: 1fr; padding: 0 1; scrollbar-size-vertical: 1; }
#sheet-totals { height: auto; padding: 0 1; margin: 1 0 0 0; }
#scoreline { height: 1; padding: 0 1; text-style: bold; }
#showdown-buttons { height: 1; }
#showdown-buttons Button { margin: 0 2 0 0; }
#review-summary { height: auto; padding: 0 1; margin: 1 0; }
#review-progress { height: 1; margin: 1 1; }
#review-table { height: 1fr; min-height: 5; scrollbar-size-vertical: 1; }
#review-detail { height: 8; padding: 0 1; overflow-y: auto; scrollbar-size-vertical: 1;
                 background: $boost; }
#sheet-buttons { height: 1; }
#sheet-buttons Button { margin: 0 2 0 1; }
KnockScreen, TextScreen, TooSmallScreen { align: center middle; }
TooSmallScreen { background: $background; }
#dialog { width: 76; height: auto; max-height: 22; border: round $accent; padding: 0 1;
          background: $surface; }
#dialog-title { height: auto; }
#dialog-text { height: auto; max-height: 18; }
#arrangements { height: auto; max-height: 12; }
#too-small { width: 100%; height: auto; padding: 0 1; text-align: center; }
.hint { color: $text-muted; }
"""
    + ASCII_CSS
)
"""The stylesheet: the layout above, then the ``--ascii`` borders."""

__all__ = ["CSS"]
