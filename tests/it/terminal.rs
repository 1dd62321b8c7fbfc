//! The live terminal: progress only on a terminal, colour as NO_COLOR / CLICOLOR_FORCE say, `-q`,
//! a closed stdout, Ctrl-C, and the `.gitignore` of `.agent-smith/`.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::{Project, run, scripted_cmd, scripted_project};

const ESC: &str = "\u{1b}[";

/// Which streams go to the pseudo-terminal.
#[derive(Clone, Copy)]
struct OnPty {
    out: bool,
    err: bool,
}

/// `agentsmith --repo <repo> ARGS` with the streams `on` says on a pseudo-terminal (the others
/// piped), `env` added to an empty environment; returns (status, stdout, stderr) where a stream
/// on the terminal reads as what the terminal showed (both, when both are on it).
#[cfg(target_os = "linux")]
fn on_pty(p: &Project, args: &[&str], env: &[(&str, &str)], on: OnPty) -> (i32, String, String) {
    use std::os::fd::{FromRawFd, OwnedFd};
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty writes two new descriptors into the integers given; null names, termios and size.
    let rc =
        unsafe { libc::openpty(&mut master, &mut slave, std::ptr::null_mut(), std::ptr::null(), std::ptr::null()) };
    assert_eq!(rc, 0, "openpty failed");
    // SAFETY: both descriptors were just opened by openpty and are owned here alone.
    let (master, slave) = unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    let mut c = Command::new(assert_cmd::cargo::cargo_bin("agentsmith"));
    c.env_clear().env("HOME", p.home()).env("TERM", "xterm-256color").current_dir(p.dir.path());
    for (k, v) in env {
        c.env(k, v);
    }
    c.arg("--repo").arg(p.repo()).args(args).stdin(Stdio::null());
    c.stdout(if on.out { Stdio::from(slave.try_clone().unwrap()) } else { Stdio::piped() });
    c.stderr(if on.err { Stdio::from(slave.try_clone().unwrap()) } else { Stdio::piped() });
    let child = c.spawn().unwrap();
    // The terminal's last writer must be the child, or the reader never sees its end.
    drop(c);
    drop(slave);
    let mut m = std::fs::File::from(master);
    let reader = std::thread::spawn(move || {
        let mut shown = Vec::new();
        let mut buf = [0u8; 4096];
        // EIO once the last writer is gone.
        while let Ok(n) = m.read(&mut buf) {
            if n == 0 {
                break;
            }
            shown.extend_from_slice(&buf[..n]);
        }
        String::from_utf8_lossy(&shown).into_owned()
    });
    let out = child.wait_with_output().unwrap();
    let shown = reader.join().unwrap();
    let text = |on: bool, piped: &[u8]| if on { shown.clone() } else { String::from_utf8_lossy(piped).into_owned() };
    (out.status.code().unwrap_or(-1), text(on.out, &out.stdout), text(on.err, &out.stderr))
}

/// A repository with a few hundred files and two findings.
fn scan_project() -> Project {
    let p = Project::new();
    for i in 0..400 {
        p.write(&format!("src/f{i}.py"), &format!("x = {i}\n"));
    }
    p.write("app.py", "import os\nos.system(input())\npassword = \"hunter2hunter2\"\n");
    p
}

const SCAN: [&str; 2] = ["security-scan", "--no-model"];

#[cfg(target_os = "linux")]
#[test]
fn scan_progress_shows_on_a_terminal_and_never_when_piped() {
    let p = scan_project();
    let (code, out, err) = on_pty(&p, &SCAN, &[], OnPty { out: false, err: true });
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("scanning [") && err.contains("files/s") && err.contains("MB/s"), "{err}");
    assert!(out.contains("HIGH     app.py:2"), "{out}");

    let (code, out, err) = run(p.cmd(&SCAN));
    assert_eq!(code, 1, "{out}{err}");
    assert!(!err.contains("scanning") && !err.contains(ESC), "{err}");
    assert!(!out.contains(ESC), "{out}");
    assert!(out.starts_with("Scanned 401 files"), "{out}");
}

