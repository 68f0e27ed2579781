"""Packages of the wheel, and the course notebooks shipped inside it (the rest is pyproject.toml).

The notebooks stay where the course is written: setuptools maps two data packages onto the
repository's folders, so the wheel holds

- ``pyanitsa_edu/_course/lessons/``: every ``lessons/**/*.ipynb`` (subfolders such as a
  Russian track ``lessons/ru/`` included);
- ``pyanitsa_edu/_course/exercises/``: the student copies ``exercises/*.ipynb``, and those of
  a track in another language, ``exercises/ru/*.ipynb`` (a two-letter folder); and the
  solutions ``exercises/solutions/*.ipynb`` and ``exercises/ru/solutions/*.ipynb``, from which
  ``python -m pyanitsa_edu assignments`` makes the nbgrader assignments and whose check lines the
  hidden tests run (``course DIR`` never copies them into a student's folder);
- ``pyanitsa_edu/_course/docs/``: the rule books of both games in both languages and the
  glossary, which the notebooks link to (``pyanitsa_edu.app.course.DOCS``; the wheel's test holds
  the two lists together).

Hidden folders (``.ipynb_checkpoints``) are never matched. An editable install does not see
these data packages; ``pyanitsa_edu.app.course`` then reads the checkout's folders directly.
"""

from setuptools import find_packages, setup

COURSE = {
    "pyanitsa_edu._course.lessons": "lessons",
    "pyanitsa_edu._course.exercises": "exercises",
    "pyanitsa_edu._course.docs": "docs",
}

setup(
    packages=[*find_packages(include=["pyanitsa_edu", "pyanitsa_edu.*"]), *COURSE],
    package_dir=COURSE,
    package_data={
        "pyanitsa_edu": ["py.typed"],
        # the compiled message catalogues (pyanitsa_edu.i18n reads them)
        "pyanitsa_edu.i18n": ["locale/*/LC_MESSAGES/*.mo"],
        "pyanitsa_edu._course.lessons": ["**/*.ipynb"],
        "pyanitsa_edu._course.exercises": ["*.ipynb", "[a-z][a-z]/*.ipynb", "solutions/*.ipynb",
                                           "[a-z][a-z]/solutions/*.ipynb"],
        "pyanitsa_edu._course.docs": ["rules.md", "rules-66.md", "glossary.md", "ru/rules.md",
                                      "ru/rules-66.md"],
    },
)
