//! CI and hooks: the exit-code table, several PATHs, `--staged`, and the GitHub Action's scan
//! step run as the runner would run it.

use std::path::Path;

use serde_json::Value;

use crate::change::{DEBATE, TEST_CMD, calc_project};
use crate::common::{Project, git, root, run};

/// A token the github-token rule finds (not a placeholder).
const TOKEN: &str = "ghp_Q7v2kXz9LmN4pR8sT1wY6bC3dF5gH0jK2aPe";

fn sarif(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The `uri` of every result of a SARIF log, sorted.
fn uris(log: &Value) -> Vec<String> {
    let mut u: Vec<String> = log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].as_str().unwrap().to_string())
        .collect();
    u.sort();
    u
}

/// One case per row of the README's exit-code table, per command family.
#[test]
fn the_exit_code_table() {
    let p = Project::new();
    p.write("clean.py", "def add(a, b):\n    return a + b\n");
    let out = p.dir.path().join("out");
    let out = out.to_str().unwrap();
    let scan = |args: &[&str]| {
        let mut c = p.cmd(&["security-scan", "--no-model", "--output", out]);
        c.args(args);
        run(c)
    };
    // 0: a clean scan.
    let (code, o, e) = scan(&[]);
    assert_eq!(code, 0, "clean scan: {o}{e}");
    // 1: a finding at or above --fail-on; 0 again when --fail-on is above it.
    p.write("settings.py", &format!("GITHUB_TOKEN = \"{TOKEN}\"\n"));
    let (code, o, e) = scan(&[]);
    assert_eq!(code, 1, "finding: {o}{e}");
    assert_eq!(scan(&["--fail-on", "none"]).0, 0);
    // 2: a usage error (unknown flag, a bad value), with clap's message.
    let (code, _, e) = scan(&["--no-such-flag"]);
    assert_eq!(code, 2, "{e}");
    assert!(e.contains("--no-such-flag"), "{e}");
    assert_eq!(scan(&["--jobs", "0"]).0, 2);
    assert_eq!(run(p.cmd(&["no-such-command"])).0, 2);
    // 2: output that cannot be written (a folder under a file) is the tool's error, not "findings".
    let blocker = p.write("blocker", "a file, not a folder\n");
    let unwritable = blocker.join("results");
    let mut c = p.cmd(&["security-scan", "--no-model", "--output"]);
    c.arg(&unwritable);
    let (code, _, e) = run(c);
    assert_eq!(code, 2, "unwritable --output with findings: {e}");
    assert!(e.contains("cannot write report"), "{e}");
    let mut c = p.cmd(&["api-scan", "--no-model", "--output"]);
    p.write("api.yaml", "openapi: 3.0.0\ninfo: { title: t, version: '1' }\npaths: {}\n");
    c.arg(p.repo().join("api.yaml")).arg("--output").arg(&unwritable);
    let (code, _, e) = run(c);
    assert_eq!(code, 2, "api-scan, unwritable --output: {e}");
    // 2: a configuration error, in a scan and in fix-bug alike.
    p.write(".agentsmith/config.yaml", "discussion:\n  max_rounds: nine\n");
    let (code, _, e) = scan(&[]);
    assert_eq!(code, 2, "config error: {e}");
    assert!(e.contains("config.yaml"), "{e}");
    let (code, _, e) = run(p.cmd(&["fix-bug", "--dry-run", "--test-cmd", "true", "the add is wrong"]));
    assert_eq!(code, 2, "fix-bug, config error: {e}");
    std::fs::remove_file(p.repo().join(".agentsmith/config.yaml")).unwrap();
    // 0: fix-bug --dry-run needs no model (it prints the prompts and the worst case).
    let (code, _, e) = run(p.cmd(&["fix-bug", "--dry-run", "--test-cmd", "true", "the add is wrong"]));
    assert_eq!(code, 0, "fix-bug --dry-run, no model: {e}");
    // 2: fix-bug with no model configured: a configuration error, not a failed job.
    let (code, _, e) = run(p.cmd(&["fix-bug", "--test-cmd", "true", "the add is wrong"]));
    assert_eq!(code, 2, "fix-bug, no model: {e}");
    assert!(e.contains("no model is configured"), "{e}");
}