#[cfg(target_os = "linux")]
#[test]
fn api_scan_progress_shows_on_a_terminal_and_never_when_piped() {
    let p = Project::new();
    p.write(
        "openapi.yaml",
        "openapi: 3.0.0\ninfo: {title: t, version: '1'}\nservers: [{url: 'http://api.example.com'}]\npaths: {}\n",
    );
    let args = ["api-scan", "repo/openapi.yaml", "--no-model", "--fail-on", "none"];
    let (code, out, err) = on_pty(&p, &args, &[], OnPty { out: false, err: true });
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("scanning [") && err.contains("1 files"), "{err}");
    assert!(out.starts_with("Scanned 1 file"), "{out}");

    let (code, out, err) = run(p.cmd(&args));
    assert_eq!(code, 0, "{out}{err}");
    assert!(!err.contains("scanning") && !err.contains(ESC), "{err}");
    assert!(!out.contains(ESC) && out.starts_with("Scanned 1 file"), "{out}");
}

#[cfg(target_os = "linux")]
#[test]
fn findings_are_coloured_on_a_terminal_unless_no_color_and_when_piped_only_with_clicolor_force() {
    let p = scan_project();
    let (_, out, _) = on_pty(&p, &SCAN, &[], OnPty { out: true, err: false });
    assert!(out.contains(&format!("{ESC}31mHIGH")), "{out:?}");
    let (_, out, _) = on_pty(&p, &SCAN, &[("NO_COLOR", "1")], OnPty { out: true, err: false });
    assert!(!out.contains(ESC) && out.contains("HIGH     app.py:2"), "{out:?}");
    let (_, out, _) = run({
        let mut c = p.cmd(&SCAN);
        c.env("CLICOLOR_FORCE", "1");
        c
    });
    assert!(out.contains(&format!("{ESC}31mHIGH")), "{out:?}");
    // The reports written to files never hold escape codes.
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(!md.contains(ESC));
}

#[test]
fn quiet_prints_the_results_and_nothing_else() {
    let p = scan_project();
    let (code, out, err) = run(p.cmd(&["-q", "security-scan", "--no-model"]));
    assert_eq!(code, 1, "{out}{err}");
    assert_eq!(err, "");
    assert!(!out.contains("Scanned") && !out.contains("Wrote"), "{out}");
    assert!(out.contains("HIGH     app.py:2") && out.contains("Result: FAILED"), "{out}");
}

#[cfg(target_os = "linux")]
#[test]
fn quiet_on_a_terminal_shows_no_progress() {
    let p = scan_project();
    let (_, _, err) = on_pty(&p, &["-q", "security-scan", "--no-model"], &[], OnPty { out: false, err: true });
    assert!(!err.contains("scanning"), "{err}");
}

#[test]
fn a_scan_writes_the_gitignore_of_its_state_folder() {
    let p = scan_project();
    let (code, out, err) = run(p.cmd(&SCAN));
    assert_eq!(code, 1, "{out}{err}");
    let ignore = std::fs::read_to_string(p.repo().join(".agent-smith/.gitignore")).unwrap();
    assert!(ignore.lines().any(|l| l == "*"), "{ignore}");
}

