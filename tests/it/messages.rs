//! Messages in the user's words, at the right file, line and column (issue 17): type errors in
//! role and configuration YAML, syntax errors where the mistake is, binary and non-UTF-8 role
//! files, qualified role names, trigger warnings and misplaced role files; and the same rule for
//! every command (reports under --repo, plurals, one `error:` prefix).

use crate::common::{Project, run};

const ROLE_HEAD: &str = "name: dbx\ndisplay_name: DBX\nemoji: \"x\"\ndescription: d\n";

/// `roles list` on the project: its exit status and stderr.
fn list(p: &Project) -> (i32, String) {
    let (code, _, err) = run(p.cmd(&["roles", "list"]));
    (code, err)
}

#[test]
fn a_value_of_the_wrong_type_is_named_with_an_example() {
    let p = Project::new();
    let f = p.write(
        ".agentsmith/skills/coding/dbx.yaml",
        &format!("{ROLE_HEAD}triggers: database\nrules: r\nconvergence_criteria: [a]\n"),
    );
    let (code, err) = list(&p);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err,
        format!(
            "{}:5:11: error: `triggers` must be a list of words, like `triggers: [database, migration]`\n  help: the YAML is valid, but this value is not; change the value of `triggers`\n",
            f.display()
        )
    );
    assert!(!err.contains("fix the YAML"), "{err}");
}

#[test]
fn max_rounds_must_be_a_whole_number_from_1_to_3() {
    let p = Project::new();
    let f = p.write(".agentsmith/skills.yaml", "discussion:\n  max_rounds: \"x\"\n");
    let (code, err) = list(&p);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.starts_with(&format!("{}:2:15: error: `max_rounds` must be a whole number from 1 to 3\n", f.display())),
        "{err}"
    );
    p.write(".agentsmith/skills.yaml", "discussion:\n  max_rounds: 7\n");
    let (code, err) = list(&p);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.starts_with(&format!(
            "{}:2:3: error: `max_rounds` must be a whole number from 1 to 3; it is 7\n",
            f.display()
        )),
        "{err}"
    );
}

#[test]
fn an_unknown_value_lists_the_allowed_ones() {
    let p = Project::new();
    let f = p.write(".agentsmith/skills.yaml", "discussion:\n  on_no_consensus: maybe\n");
    let (code, err) = list(&p);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err,
        format!(
            "{}:2:20: error: `on_no_consensus` cannot be `maybe`; allowed values: proceed, stop, vote\n  help: write one of: proceed, stop, vote\n",
            f.display()
        )
    );
    // The same setting in config.yaml.
    let p = Project::new();
    let f = p.write(".agentsmith/config.yaml", "discussion:\n  on_no_consensus: Maybe\n");
    let (code, err) = list(&p);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.starts_with(&format!(
            "{}:2:20: error: `on_no_consensus` cannot be `Maybe`; allowed values: proceed, stop, vote\n",
            f.display()
        )),
        "{err}"
    );
}

#[test]
fn an_unclosed_bracket_is_reported_where_it_opened() {
    let p = Project::new();
    let f = p.write(
        ".agentsmith/skills/coding/dbx.yaml",
        &format!("{ROLE_HEAD}triggers: [database, migration\nrules: |\n  r\n  more\n\nconvergence_criteria: [a]\n"),
    );
    let (code, err) = list(&p);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err,
        format!(
            "{}:5:11: error: this `[` is never closed\n  help: close it with `]` on the same line, or write the list as `- item` lines\n",
            f.display()
        )
    );
    // An unclosed quote: at the quote.
    p.write(
        ".agentsmith/skills/coding/dbx.yaml",
        &format!("{ROLE_HEAD}triggers: [x]\nrules: \"r\nconvergence_criteria: [a]\n"),
    );
    let (_, err) = list(&p);
    assert!(err.starts_with(&format!("{}:6:8: error: unclosed quote\n", f.display())), "{err}");
}

