"""The terminal game's layout (Textual CSS) for all its screens, by widget id.

One stylesheet, set on the app, so the 80x24 layout can be read and changed in one
place; the screens only name their widgets.
"""

CSS = """
Screen { layout: vertical; }
#title { height: 1; }
#opponent { height: 1; padding: 0 1; }
#piles { height: 4; margin: 1 0 0 0; }
#hand { height: 5; margin: 1 0 0 1; }
#log { height: 4; padding: 0 1; color: $text-muted; }
#message { height: 3; padding: 0 1; }
#moves { height: 1; }
#moves Button { margin: 0 1 0 0; min-width: 6; }
#setup-title { height: 1; text-style: bold reverse; }
#setup-grid { grid-size: 2; grid-columns: 26 1fr; grid-rows: 1; grid-gutter: 0 0;
              height: auto; margin: 1 1; }
#setup-grid Select { width: 30; }
#setup-buttons { height: 1; margin: 0 1; }
#setup-buttons Button { margin: 0 2 0 0; }
#setup-note { height: auto; margin: 1 1; color: $text-muted; }
#showdown, #sheet { height: auto; padding: 1 1; }
#scoreline { height: 1; padding: 0 1; text-style: bold; }
#sheet-buttons { height: 1; }
#sheet-buttons Button { margin: 0 2 0 1; }
KnockScreen, TextScreen { align: center middle; }
#dialog { width: 76; height: auto; max-height: 20; border: round $accent; padding: 0 1;
          background: $surface; }
#dialog-title { height: auto; }
#arrangements { height: auto; max-height: 12; }
.hint { color: $text-muted; }
"""

__all__ = ["CSS"]