#[test]
fn a_closed_stdout_ends_quietly() {
    for _ in 0..20 {
        let mut child = Command::new(assert_cmd::cargo::cargo_bin("agentsmith"))
            .args(["completions", "fish"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away at once, as `| head -1` does after its line.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{err}");
        assert!(!err.contains("panicked") && !err.contains("Broken pipe"), "{err}");
    }
}

const PLAN: &str = "{ title: \"Greet the users\", summary: \"Write a greeting file.\", steps: [{ description: \"Write hello.txt\", touches: [\"hello.txt\"], verification: \"the file exists\" }], risks: [], responses: [] }";

fn agree(role: &str) -> String {
    format!(
        "  - when: {{ stage: review, role: {role} }}\n    latency_ms: 400\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"{role} finds the greeting plan complete: hello.txt is written and checked.\", alternative: \"\", criteria: [] }} }}\n"
    )
}

/// The panel agrees after a pause; the root smith decides after a pause, then works.
fn slow_run(decide_ms: u64) -> String {
    format!(
        "rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {PLAN} }}\n{}{}  - when: {{ stage: decide }}\n    latency_ms: {decide_ms}\n    reply: {{ json: {{ action: execute, reasoning: small, subtasks: [] }} }}\n  - when: {{ stage: execute }}\n    reply: {{ content: \"Greeted everyone.\\n\\nThe greeting is written.\" }}\n",
        agree("architect"),
        agree("tester")
    )
}

const RUN: [&str; 6] = ["run", "Greet the users", "--roles", "architect,tester", "--triage", "rules"];

#[cfg(target_os = "linux")]
#[test]
fn debate_and_tree_progress_show_on_a_terminal_and_never_when_piped() {
    let (p, script) = scripted_project(&slow_run(400), "");
    let s = script.display().to_string();
    let env = [("AGENTSMITH_PROVIDER", "scripted"), ("AGENTSMITH_SCRIPT", s.as_str())];
    let (code, out, err) = on_pty(&p, &RUN, &env, OnPty { out: false, err: true });
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("verdicts in"), "{err}");
    assert!(err.contains("smiths: 1 running, 0 done, 0 failed — at work: smith-root"), "{err}");
    // The progress lines are still there, whole.
    assert!(err.contains("round 1: converged"), "{err}");

    let (p, script) = scripted_project(&slow_run(400), "");
    let (code, out, err) = run(scripted_cmd(&p, &script, &RUN));
    assert_eq!(code, 0, "{out}{err}");
    assert!(!err.contains("verdicts in") && !err.contains("smiths:") && !err.contains(ESC), "{err}");
    assert!(err.contains("round 1: converged"), "{err}");
}

#[cfg(target_os = "linux")]
fn wait_for(path: &Path) {
    for _ in 0..600 {
        if path.exists() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    panic!("{} never appeared", path.display());
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_or_sigterm_stops_a_run_says_what_was_kept_and_exits_130() {
    // SIGTERM is how CI cancels a job, `timeout` ends a command and `docker stop` a container.
    for signal in [libc::SIGINT, libc::SIGTERM] {
        interrupted_run_keeps_its_state(signal);
    }
}

#[cfg(target_os = "linux")]
fn interrupted_run_keeps_its_state(signal: i32) {
    let (p, script) = scripted_project(&slow_run(60_000), "");
    let child = Command::new(assert_cmd::cargo::cargo_bin("agentsmith"))
        .env_clear()
        .env("HOME", p.home())
        .env("AGENTSMITH_PROVIDER", "scripted")
        .env("AGENTSMITH_SCRIPT", &script)
        .current_dir(p.dir.path())
        .arg("--repo")
        .arg(p.repo())
        .args(["run", "Greet the users", "--no-debate"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for(&p.repo().join(".agent-smith/smiths/smith-root"));
    std::thread::sleep(std::time::Duration::from_millis(300));
    // SAFETY: a plain signal to the child this test started.
    unsafe { libc::kill(i32::try_from(child.id()).unwrap(), signal) };
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert!(err.contains("interrupted: the run's state is saved; continue it with `agentsmith resume`"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let record = std::fs::read_to_string(p.repo().join(".agent-smith/run.json")).unwrap();
    assert!(record.contains("\"interrupted\""), "{record}");
    let (_, status, _) = run(scripted_cmd(&p, &script, &["status"]));
    assert!(status.contains("interrupted"), "{status}");
}
