//! What a scan writes where, as CI tools do it: the report alone on stdout (`--output -`), every
//! finding on the terminal (`-v`, `--all`) and as an event (`--events jsonl`), and a file the
//! scan could not read failing it, named everywhere.

use std::path::Path;

use serde_json::Value;

use crate::common::{Project, root, run};

/// A token the github-token rule finds (not a placeholder).
const TOKEN: &str = "ghp_Q7v2kXz9LmN4pR8sT1wY6bC3dF5gH0jK2aPe";

fn read_json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A project with `n` high findings (one `eval` a file) and a medium one.
fn many_findings(n: usize) -> Project {
    let p = Project::new();
    for i in 0..n {
        p.write(&format!("app/m{i:02}.py"), &format!("def f{i}(x):\n    return eval(x)\n"));
    }
    p.write("settings.py", "SESSION_COOKIE_SECURE = False\n");
    p
}

#[test]
fn output_dash_writes_the_one_report_to_stdout_and_nothing_else() {
    let p = Project::new();
    p.write("app.py", &format!("import os\nTOKEN = \"{TOKEN}\"\n\ndef f(x):\n    os.system('ls ' + x)\n"));
    let scan = |format: &str| run(p.cmd(&["security-scan", "--no-model", "--format", format, "--output", "-"]));
    let (code, stdout, stderr) = scan("json");
    assert_eq!(code, 1, "{stderr}");
    let report: Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("not JSON ({e}):\n{stdout}"));
    assert_eq!(report["findings"].as_array().unwrap().len(), 2, "{report}");
    assert!(stderr.contains("Result: FAILED"), "the summary goes to stderr: {stderr}");
    assert!(!stdout.contains(TOKEN) && !stderr.contains(TOKEN));
    assert!(!p.repo().join(".agent-smith/results").exists(), "no report file is written");

    let (code, stdout, stderr) = scan("sarif");
    assert_eq!(code, 1, "{stderr}");
    let sarif: Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("not JSON ({e}):\n{stdout}"));
    let schema = read_json(&root().join("tests/fixtures/sarif-schema-2.1.0.json"));
    let validator = jsonschema::draft7::new(&schema).unwrap();
    let errors: Vec<String> = validator.iter_errors(&sarif).map(|e| format!("{e} at {}", e.instance_path)).collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert_eq!(sarif["runs"][0]["results"].as_array().unwrap().len(), 2);

    let (code, stdout, stderr) = scan("md");
    assert_eq!(code, 1, "{stderr}");
    assert!(stdout.starts_with("# Security scan of "), "{stdout}");

    // Several formats cannot share stdout, nor can the report and the events.
    let (code, stdout, stderr) = run(p.cmd(&["security-scan", "--no-model", "--output", "-"]));
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert!(stderr.contains("--output - writes one report to stdout"), "{stderr}");
    let (code, _, stderr) =
        run(p.cmd(&["--events", "jsonl", "security-scan", "--no-model", "--format", "json", "--output", "-"]));
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--events"), "{stderr}");
    // api-scan alike.
    let spec = p.write("api.yaml", "openapi: 3.0.0\ninfo: { title: t, version: '1' }\npaths: {}\n");
    let mut c = p.cmd(&["api-scan", "--no-model", "--format", "sarif", "--output", "-"]);
    c.arg(&spec);
    let (code, stdout, stderr) = run(c);
    assert_eq!(code, 0, "{stderr}");
    let _: Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("not JSON ({e}):\n{stdout}"));
}

#[test]
fn verbose_and_all_list_every_finding() {
    let p = many_findings(12);
    let out = p.dir.path().join("out");
    let scan = |extra: &[&str]| {
        let mut c = p.cmd(&["security-scan", "--no-model", "--format", "json", "--output"]);
        c.arg(&out).args(extra);
        run(c)
    };
    let listed = |stdout: &str| stdout.lines().filter(|l| l.contains(" [python-eval]")).count();
    let (code, stdout, _) = scan(&[]);
    assert_eq!(code, 1);
    assert_eq!(listed(&stdout), 10, "{stdout}");
    assert!(stdout.contains("... and 2 more high or critical findings (--all or -v lists every finding)"), "{stdout}");
    for flag in ["-v", "--all"] {
        let (code, stdout, _) = scan(&[flag]);
        assert_eq!(code, 1);
        assert_eq!(listed(&stdout), 12, "{flag}: {stdout}");
        assert!(stdout.contains("MEDIUM   settings.py:1"), "{flag} lists every severity: {stdout}");
        assert!(!stdout.contains("more high or critical"), "{stdout}");
    }
}

