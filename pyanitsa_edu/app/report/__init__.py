"""The class report: what a class got right and wrong, task by task, from its graded work.

``python -m pyanitsa_edu report DIR`` (:mod:`.command`) reads an autograded nbgrader course
folder (:mod:`.nbgrader_course`: the gradebook's points, :mod:`.gradebook`, and the self-checks'
verdicts in the autograded notebooks) or a folder of returned notebooks (:mod:`.returned`),
reading each notebook's verdicts (:mod:`.notebooks`) into a class's work (:mod:`.work`); counts
it per task (:mod:`.summary`) and writes one HTML page and a CSV into ``DIR/reports/``
(:mod:`.page`). No student's name leaves ``DIR``.
"""

from __future__ import annotations

from .command import (
           CSV_NAME,
           HTML_NAME,
           Written,
           add_report_command,
           make_report,
           run_report_command,
)

__all__ = ["CSV_NAME", "HTML_NAME", "Written", "add_report_command", "make_report",
           "run_report_command"]