/// fix-bug --dry-run with a model: 0; its unwritable report folder: 2.
#[test]
fn the_exit_code_table_fix_bug_dry_run() {
    let p = calc_project();
    let args = ["fix-bug", "mean() returns the wrong average", "--test-cmd", TEST_CMD, "--dry-run"];
    let (code, o, e) = run(crate::change::cmd(&p, DEBATE, &args));
    assert_eq!(code, 0, "{o}{e}");
    // .agent-smith is a file: nothing can be written under it.
    std::fs::remove_dir_all(p.repo().join(".agent-smith")).unwrap();
    std::fs::write(p.repo().join(".agent-smith"), "not a folder\n").unwrap();
    let (code, o, e) = run(crate::change::cmd(&p, DEBATE, &args));
    assert_eq!(code, 2, "{o}{e}");
}

/// Several PATHs (as pre-commit passes them) are scanned together and reported relative to the
/// repository's root; a PATH outside it is a usage error.
#[test]
fn several_paths_are_reported_relative_to_the_repository() {
    let p = Project::new();
    p.write("src/app/settings.py", &format!("GITHUB_TOKEN = \"{TOKEN}\"\n"));
    p.write("web/main.js", &format!("const token = \"{TOKEN}\";\n"));
    p.write("other/keys.py", &format!("GITHUB_TOKEN = \"{TOKEN}\"\n"));
    let out = p.dir.path().join("out.sarif");
    let mut c = p.cmd(&["security-scan", "--no-model", "--format", "sarif", "--output"]);
    c.arg(&out).arg(p.repo().join("src/app/settings.py")).arg(p.repo().join("web"));
    // The same file twice is scanned once.
    c.arg(p.repo().join("web/main.js"));
    let (code, o, e) = run(c);
    assert_eq!(code, 1, "{o}{e}");
    assert!(o.contains("src/app/settings.py:1") && o.contains("web/main.js:1"), "{o}");
    assert!(!o.contains("other/keys.py"), "a file not named is not scanned: {o}");
    let log = sarif(&out);
    assert_eq!(uris(&log), ["src/app/settings.py", "web/main.js"]);
    let base = log["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"].as_str().unwrap();
    let repo = std::fs::canonicalize(p.repo()).unwrap();
    assert_eq!(base, format!("file://{}/", repo.display()));
    // Relative PATHs are read from the current folder, as a shell gives them.
    let mut c = p.cmd(&["security-scan", "--no-model", "--format", "sarif", "--output"]);
    c.arg(&out).current_dir(p.repo()).args(["web/main.js", "other"]);
    let (code, o, e) = run(c);
    assert_eq!(code, 1, "{o}{e}");
    assert_eq!(uris(&sarif(&out)), ["other/keys.py", "web/main.js"]);
    // Outside the repository: refused, saying why.
    let outside = p.dir.path().join("elsewhere.py");
    std::fs::write(&outside, "x = 1\n").unwrap();
    let mut c = p.cmd(&["security-scan", "--no-model", "--output"]);
    c.arg(&out).arg(p.repo().join("web")).arg(&outside);
    let (code, _, e) = run(c);
    assert_eq!(code, 2, "{e}");
    assert!(e.contains("outside the repository"), "{e}");
}