#[test]
fn events_carry_every_finding_masked() {
    let p = many_findings(3);
    p.write("conf.py", &format!("TOKEN = \"{TOKEN}\"\nGH = \"{TOKEN}\"  # gitleaks:allow\n"));
    let out = p.dir.path().join("out");
    let mut c = p.cmd(&["--events", "jsonl", "security-scan", "--no-model", "--format", "json", "--output"]);
    c.arg(&out);
    let (code, stdout, stderr) = run(c);
    assert_eq!(code, 1, "{stderr}");
    assert!(!stdout.contains(TOKEN), "{stdout}");
    let events: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let findings: Vec<&Value> = events.iter().filter(|e| e["event"] == "finding").collect();
    let report = read_json(&out.join("report.json"));
    let active = report["findings"].as_array().unwrap();
    let suppressed = report["suppressed"].as_array().unwrap();
    assert_eq!(findings.len(), active.len() + suppressed.len(), "a finding event per finding:\n{stdout}");
    assert_eq!(suppressed.len(), 1);
    for f in active {
        assert!(
            findings.iter().any(|e| e["fingerprint"] == f["fingerprint"]
                && e["path"] == f["path"]
                && e["start_line"] == f["start_line"]
                && e["severity"] == f["severity"]
                && e.get("suppressed").is_none()),
            "{f}"
        );
    }
    let allowed = findings.iter().find(|e| e["start_line"] == 2 && e["path"] == "conf.py").unwrap();
    assert_eq!(allowed["suppressed"], "allowed in source with `gitleaks:allow`");
    assert!(allowed["snippet"].as_str().unwrap().contains("ghp_****"), "{allowed}");
    assert_eq!(events.last().unwrap()["event"], "result", "the result stays last");
}

