"""Real-browser tests: JupyterLab in headless Chromium (see conftest.py and lab.py)."""
