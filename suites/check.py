#!/usr/bin/env python3
"""Self-check of the evaluation suites (python3, standard library only).

    python3 suites/check.py [--scanner PATH] [--only SUITE[/TASK]]... [SUITES_DIR]

For every bugfix task: copy repo/ to a temporary folder, run test_command (must exit 0), overlay
hidden/ and run score_command (must exit non-zero: the hidden tests see the bug); then, in a fresh
copy, apply solution.patch with `git apply`, run test_command (must exit 0), overlay hidden/ and
run score_command (must exit 0).

For every security task: check expected.tsv (header, columns, that each file exists under repo/ and
each line is inside it, labels `real`/`decoy`, CWE ids). With --scanner PATH, run
`PATH security-scan repo --no-model --format json --output DIR -q` and report which rows it flags;
every decoy must be flagged.

Prints a table and exits 1 on any failure, 0 otherwise.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

SUITE_KINDS = ("bugfix", "security")
LANGUAGES = {
    "bugfix": ("python", "javascript"),
    "security": ("python", "javascript", "java", "go"),
}
BUGFIX_KEYS = ("title", "language", "ticket", "test_command", "score_command")
SECURITY_KEYS = ("title", "language", "description")
TSV_HEADER = ["file", "line", "cwe", "label", "note"]
LABELS = ("real", "decoy")


# --- a small YAML reader: the subset the suite files use ---------------------------------------
# Top-level `key: value` pairs; values are plain scalars, "double" or 'single' quoted strings,
# integers, or block scalars (`|`, `|-`, `|+`, `>`, `>-`). Comments (# ...) and blank lines are
# skipped. Anything else is an error, so that a file the harness would read differently is caught.


class YamlError(Exception):
    pass


def _strip_comment(s):
    out, quote = [], None
    for i, ch in enumerate(s):
        if quote:
            out.append(ch)
            if ch == quote and not (quote == '"' and i > 0 and s[i - 1] == "\\"):
                quote = None
        elif ch in "\"'" and "".join(out).strip() == "":
            quote = ch
            out.append(ch)
        elif ch == "#" and (i == 0 or s[i - 1] in " \t"):
            break
        else:
            out.append(ch)
    return "".join(out).rstrip()


def _scalar(raw, where):
    raw = _strip_comment(raw).strip()
    if raw == "":
        return ""
    if raw[0] == '"':
        if len(raw) < 2 or raw[-1] != '"':
            raise YamlError(f"{where}: unterminated double-quoted string")
        try:
            return json.loads(raw)
        except ValueError as e:
            raise YamlError(f"{where}: bad double-quoted string: {e}")
    if raw[0] == "'":
        if len(raw) < 2 or raw[-1] != "'":
            raise YamlError(f"{where}: unterminated single-quoted string")
        return raw[1:-1].replace("''", "'")
    if re.fullmatch(r"-?\d+", raw):
        return int(raw)
    if raw in ("true", "false"):
        return raw == "true"
    if raw[0] in "[{&*!|>@`%":
        raise YamlError(f"{where}: unsupported value {raw!r} (quote it)")
    if ": " in raw or raw.endswith(":"):
        raise YamlError(f"{where}: ': ' inside a plain value (quote it)")
    return raw


def read_yaml(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    data, i = {}, 0
    while i < len(lines):
        line = lines[i]
        where = f"{path}:{i + 1}"
        if line.strip() == "" or line.lstrip().startswith("#"):
            i += 1
            continue
        if line[0] in " \t":
            raise YamlError(f"{where}: unexpected indentation")
        m = re.match(r"([A-Za-z_][A-Za-z0-9_]*):(\s+(.*))?$", line)
        if not m:
            raise YamlError(f"{where}: expected `key: value`")
        key, rest = m.group(1), _strip_comment(m.group(3) or "").strip()
        if key in data:
            raise YamlError(f"{where}: duplicate key {key}")
        bm = re.fullmatch(r"([|>])([-+]?)", rest)
        if bm:
            style, chomp = bm.groups()
            block, i = [], i + 1
            while i < len(lines) and (lines[i].strip() == "" or lines[i][0] in " \t"):
                block.append(lines[i])
                i += 1
            indents = [len(b) - len(b.lstrip()) for b in block if b.strip()]
            ind = min(indents) if indents else 0
            body = [b[ind:] if b.strip() else "" for b in block]
            if style == ">":
                text, para = [], []
                for b in body:
                    if b == "":
                        if para:
                            text.append(" ".join(para))
                            para = []
                        text.append("")
                    else:
                        para.append(b)
                if para:
                    text.append(" ".join(para))
                body = text
            value = "\n".join(body)
            stripped = value.rstrip("\n")
            if chomp == "-":
                value = stripped
            elif chomp == "+":
                value = value + "\n"
            else:
                value = stripped + "\n" if stripped else ""
            data[key] = value
            continue
        data[key] = _scalar(rest, where)
        i += 1
    return data


# --- helpers ------------------------------------------------------------------------------------


def run(cmd, cwd, timeout):
    try:
        p = subprocess.run(
            cmd,
            shell=True,
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            timeout=timeout,
            env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1", NO_COLOR="1"),
        )
        return p.returncode, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode("utf-8", "replace")
        return None, out + f"\n[timed out after {timeout}s]"


def overlay(src, dst):
    for root, _dirs, files in os.walk(src):
        rel = os.path.relpath(root, src)
        os.makedirs(os.path.join(dst, rel), exist_ok=True)
        for name in files:
            shutil.copy2(os.path.join(root, name), os.path.join(dst, rel, name))


def apply_patch(patch, cwd):
    git = ["git", "-c", "core.autocrlf=false"]
    for args in (["init", "-q"], ["apply", "--whitespace=nowarn", os.path.abspath(patch)]):
        p = subprocess.run(git + args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if p.returncode != 0:
            return False, p.stdout.decode("utf-8", "replace")
    shutil.rmtree(os.path.join(cwd, ".git"), ignore_errors=True)
    return True, ""


def tail(text, n=15):
    lines = text.rstrip().splitlines()
    return "\n".join("      | " + l for l in lines[-n:])


# --- bugfix -------------------------------------------------------------------------------------


def check_bugfix(task_dir, verbose):
    """Returns (status cells, list of problems)."""
    problems, cells = [], {"warnings": []}
    try:
        meta = read_yaml(os.path.join(task_dir, "task.yaml"))
    except (OSError, YamlError) as e:
        return cells, [f"task.yaml: {e}"]
    for k in BUGFIX_KEYS:
        if not isinstance(meta.get(k), str) or not meta.get(k).strip():
            problems.append(f"task.yaml: `{k}` missing or empty")
    if meta.get("language") not in LANGUAGES["bugfix"]:
        problems.append(f"task.yaml: language {meta.get('language')!r} not one of {LANGUAGES['bugfix']}")
    timeout = meta.get("timeout_secs", 60)
    if not isinstance(timeout, int) or timeout <= 0:
        problems.append("task.yaml: timeout_secs must be a positive integer")
        timeout = 60
    with open(os.path.join(task_dir, "task.yaml"), encoding="utf-8") as f:
        if not re.search(r"^#\s*trap:", f.read(), re.M):
            cells["warnings"].append("task.yaml: no `# trap:` comment")
    for d in ("repo", "hidden"):
        if not os.path.isdir(os.path.join(task_dir, d)):
            problems.append(f"{d}/ missing")
    patch = os.path.join(task_dir, "solution.patch")
    if not os.path.isfile(patch):
        problems.append("solution.patch missing")
    if problems:
        return cells, problems

    def attempt(label, patched):
        with tempfile.TemporaryDirectory(prefix="suite-check-") as tmp:
            work = os.path.join(tmp, "work")
            shutil.copytree(os.path.join(task_dir, "repo"), work)
            if patched:
                ok, out = apply_patch(patch, work)
                if not ok:
                    problems.append(f"{label}: solution.patch does not apply\n{tail(out)}")
                    return "patch?", "-"
            rc, out = run(meta["test_command"], work, timeout)
            visible = "pass" if rc == 0 else ("timeout" if rc is None else "FAIL")
            if rc != 0:
                problems.append(f"{label}: test_command exited {rc}, expected 0\n{tail(out)}")
            elif verbose:
                print(f"    {label} test_command:\n{tail(out, 5)}")
            overlay(os.path.join(task_dir, "hidden"), work)
            rc, out = run(meta["score_command"], work, timeout)
            hidden = "pass" if rc == 0 else ("timeout" if rc is None else "fail")
            want_pass = patched
            if rc is None or (rc == 0) != want_pass:
                want = "0" if want_pass else "non-zero"
                problems.append(f"{label}: score_command exited {rc}, expected {want}\n{tail(out)}")
            elif verbose:
                print(f"    {label} score_command:\n{tail(out, 5)}")
            return visible, hidden

    cells["repo"] = attempt("repo", False)
    cells["fixed"] = attempt("repo+solution", True)
    return cells, problems


# --- security -----------------------------------------------------------------------------------


def read_expected(task_dir):
    rows, problems = [], []
    path = os.path.join(task_dir, "expected.tsv")
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError as e:
        return rows, [f"expected.tsv: {e}"]
    if not lines or lines[0].split("\t") != TSV_HEADER:
        problems.append(f"expected.tsv: header must be {' '.join(TSV_HEADER)} (tab-separated)")
        return rows, problems
    seen = set()
    for n, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        cols = line.split("\t")
        if len(cols) != len(TSV_HEADER):
            problems.append(f"expected.tsv:{n}: {len(cols)} columns, expected {len(TSV_HEADER)}")
            continue
        file, lineno, cwe, label, note = cols
        if not re.fullmatch(r"\d+", lineno) or int(lineno) < 1:
            problems.append(f"expected.tsv:{n}: line {lineno!r} is not a positive integer")
            continue
        lineno = int(lineno)
        if not re.fullmatch(r"CWE-\d+", cwe):
            problems.append(f"expected.tsv:{n}: cwe {cwe!r} is not CWE-<number>")
        if label not in LABELS:
            problems.append(f"expected.tsv:{n}: label {label!r} not one of {LABELS}")
        if not note.strip():
            problems.append(f"expected.tsv:{n}: empty note")
        src = os.path.join(task_dir, "repo", file)
        if file.startswith("/") or ".." in file.split("/") or not os.path.isfile(src):
            problems.append(f"expected.tsv:{n}: file {file} not found under repo/")
            continue
        with open(src, encoding="utf-8", errors="replace") as f:
            text = f.read().splitlines()
        if lineno > len(text):
            problems.append(f"expected.tsv:{n}: {file} has {len(text)} lines, row says {lineno}")
            continue
        if not text[lineno - 1].strip():
            problems.append(f"expected.tsv:{n}: {file}:{lineno} is a blank line")
        if (file, lineno) in seen:
            problems.append(f"expected.tsv:{n}: duplicate location {file}:{lineno}")
        seen.add((file, lineno))
        rows.append({"file": file, "line": lineno, "cwe": cwe, "label": label, "note": note})
    return rows, problems


def run_scanner(scanner, task_dir):
    with tempfile.TemporaryDirectory(prefix="suite-scan-") as out:
        cmd = [scanner, "security-scan", os.path.join(task_dir, "repo"), "--no-model",
               "--format", "json", "--output", out, "-q", "--fail-on", "none"]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        path = out if os.path.isfile(out) else os.path.join(out, "report.json")
        if not os.path.isfile(path):
            for name in os.listdir(out):
                if name.endswith(".json"):
                    path = os.path.join(out, name)
        try:
            with open(path, encoding="utf-8") as f:
                report = json.load(f)
        except (OSError, ValueError) as e:
            raise RuntimeError(f"scanner exited {p.returncode}, no JSON report ({e}):\n"
                               + tail(p.stdout.decode("utf-8", "replace")))
    return report.get("findings", [])


def check_security(task_dir, scanner, verbose):
    problems, cells = [], {}
    try:
        meta = read_yaml(os.path.join(task_dir, "task.yaml"))
    except (OSError, YamlError) as e:
        return cells, [f"task.yaml: {e}"]
    for k in SECURITY_KEYS:
        if not isinstance(meta.get(k), str) or not meta.get(k).strip():
            problems.append(f"task.yaml: `{k}` missing or empty")
    if meta.get("language") not in LANGUAGES["security"]:
        problems.append(f"task.yaml: language {meta.get('language')!r} not one of {LANGUAGES['security']}")
    if not os.path.isdir(os.path.join(task_dir, "repo")):
        return cells, problems + ["repo/ missing"]
    rows, p = read_expected(task_dir)
    problems += p
    real = [r for r in rows if r["label"] == "real"]
    decoy = [r for r in rows if r["label"] == "decoy"]
    cells["real"], cells["decoy"] = len(real), len(decoy)
    if not real:
        problems.append("expected.tsv: no real row")
    if scanner:
        try:
            findings = run_scanner(scanner, task_dir)
        except RuntimeError as e:
            return cells, problems + [str(e)]
        flagged = {}
        for f in findings:
            start = f.get("start_line") or 0
            end = f.get("end_line") or start
            flagged.setdefault(f.get("path"), []).append((start, end, f.get("rule_id")))

        def hits(r):
            return [rid for (s, e, rid) in flagged.get(r["file"], []) if s == r["line"]]

        real_hit = [r for r in real if hits(r)]
        decoy_hit = [r for r in decoy if hits(r)]
        cells["real_flagged"] = len(real_hit)
        cells["decoy_flagged"] = len(decoy_hit)
        for r in decoy:
            if not hits(r):
                problems.append(f"decoy {r['file']}:{r['line']} is not flagged by the scanner")
        expected_at = {(r["file"], r["line"]) for r in rows}
        cells["unlabelled"] = sorted(
            {f"{f['path']}:{f['start_line']} {f['rule_id']}" for f in findings
             if (f.get("path"), f.get("start_line")) not in expected_at})
        cells["missed"] = [f"{r['file']}:{r['line']} {r['cwe']}" for r in real if not hits(r)]
        if verbose:
            for r in rows:
                print(f"    {r['label']:5} {r['file']}:{r['line']} {r['cwe']} "
                      f"flagged={','.join(hits(r)) or '-'}")
    return cells, problems


# --- main ---------------------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description="Self-check of the evaluation suites.")
    ap.add_argument("suites_dir", nargs="?", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--scanner", help="agentsmith binary: also check security tasks against its scan")
    ap.add_argument("--only", action="append", default=[], help="SUITE or SUITE/TASK (repeatable)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if args.scanner and not os.access(args.scanner, os.X_OK):
        ap.error(f"--scanner {args.scanner}: not an executable")

    failures, suite_failures, table = 0, 0, []
    suites = sorted(d for d in os.listdir(args.suites_dir)
                    if os.path.isfile(os.path.join(args.suites_dir, d, "suite.yaml")))
    if not suites:
        print(f"no suites under {args.suites_dir}")
        return 1
    for suite in suites:
        sdir = os.path.join(args.suites_dir, suite)
        try:
            smeta = read_yaml(os.path.join(sdir, "suite.yaml"))
        except YamlError as e:
            print(f"FAIL {suite}: suite.yaml: {e}")
            suite_failures += 1
            continue
        kind = smeta.get("kind")
        problems = []
        if smeta.get("name") != suite:
            problems.append(f"suite.yaml: name {smeta.get('name')!r} is not the folder name {suite!r}")
        if kind not in SUITE_KINDS:
            problems.append(f"suite.yaml: kind {kind!r} not one of {SUITE_KINDS}")
        if not str(smeta.get("description", "")).strip():
            problems.append("suite.yaml: description missing")
        if problems:
            suite_failures += 1
            print(f"FAIL {suite}")
            for p in problems:
                print("  - " + p)
            continue
        tasks = sorted(t for t in os.listdir(sdir) if os.path.isdir(os.path.join(sdir, t)))
        for task in tasks:
            if args.only and suite not in args.only and f"{suite}/{task}" not in args.only:
                continue
            tdir = os.path.join(sdir, task)
            if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", task):
                cells, probs = {}, [f"task id {task!r}: use lowercase letters, digits and '-'"]
            elif kind == "bugfix":
                cells, probs = check_bugfix(tdir, args.verbose)
            else:
                cells, probs = check_security(tdir, args.scanner, args.verbose)
            failures += bool(probs)
            table.append((suite, task, kind, cells, probs))
            status = "ok" if not probs else "FAIL"
            print(f"{status:4} {suite}/{task}", flush=True)

    print()
    print(f"{'task':38} {'check':6} details")
    print(f"{'-' * 38} {'-' * 6} {'-' * 50}")
    for suite, task, kind, cells, probs in table:
        status = "ok" if not probs else "FAIL"
        if kind == "bugfix":
            r, s = cells.get("repo", ("-", "-")), cells.get("fixed", ("-", "-"))
            det = f"repo: visible {r[0]}, hidden {r[1]} | +solution: visible {s[0]}, hidden {s[1]}"
        else:
            det = f"{cells.get('real', 0)} real, {cells.get('decoy', 0)} decoy"
            if "real_flagged" in cells:
                det += (f" | flagged: real {cells['real_flagged']}/{cells['real']}, "
                        f"decoy {cells['decoy_flagged']}/{cells['decoy']}, "
                        f"unlabelled findings {len(cells['unlabelled'])}")
        print(f"{suite + '/' + task:38} {status:6} {det}")
        if kind == "security" and cells.get("missed"):
            print(f"{'':45} not flagged (real): {', '.join(cells['missed'])}")
        if kind == "security" and cells.get("unlabelled") and args.verbose:
            for u in cells["unlabelled"]:
                print(f"{'':45} unlabelled: {u}")
        for w in cells.get("warnings", []):
            print("  ~ warning: " + w)
        for p in probs:
            print("  - " + p)
    total = len(table)
    print()
    print(f"{total - failures} of {total} tasks ok"
          + (f"; {suite_failures} suite(s) with a bad suite.yaml" if suite_failures else ""))
    return 1 if failures or suite_failures or not table else 0


if __name__ == "__main__":
    sys.exit(main())