/// `--staged` scans the index's content: a staged secret is found even when the working tree's
/// copy was reverted after staging; a secret only in the working tree is not.
#[test]
fn staged_scans_the_index_not_the_working_tree() {
    let p = Project::new();
    let repo = p.repo();
    git(&repo, &["init", "-q", "-b", "main"]);
    p.write("calc.py", "def add(a, b):\n    return a + b\n");
    git(&repo, &["add", "calc.py"]);
    let out = p.dir.path().join("out.sarif");
    let staged = || {
        let mut c = p.cmd(&["security-scan", "--staged", "--no-model", "--format", "sarif", "--output"]);
        c.arg(&out);
        run(c)
    };
    // Nothing secret staged: clean (in a repository with no commit yet).
    let (code, o, e) = staged();
    assert_eq!(code, 0, "{o}{e}");
    git(&repo, &["commit", "-q", "-m", "initial"]);
    // Nothing staged at all: clean, nothing scanned.
    let (code, o, e) = staged();
    assert_eq!(code, 0, "{o}{e}");
    assert!(o.contains("Scanned 0 files"), "{o}");
    // A staged secret is found, reported at its path in the repository.
    p.write("conf/settings.py", &format!("GITHUB_TOKEN = \"{TOKEN}\"\n"));
    git(&repo, &["add", "conf/settings.py"]);
    let (code, o, e) = staged();
    assert_eq!(code, 1, "{o}{e}");
    assert!(o.contains("conf/settings.py:1"), "{o}");
    assert_eq!(uris(&sarif(&out)), ["conf/settings.py"]);
    let base = sarif(&out)["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"].as_str().unwrap().to_string();
    assert!(base.ends_with("/repo/"), "reports name the repository, not the copy of the index: {base}");
    // Reverted in the working tree after staging: the staged content still holds it.
    p.write("conf/settings.py", "GITHUB_TOKEN = None\n");
    let (code, o, e) = staged();
    assert_eq!(code, 1, "staged then reverted in the worktree: {o}{e}");
    assert!(o.contains("conf/settings.py:1"), "{o}");
    // The clean version staged, a secret only in the working tree (unstaged): not found.
    git(&repo, &["add", "conf/settings.py"]);
    p.write("calc.py", &format!("TOKEN = \"{TOKEN}\"\n"));
    p.write("untracked.py", &format!("TOKEN = \"{TOKEN}\"\n"));
    let (code, o, e) = staged();
    assert_eq!(code, 0, "unstaged secrets are not the commit's: {o}{e}");
    assert!(uris(&sarif(&out)).is_empty());
    // The scan without --staged sees the working tree.
    let mut c = p.cmd(&["security-scan", "--no-model", "--format", "sarif", "--output"]);
    c.arg(&out);
    assert_eq!(run(c).0, 1);
    // --staged with PATHs, or outside a repository: usage errors.
    let mut c = p.cmd(&["security-scan", "--staged", "calc.py"]);
    c.arg("--output").arg(&out);
    assert_eq!(run(c).0, 2);
    let q = Project::new();
    q.write("a.py", "x = 1\n");
    let (code, _, e) = run(q.cmd(&["security-scan", "--staged", "--no-model"]));
    assert_eq!(code, 2, "{e}");
    assert!(e.contains("--staged") && e.contains("git repository"), "{e}");
    let leftovers = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("agentsmith-staged-"))
        .count();
    // Other tests may hold one for a moment; a leak would grow with every scan.
    assert!(leftovers < 8, "{leftovers} copies of an index left in the temporary folder");
}