#[test]
fn binary_and_non_utf8_role_files_are_named_as_such_with_the_offset() {
    let p = Project::new();
    let f = p.repo().join(".agentsmith/skills/coding/dbx.yaml");
    std::fs::create_dir_all(f.parent().unwrap()).unwrap();
    std::fs::write(&f, b"name: dbx\n\x00\x01\x02").unwrap();
    let (code, err) = list(&p);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err,
        format!(
            "{}:2:1: error: this is a binary file, not a YAML role file (a NUL byte at byte offset 10)\n  help: a role file is YAML text; replace it, or move it out of the skills folder\n",
            f.display()
        )
    );
    std::fs::write(&f, b"name: dbx\ndisplay_name: D\xe9X\n").unwrap();
    let (code, err) = list(&p);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err,
        format!(
            "{}:2:16: error: the file is not UTF-8 text: byte 0xe9 at byte offset 25 is not UTF-8\n  help: save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8`)\n",
            f.display()
        )
    );
    assert!(!err.contains("permissions"), "{err}");
}

#[test]
fn qualified_role_names_are_accepted_everywhere() {
    let p = Project::new();
    let (code, out, err) = run(p.cmd(&["roles", "show", "security/false-positive-filter"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("🧐 False-Positive Filter (security/false-positive-filter)\n"), "{out}");
    // The bare name, in two categories, says how to name one.
    let (code, _, err) = run(p.cmd(&["roles", "show", "false-positive-filter"]));
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: role `false-positive-filter` exists in several categories (security, api-security); name one as `security/false-positive-filter` or `api-security/false-positive-filter`\n"
    );
    let (code, _, err) = run(p.cmd(&["roles", "show", "security/false-positive-filtr"]));
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: no role named `security/false-positive-filtr`; did you mean `security/false-positive-filter`?\n"
    );
    // --roles and skills.yaml.
    let (code, out, err) =
        run(p.cmd(&["debate", "Add an index in a migration", "--roles", "coding/architect,coding/dba", "--dry-run"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("=== round 1: review by dba"), "{out}");
    p.write(".agentsmith/skills.yaml", "roles: [security/false-positive-filter, coding/architect]\n");
    let (code, out, err) = run(p.cmd(&["roles", "check"]));
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn an_unknown_trigger_names_the_projects_triggers_file_and_the_line() {
    let p = Project::new();
    let f = p.write(
        ".agentsmith/skills/coding/dbx.yaml",
        &format!("{ROLE_HEAD}triggers:\n  - database\n  - zzz-custom\nrules: r\nconvergence_criteria: [a]\n"),
    );
    let (code, out, err) = run(p.cmd(&["roles", "check"]));
    assert_eq!(code, 0, "{err}");
    let expected = format!(
        "{}:7:5: warning: trigger `zzz-custom` is not in the trigger vocabulary\n  help: it is matched as a phrase in the ticket text only; define it in {} to give it words, paths and facts\n",
        f.display(),
        p.repo().join(".agentsmith/triggers.yaml").display()
    );
    assert!(out.contains(&expected), "{out}");
    assert!(!out.contains("config/triggers.yaml"), "{out}");
}

#[test]
fn a_default_panel_warning_names_the_triggers_file_line_and_column() {
    let p = Project::new();
    let f = p.write(
        ".agentsmith/triggers.yaml",
        "categories:\n  coding:\n    default_panel:\n      - architect\n      - nobody\n",
    );
    let (code, out, err) = run(p.cmd(&["roles", "check"]));
    assert_eq!(code, 0, "{out}{err}");
    let expected = format!(
        "{}:5:9: warning: default panel of `coding` names `nobody`, which is not a role of that category\n",
        f.display()
    );
    assert!(out.contains(&expected), "{out}");
    assert!(!out.contains("\ntriggers.yaml: warning"), "{out}");
}

#[test]
fn roles_from_another_category_are_named_as_such() {
    let p = Project::new();
    for role in ["security/vuln-analyst", "vuln-analyst"] {
        let (code, _, err) = run(p.cmd(&["debate", "Add an index in a migration", "--roles", role, "--dry-run"]));
        assert_eq!(code, 2, "{err}");
        assert_eq!(
            err, "error: --roles: `security/vuln-analyst` is a security role; this debate's panel is coding\n",
            "{role}"
        );
    }
    let (code, _, err) = run(p.cmd(&["roles", "show", "security/vuln-analyst", "--category", "coding"]));
    assert_eq!(code, 2, "{err}");
    assert_eq!(err, "error: `security/vuln-analyst` is a security role, not a coding role\n");
}

#[test]
fn misplaced_role_files_are_warned_about_with_where_they_belong() {
    let p = Project::new();
    let stray = p.write(
        ".agentsmith/skills/dbx.yaml",
        &format!("{ROLE_HEAD}triggers: [x]\nrules: r\nconvergence_criteria: [a]\n"),
    );
    let yml = p.write(".agentsmith/skills.yml", "roles: [architect]\n");
    let roles = p.write(".agentsmith/roles/coding/dbx.yaml", "name: dbx\n");
    let (code, _, err) = run(p.cmd(&["roles", "list"]));
    assert_eq!(code, 0, "{err}");
    let skills = p.repo().join(".agentsmith/skills");
    for line in [
        format!("{}: warning: role file outside a category folder is ignored", stray.display()),
        format!(
            "  help: move it into a category folder, e.g. {} (categories: coding, security, api-security, legal, mad)",
            skills.join("coding/dbx.yaml").display()
        ),
        format!("{}: warning: `skills.yml` is not read: the role selection is `skills.yaml`", yml.display()),
        format!("  help: rename it to {}", p.repo().join(".agentsmith/skills.yaml").display()),
        format!(
            "{}: warning: roles in `.agentsmith/roles/` are not read",
            roles.parent().unwrap().parent().unwrap().display()
        ),
        format!(
            "  help: move the role files to {}/<category>/, e.g. {}",
            skills.display(),
            skills.join("coding").display()
        ),
    ] {
        assert!(err.lines().any(|l| l == line), "expected {line:?} in\n{err}");
    }
}

#[test]
fn scan_reports_go_under_the_repository_and_titles_show_the_path_as_typed() {
    let p = Project::new();
    p.write("app.py", "import os\nos.system(input())\n");
    // From another folder, with --repo: the reports go into the repository's .agent-smith/.
    let elsewhere = p.dir.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let mut c = p.cmd(&["security-scan", "--fail-on", "none"]);
    c.current_dir(&elsewhere);
    let (code, _, err) = run(c);
    assert_eq!(code, 0, "{err}");
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(md.starts_with(&format!("# Security scan of `{}`\n", p.repo().display())), "{md}");
    assert!(!elsewhere.join(".agent-smith").exists());
    // A path typed relative to the working folder is shown as typed.
    let c = p.cmd(&["security-scan", "repo", "--fail-on", "none"]);
    let (code, _, err) = run(c);
    assert_eq!(code, 0, "{err}");
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(md.starts_with("# Security scan of `repo`\n"), "{md}");
    // api-scan: the spec's folder as typed; reports under --repo too.
    p.write("api/openapi.yaml", "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths: {}\n");
    let (code, _, err) = run(p.cmd(&["api-scan", "repo/api/openapi.yaml", "--fail-on", "none"]));
    assert_eq!(code, 0, "{err}");
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(md.starts_with("# API scan of `repo/api`\n"), "{md}");
}

#[test]
fn counts_are_singular_for_one_and_errors_have_one_prefix() {
    let p = Project::new();
    p.write(".agentsmith/skills.yaml", "roles: [architect]\n");
    let (code, out, err) = run(p.cmd(&["roles", "list", "--category", "legal"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().any(|l| l.starts_with("legal (") && !l.contains("1 roles")), "{out}");
    let p = Project::new();
    p.write(".agentsmith/skills/solo/only-one.yaml", "name: only-one\ndisplay_name: O\nemoji: o\ndescription: d\ntriggers: [database]\nrules: r\nconvergence_criteria: [a]\n");
    let (code, out, err) = run(p.cmd(&["roles", "list", "--category", "solo"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("solo (1 role)\n") && out.ends_with("\n1 role\n"), "{out}");
    assert!(!out.contains("1 roles"), "{out}");
    // A located problem is shown once, with one `error:`.
    let f = p.write(".agentsmith/config.yaml", "discussion:\n  on_no_consensus: maybe\n");
    let (code, _, err) = run(p.cmd(&["roles", "list"]));
    assert_eq!(code, 2);
    assert!(err.starts_with(&format!("{}:2:20: error: ", f.display())), "{err}");
    assert_eq!(err.matches("error:").count(), 1, "{err}");
    let (code, out, err) = run(p.cmd(&["roles", "check"]));
    assert_eq!(code, 2);
    assert_eq!(format!("{out}{err}").matches("error: `on_no_consensus`").count(), 1, "{out}{err}");
    // The consensus policy in the user's words.
    let p = Project::new();
    p.write(".agentsmith/skills.yaml", "discussion:\n  on_no_consensus: stop\n");
    let (code, out, err) =
        run(p.cmd(&["debate", "Add an index in a migration", "--roles", "architect,dba", "--dry-run"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("on no consensus: stop):"), "{out}");
}