/// Runs `c` as an unprivileged user when the tests run as root (as in CI containers): root reads
/// a file whatever its mode, so only another user's scan meets a file it cannot open. The
/// project is handed to that user but for `locked`, which stays root's with mode 000; the
/// binary is linked (or copied) into the project, where that user can run it.
#[cfg(unix)]
fn as_unprivileged(p: &Project, locked: &Path, args: &[&str]) -> Option<std::process::Command> {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::CommandExt;
    std::fs::set_permissions(locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    let bin = assert_cmd::cargo::cargo_bin("agentsmith");
    // SAFETY: geteuid has no preconditions.
    let root_user = unsafe { libc::geteuid() } == 0;
    let mut c = if root_user {
        let nobody = 65534;
        let local = p.dir.path().join("agentsmith");
        if !local.exists() && std::fs::hard_link(&bin, &local).is_err() {
            std::fs::copy(&bin, &local).unwrap();
        }
        chown_tree(p.dir.path(), nobody);
        std::os::unix::fs::chown(locked, Some(0), Some(0)).unwrap();
        // Does the lock hold for that user? (A user namespace or capabilities could let it read.)
        let probe = std::process::Command::new("cat").arg(locked).uid(nobody).gid(nobody).output();
        if !probe.is_ok_and(|o| !o.status.success()) {
            eprintln!("skipped: cannot make a file unreadable for another user here (cat as uid {nobody} read it)");
            return None;
        }
        let mut c = std::process::Command::new(local);
        c.uid(nobody).gid(nobody);
        c
    } else {
        std::process::Command::new(bin)
    };
    c.env_clear().env("HOME", p.home()).current_dir(p.dir.path()).arg("--repo").arg(p.repo()).args(args);
    Some(c)
}

#[cfg(unix)]
fn chown_tree(dir: &Path, id: u32) {
    std::os::unix::fs::chown(dir, Some(id), Some(id)).unwrap();
    for e in std::fs::read_dir(dir).unwrap() {
        let path = e.unwrap().path();
        if path.is_dir() && !path.is_symlink() {
            chown_tree(&path, id);
        } else {
            std::os::unix::fs::lchown(&path, Some(id), Some(id)).unwrap();
        }
    }
}

#[cfg(unix)]
fn output(mut c: std::process::Command) -> (i32, String, String) {
    let o = c.output().unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// A file holding a key that the scan cannot open fails it (exit 1), named on stderr and in
/// every report; `--allow-unreadable` passes it (still named), `--exclude` leaves it out.
#[cfg(unix)]
#[test]
fn a_file_the_scan_cannot_read_fails_it() {
    let p = Project::new();
    p.write("ok.py", "def add(a, b):\n    return a + b\n");
    let locked = p.write("keys/locked.env", &format!("GITHUB_TOKEN={TOKEN}\n"));
    std::fs::create_dir_all(p.dir.path().join("out")).unwrap();
    let out = p.dir.path().join("out");
    let args = ["security-scan", "--no-model", "--output", out.to_str().unwrap()];
    let Some(c) = as_unprivileged(&p, &locked, &args) else { return };
    let (code, stdout, stderr) = output(c);
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(stderr.contains("error: 1 file could not be read"), "{stderr}");
    assert!(stderr.contains("  keys/locked.env: Permission denied"), "{stderr}");
    assert!(stdout.contains("1 skipped (1 unreadable)"), "{stdout}");
    assert!(stdout.contains("Result: FAILED (1 file could not be read)"), "{stdout}");
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    assert!(md.contains("**The scan is incomplete: 1 file could not be read**: `keys/locked.env`"), "{md}");
    let json = read_json(&out.join("report.json"));
    assert_eq!(json["summary"]["unreadable"], 1);
    assert_eq!(json["summary"]["failed"], true);
    assert_eq!(json["skipped"][0]["path"], "keys/locked.env");
    assert_eq!(json["skipped"][0]["reason"], "unreadable");
    let sarif = read_json(&out.join("findings.sarif"));
    let inv = &sarif["runs"][0]["invocations"][0];
    assert_eq!(inv["executionSuccessful"], false);
    let note = &inv["toolExecutionNotifications"][0];
    assert_eq!(note["descriptor"]["id"], "file-not-read");
    assert_eq!(note["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "keys/locked.env");

    let mut allow = args.to_vec();
    allow.push("--allow-unreadable");
    let (code, stdout, stderr) = output(as_unprivileged(&p, &locked, &allow).unwrap());
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stderr.contains("warning: 1 file could not be read") && stderr.contains("keys/locked.env"), "{stderr}");
    assert_eq!(read_json(&out.join("report.json"))["summary"]["unreadable"], 1, "still named");

    let mut exclude = args.to_vec();
    exclude.extend(["--exclude", "keys"]);
    let (code, stdout, stderr) = output(as_unprivileged(&p, &locked, &exclude).unwrap());
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(!stderr.contains("locked") && !stdout.contains("locked"), "{stdout}{stderr}");
}

/// The three reports of the example shop, whole, so any change to what a reader or a CI tool
/// sees shows up in review. The shop is copied out of this checkout, so its paths are the same
/// in a git checkout and in a source archive; the temporary folder, the duration and the
/// tool's version are filtered out.
#[test]
fn vulnerable_shop_reports() {
    let p = Project::new();
    crate::common::copy_tree(&root().join("examples/vulnerable-shop"), &p.repo());
    let mut settings = insta::Settings::clone_current();
    settings.add_filter(&regex::escape(&p.dir.path().display().to_string()), "<tmp>");
    settings.add_filter(r#""duration_ms": \d+"#, r#""duration_ms": "<ms>""#);
    settings.add_filter(&format!(r#"\b{}\b"#, regex::escape(env!("CARGO_PKG_VERSION"))), "<version>");
    for (format, name) in
        [("sarif", "vulnerable_shop_sarif"), ("md", "vulnerable_shop_md"), ("json", "vulnerable_shop_json")]
    {
        let (code, stdout, stderr) = run(p.cmd(&["security-scan", "--format", format, "--output", "-"]));
        assert_eq!(code, 1, "{format}: {stderr}");
        settings.bind(|| insta::assert_snapshot!(name, stdout));
    }
}
