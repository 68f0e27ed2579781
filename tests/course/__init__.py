"""Tests of the course notebooks: lessons, exercises and the tools that run them."""
