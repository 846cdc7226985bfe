"""The ``ginrummy`` subcommands, one module per command group.

Each module holds a command's argument parser (``add_parser(subparsers)``) and its
``cmd_*`` function, so a command reads in one place; :mod:`.common` holds what they
share (the ``--rules``/``--option``/``--json``/``--ascii`` options, :class:`CliError`,
the console and argument helpers). :mod:`ginrummy.cli` is the entry point that
assembles them. Heavy libraries (the server's, the full-screen game's) are imported
only inside the commands that need them, so the command line starts fast.
"""