/// The action's scan step, taken from action.yml, run as the runner runs it (bash, the inputs in
/// its environment, GITHUB_OUTPUT a file): the SARIF is written, the status kept for the last step
/// (the step itself succeeds so that the upload runs), and the last step exits with it.
#[test]
fn the_action_s_scan_step_runs_locally() {
    let action: Value = serde_saphyr::from_str(&std::fs::read_to_string(root().join("action.yml")).unwrap()).unwrap();
    assert_eq!(action["runs"]["using"], "composite");
    for input in ["path", "fail-on", "args", "version"] {
        assert!(action["inputs"][input].is_object(), "input {input} missing");
    }
    let steps = action["runs"]["steps"].as_array().unwrap();
    let step = |id: &str| steps.iter().find(|s| s["id"] == id || s["name"] == id).unwrap().clone();
    let scan = step("scan");
    let upload = step("Upload SARIF");
    assert_eq!(upload["uses"].as_str().unwrap().split('@').next(), Some("github/codeql-action/upload-sarif"));
    assert!(upload["if"].as_str().unwrap().contains("always()"), "the upload runs even when the scan fails");
    let last = steps.last().unwrap();
    assert!(last["if"].as_str().unwrap().contains("always()"));

    let p = Project::new();
    p.write("app/clean.py", "def add(a, b):\n    return a + b\n");
    let bin = assert_cmd::cargo::cargo_bin("agentsmith");
    let run_step = |step: &Value, env: &[(&str, &str)]| {
        let outputs = p.dir.path().join("github_output");
        std::fs::write(&outputs, "").unwrap();
        // The runner starts a step elsewhere than the workspace it names (a composite action's
        // steps start in the action's folder when it says so): the step must go there itself.
        let mut c = std::process::Command::new("bash");
        c.arg("-c").arg(step["run"].as_str().unwrap()).current_dir(p.home()).env_clear();
        c.env("HOME", p.home()).env("PATH", std::env::var("PATH").unwrap_or_default());
        c.env("GITHUB_OUTPUT", &outputs).env("GITHUB_WORKSPACE", p.repo());
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.output().unwrap();
        let text = std::fs::read_to_string(&outputs).unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
            text,
        )
    };
    // The step's environment: its `env:` with the inputs' values, as the runner fills it in.
    let inputs = |path: &str, fail_on: &str, args: &str| -> Vec<(String, String)> {
        let values = [
            ("${{ steps.key.outputs.root }}/bin/agentsmith", bin.to_str().unwrap().to_string()),
            ("${{ inputs.path }}", path.to_string()),
            ("${{ inputs.fail-on }}", fail_on.to_string()),
            ("${{ inputs.args }}", args.to_string()),
            ("${{ inputs.sarif-file }}", "agentsmith.sarif".to_string()),
        ];
        scan["env"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| {
                let v = v.as_str().unwrap();
                let value =
                    values.iter().find(|(expr, _)| *expr == v).unwrap_or_else(|| panic!("unknown {v}")).1.clone();
                (k.clone(), value)
            })
            .collect()
    };
    let go = |path: &str, fail_on: &str, args: &str| {
        let vars = inputs(path, fail_on, args);
        let refs: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let (code, log, outputs) = run_step(&scan, &refs);
        assert_eq!(code, Some(0), "the scan step never fails by itself (the upload must run): {log}");
        let status = outputs.lines().find_map(|l| l.strip_prefix("exit-code=")).map(str::to_string);
        let finish: Vec<(&str, &str)> = vec![("STATUS", status.as_deref().unwrap_or(""))];
        let (final_code, final_log, _) = run_step(last, &finish);
        (status, final_code, log + &final_log)
    };
    // Clean: 0 in the output, the SARIF written, the job passes.
    let (status, final_code, log) = go(".", "high", "--no-model");
    assert_eq!((status.as_deref(), final_code), (Some("0"), Some(0)), "{log}");
    let log_file = p.repo().join("agentsmith.sarif");
    assert_eq!(sarif(&log_file)["runs"][0]["invocations"][0]["executionSuccessful"], true);
    // A finding at or above fail-on: the SARIF holds it, status 1 kept, the last step fails.
    p.write("app/settings.py", &format!("GITHUB_TOKEN = \"{TOKEN}\"\n"));
    let (status, final_code, log) = go(".", "high", "--no-model");
    assert_eq!((status.as_deref(), final_code), (Some("1"), Some(1)), "{log}");
    assert_eq!(uris(&sarif(&log_file)), ["app/settings.py"]);
    assert!(!log.contains(TOKEN), "{log}");
    // Below fail-on (none): passes, findings still uploaded.
    // A subfolder: the alerts are on the repository's files, `app/settings.py` (code scanning
    // reads a `uri` relative to the repository's root).
    let (status, final_code, _) = go("app", "none", "--no-model --exclude tests");
    assert_eq!((status.as_deref(), final_code), (Some("0"), Some(0)));
    assert_eq!(uris(&sarif(&log_file)), ["app/settings.py"]);
    // A wrong input: 2, the job fails.
    let (status, final_code, log) = go(".", "severe", "--no-model");
    assert_eq!((status.as_deref(), final_code), (Some("2"), Some(2)), "{log}");
}

/// Every action the GitHub Action uses is pinned to a commit, the tag it was in a comment (a tag
/// can be moved to other code; a commit cannot), and nothing reads `github.action_repository` or
/// `github.action_ref`, which are empty inside a composite action's steps.
#[test]
fn the_action_pins_what_it_uses_and_reads_no_empty_context() {
    let text = std::fs::read_to_string(root().join("action.yml")).unwrap();
    let action: Value = serde_saphyr::from_str(&text).unwrap();
    let used: Vec<&str> =
        action["runs"]["steps"].as_array().unwrap().iter().filter_map(|s| s["uses"].as_str()).collect();
    assert!(used.len() >= 2, "{used:?}");
    let pinned =
        regex::Regex::new(r"^\s*(?:-\s+)?uses:\s*([^@\s]+)@([0-9a-f]{40})\s+#\s*v\d+(\.\d+){0,2}\s*$").unwrap();
    let lines: Vec<&str> =
        text.lines().filter(|l| l.trim_start().trim_start_matches("- ").starts_with("uses:")).collect();
    assert_eq!(lines.len(), used.len(), "every `uses:` is on a line of its own: {lines:?}");
    for line in &lines {
        assert!(pinned.is_match(line), "not pinned to a commit with its tag in a comment: {line}");
    }
    let upload = used.iter().find(|u| u.starts_with("github/codeql-action/upload-sarif@")).unwrap();
    assert!(!upload.is_empty());
    let code: String = text.lines().filter(|l| !l.trim_start().starts_with('#')).collect::<Vec<_>>().join("\n");
    for empty in ["action_repository", "action_ref", "GITHUB_ACTION_REPOSITORY", "GITHUB_ACTION_REF"] {
        assert!(!code.contains(empty), "action.yml reads {empty}, empty in a composite action");
    }
    // The README's workflow: third-party actions pinned the same way, and the permissions a
    // private repository needs to upload the SARIF log.
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let ci = &readme[readme.find("### Use in CI").unwrap()..];
    let example = &ci[ci.find("```yaml").unwrap()..];
    let example = &example[..example[3..].find("```").unwrap()];
    for line in example.lines().filter(|l| l.contains("uses:") && !l.contains("agentsmith/agentsmith")) {
        assert!(pinned.is_match(line), "README: {line}");
    }
    for permission in ["actions: read", "contents: read", "security-events: write"] {
        assert!(example.contains(permission), "README's workflow lacks `{permission}`: {example}");
    }
}

