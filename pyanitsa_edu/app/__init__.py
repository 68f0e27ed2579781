"""The application around the course: the command line (``python -m pyanitsa_edu``), copying the
course's notebooks into a student's folder, and writing files safely.

- :mod:`.cli`: ``simulate``, ``exact`` and ``course`` (:func:`~.cli.main`), with
  :mod:`.cli_words` (argparse's own words from the package's catalogue);
- :mod:`.course`: the shipped notebooks copied and trusted, a student's changes kept;
- :mod:`.safe_files`: files replaced through a temporary file, no symlink followed.

Nothing else in the package imports this one.
"""
