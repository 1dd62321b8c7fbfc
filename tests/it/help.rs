//! The help text of every command, whole: a change to a flag or its wording shows up in review.

use crate::common::{Project, run};

/// Every command a user can ask `--help` of (`help` itself aside).
const COMMANDS: &[&str] = &[
    "roles",
    "triage",
    "config",
    "security-scan",
    "api-scan",
    "debate",
    "mad-discussion",
    "legal-analysis",
    "run",
    "status",
    "resume",
    "fix-bug",
    "add-feature",
    "init",
    "doctor",
    "eval",
    "completions",
];

/// `agentsmith ARGS --help`, stdout. clap wraps at the terminal's width up to
/// `max_term_width = 100`; COLUMNS is set so a narrow CI terminal cannot change it.
fn help(p: &Project, args: &[&str]) -> String {
    let mut c = assert_cmd::Command::cargo_bin("agentsmith").unwrap();
    c.env_clear().env("HOME", p.home()).env("COLUMNS", "100").current_dir(p.dir.path()).args(args).arg("--help");
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{args:?} --help: {err}");
    out
}

#[test]
fn help_of_every_command() {
    let p = Project::new();
    insta::assert_snapshot!("help", help(&p, &[]));
    for cmd in COMMANDS {
        insta::assert_snapshot!(format!("help_{}", cmd.replace('-', "_")), help(&p, &[cmd]));
    }
}