/// The action's install step, as the runner runs it, with a stand-in `cargo` that records its
/// arguments: the action's own checkout is built from `github.action_path`; a `version:` is built
/// from the repository the runner checked the action out of (or `repository:`); always --locked.
#[test]
fn the_action_builds_its_own_checkout_or_a_version_of_its_repository() {
    let action: Value = serde_saphyr::from_str(&std::fs::read_to_string(root().join("action.yml")).unwrap()).unwrap();
    let steps = action["runs"]["steps"].as_array().unwrap();
    let install = steps.iter().find(|s| s["name"] == "Install agentsmith").unwrap();
    let p = Project::new();
    let tools = p.dir.path().join("tools");
    std::fs::create_dir_all(&tools).unwrap();
    let log = p.dir.path().join("cargo.log");
    let cargo = tools.join("cargo");
    std::fs::write(&cargo, format!("#!/bin/sh\necho \"$*\" >> '{}'\n", log.display())).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&cargo, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let checkout = "/home/runner/work/_actions/acme/agentsmith/v1.2.0";
    let go = |version: &str, repository: &str, action_path: &str| {
        let _ = std::fs::remove_file(&log);
        let values = [
            ("${{ github.action_path }}", action_path),
            ("${{ steps.key.outputs.root }}", "/opt/agentsmith"),
            ("${{ inputs.version }}", version),
            ("${{ inputs.repository }}", repository),
            ("${{ github.server_url }}", "https://github.example.com"),
        ];
        let mut c = std::process::Command::new("bash");
        c.arg("-c").arg(install["run"].as_str().unwrap()).env_clear();
        c.env("PATH", format!("{}:/usr/bin:/bin", tools.display()));
        for (k, v) in install["env"].as_object().unwrap() {
            let v = v.as_str().unwrap();
            let value = values.iter().find(|(e, _)| *e == v).unwrap_or_else(|| panic!("unknown {v}")).1;
            c.env(k, value);
        }
        let out = c.output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        (out.status.code(), std::fs::read_to_string(&log).unwrap_or_default().trim().to_string(), stdout)
    };
    assert_eq!(
        go("", "", checkout),
        (Some(0), format!("install --locked --root /opt/agentsmith --path {checkout}"), String::new())
    );
    assert_eq!(
        go("v1.3.0", "", checkout).1,
        "install --locked --root /opt/agentsmith --git https://github.example.com/acme/agentsmith --rev v1.3.0"
    );
    assert_eq!(
        go("0123abc", "fork/agentsmith", checkout).1,
        "install --locked --root /opt/agentsmith --git https://github.example.com/fork/agentsmith --rev 0123abc"
    );
    // Used from a local path (`uses: ./`), a version needs `repository:`; it is said, not guessed.
    let (code, log, out) = go("v1.3.0", "", "/home/runner/work/app/app");
    assert_eq!((code, log.as_str()), (Some(2), ""));
    assert!(out.contains("::error::") && out.contains("repository: OWNER/NAME"), "{out}");
}

/// The pre-commit hook builds agentsmith with `cargo install --locked` (pre-commit's own rust
/// support installs without it); `.ci/pre-commit-check` runs it through pre-commit itself.
#[test]
fn the_pre_commit_hook_builds_with_the_lock_file() {
    let hooks: Value =
        serde_saphyr::from_str(&std::fs::read_to_string(root().join(".pre-commit-hooks.yaml")).unwrap()).unwrap();
    let hook = &hooks[0];
    assert_eq!((hook["id"].as_str(), hook["language"].as_str()), (Some("agentsmith"), Some("script")));
    let entry = hook["entry"].as_str().unwrap();
    let script = entry.split_whitespace().next().unwrap();
    assert!(entry.contains("security-scan --staged --no-model"), "{entry}");
    let path = root().join(script);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("cargo install --locked"), "{text}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o111 != 0, "{script} is not executable");
    }
}
