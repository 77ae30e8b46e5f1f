import { join, resolve } from "node:path";

const REPO_ROOT = resolve(__dirname, "../..");

/** The virtualenv `npm run python:install` makes: the `pulumi` Python SDK at the CLI's version. */
export const PYTHON_PULUMI_VENV = join(REPO_ROOT, ".venv-pulumi-python");

/** Its Python. */
export const PYTHON_PULUMI = join(PYTHON_PULUMI_VENV, "bin", "python");

/** Wheels of pulumi and of what a generated SDK requires: tests make virtualenvs from it without PyPI. */
export const PYTHON_WHEELHOUSE = join(PYTHON_PULUMI_VENV, "wheelhouse");

/** The versions everything Python is installed with. */
export const PYTHON_CONSTRAINTS = join(REPO_ROOT, "tools", "pulumi-python", "constraints.txt");

/** How a newcomer gets it: printed when a test cannot run. */
export const HOW_TO_GET_PYTHON_PULUMI = "run `npm run python:install` (needs Python 3.10 or newer and PyPI)";
