//! The role catalog through `roles list|show|check`.

use serde_json::Value;

use crate::common::{Project, run};

const CUSTOM: &str = r#"name: release-manager
display_name: "Release Manager"
emoji: "🚢"
description: "Checks that a change can be released and rolled back"
triggers: [deployment, release-notes]
rules: |
  You review the plan for release safety.

  What you check:
  - the change ships behind a flag when it is risky;
  - the rollback path is written down.
convergence_criteria:
  - "A rollback path exists"
  - "Release notes are drafted"
"#;

fn listed(p: &Project) -> Vec<Value> {
    let (code, out, err) = run(p.cmd(&["roles", "list", "--json"]));
    assert_eq!(code, 0, "{err}");
    serde_json::from_str::<Vec<Value>>(&out).unwrap()
}

fn names(rows: &[Value], category: &str, active_only: bool) -> Vec<String> {
    rows.iter()
        .filter(|r| r["category"] == category && (!active_only || r["active"] == true))
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn every_shipped_role_is_listed_by_category() {
    let p = Project::new();
    let rows = listed(&p);
    assert_eq!(rows.len(), 29);
    assert_eq!(
        names(&rows, "coding", false),
        [
            "architect",
            "backend-developer",
            "dba",
            "devops",
            "frontend-developer",
            "product-owner",
            "security-reviewer",
            "tester"
        ]
    );
    assert_eq!(
        names(&rows, "security", false),
        [
            "auth-reviewer",
            "config-auditor",
            "false-positive-filter",
            "injection-checker",
            "secrets-detector",
            "supply-chain-auditor",
            "vuln-analyst"
        ]
    );
    assert_eq!(
        names(&rows, "api-security", false),
        ["api-design-auditor", "api-vuln-analyst", "auth-tester", "false-positive-filter"]
    );
    assert_eq!(
        names(&rows, "legal", false),
        ["clause-negotiator", "compliance-checker", "contract-analyst", "liability-analyst", "risk-assessor"]
    );
    assert_eq!(names(&rows, "mad", false), ["devils-advocate", "dreamer", "philosopher", "realist", "silencer"]);

    let (code, out, _) = run(p.cmd(&["roles", "list"]));
    assert_eq!(code, 0);
    for header in [
        "coding (8 roles)",
        "security (7 roles)",
        "api-security (4 roles)",
        "legal (5 roles)",
        "mad (5 roles)",
        "29 roles",
    ] {
        assert!(out.contains(header), "missing {header} in\n{out}");
    }
}

#[test]
fn shipped_catalog_checks_clean() {
    let p = Project::new();
    let (code, out, err) = run(p.cmd(&["roles", "check"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("29 roles in 5 categories (29 built-in, 0 user, 0 project, 0 skills_path): 0 errors, 0 warnings"),
        "{out}"
    );
}

#[test]
fn shipped_roles_are_substantive() {
    let p = Project::new();
    for row in listed(&p) {
        let (cat, name) = (row["category"].as_str().unwrap(), row["name"].as_str().unwrap());
        let (code, out, _) = run(p.cmd(&["roles", "show", name, "--category", cat, "--json"]));
        assert_eq!(code, 0);
        let role: Value = serde_json::from_str(&out).unwrap();
        let rules = role["rules"].as_str().unwrap();
        assert!(rules.lines().count() >= 20, "{cat}/{name} has thin rules");
        for heading in ["never", "object"] {
            assert!(rules.to_lowercase().contains(heading), "{cat}/{name} rules do not say how it {heading}s");
        }
        let criteria = role["convergence_criteria"].as_array().unwrap().len();
        assert!((2..=4).contains(&criteria), "{cat}/{name} has {criteria} criteria");
        assert!(!role["triggers"].as_array().unwrap().is_empty(), "{cat}/{name} has no triggers");
        assert!(!role["emoji"].as_str().unwrap().is_empty());
    }
}

#[test]
fn project_role_is_added_and_same_name_replaces_builtin() {
    let p = Project::new();
    p.write(".agentsmith/skills/coding/release-manager.yaml", CUSTOM);
    p.write(
        ".agentsmith/skills/coding/tester.yaml",
        &CUSTOM.replace("release-manager", "tester").replace("Release Manager", "Our Tester"),
    );
    let rows = listed(&p);
    assert_eq!(rows.len(), 30);
    let coding = names(&rows, "coding", false);
    assert_eq!(coding.last().map(String::as_str), Some("release-manager"));
    let tester = rows.iter().find(|r| r["name"] == "tester").unwrap();
    assert_eq!(tester["layer"], "project");
    assert_eq!(tester["display_name"], "Our Tester");

    let (code, out, _) = run(p.cmd(&["roles", "show", "release-manager"]));
    assert_eq!(code, 0);
    assert!(out.contains("🚢 Release Manager (coding/release-manager)"), "{out}");
    assert!(out.contains("  - the rollback path is written down."), "multi-line rules kept: {out}");
    let (_, out, _) = run(p.cmd(&["roles", "show", "tester"]));
    assert!(out.contains("replaces:    config/skills/coding/tester.yaml"), "{out}");

    // Unknown trigger tags are allowed, with a warning.
    let (code, out, _) = run(p.cmd(&["roles", "check"]));
    assert_eq!(code, 0);
    assert!(out.contains("warning: trigger `release-notes` is not in the trigger vocabulary"), "{out}");
    assert!(out.contains("(28 built-in, 0 user, 2 project, 0 skills_path)"), "{out}");
}

#[test]
fn user_and_skills_path_layers() {
    let p = Project::new();
    p.write_user("skills/coding/release-manager.yaml", CUSTOM);
    p.write("tools/roles/coding/release-manager.yaml", &CUSTOM.replace("Release Manager", "Team Release Manager"));
    p.write(".agentsmith/skills.yaml", "skills_path: [tools/roles]\n");
    let rows = listed(&p);
    let rm = rows.iter().find(|r| r["name"] == "release-manager").unwrap();
    assert_eq!(rm["layer"], "skills-path");
    assert_eq!(rm["display_name"], "Team Release Manager");
}

#[test]
fn skills_yaml_short_form_selects_exactly_the_named_roles() {
    let p = Project::new();
    p.write(".agentsmith/skills.yaml", "roles: [architect, tester, security/vuln-analyst]\n");
    let rows = listed(&p);
    assert_eq!(names(&rows, "coding", true), ["architect", "tester"]);
    assert_eq!(names(&rows, "security", true), ["vuln-analyst"]);
    assert_eq!(names(&rows, "legal", true).len(), 5, "categories not named stay whole");
}

#[test]
fn skills_yaml_long_form_and_extra_rules() {
    let p = Project::new();
    p.write(
        ".agentsmith/skills.yaml",
        "roles:\n  architect:\n    enabled: true\n    extra_rules: \"We use hexagonal architecture; adapters live in src/adapters.\"\n  dba: { enabled: false }\n  backend-developer: {}\n",
    );
    let rows = listed(&p);
    assert_eq!(names(&rows, "coding", true), ["architect", "backend-developer"]);
    let (code, out, _) = run(p.cmd(&["roles", "show", "architect", "--json"]));
    assert_eq!(code, 0);
    let role: Value = serde_json::from_str(&out).unwrap();
    let rules = role["rules"].as_str().unwrap();
    assert!(
        rules.ends_with("## Project-specific rules\n\nWe use hexagonal architecture; adapters live in src/adapters.\n"),
        "{rules}"
    );
    assert!(rules.starts_with("You"), "the role's own rules come first");
}

/// Each bad input: (file to write, its text, what the message must contain, line).
const BAD: &[(&str, &str, &str, usize)] = &[
    (".agentsmith/skills/coding/broken.yaml", "name: broken\nrules: [unclosed\n", "broken.yaml:", 2),
    (
        ".agentsmith/skills/coding/extra.yaml",
        "name: extra\ndisplay_name: E\nemoji: e\ndescription: d\ntriggers: []\nrules: r\nconvergence_criteria: [c]\ncolour: red\n",
        "unknown key `colour`",
        8,
    ),
    (
        ".agentsmith/skills/coding/nodesc.yaml",
        "name: nodesc\ndisplay_name: E\nemoji: e\ntriggers: [x]\nrules: r\nconvergence_criteria: [c]\n",
        "missing required field `description`",
        1,
    ),
    (
        ".agentsmith/skills/coding/empty.yaml",
        "name: empty\ndisplay_name: E\nemoji: e\ndescription: d\ntriggers: [x]\nrules: \"  \"\nconvergence_criteria: [c]\n",
        "`rules` is empty",
        6,
    ),
    (
        ".agentsmith/skills/coding/Bad_Name.yaml",
        "name: Bad_Name\ndisplay_name: E\nemoji: e\ndescription: d\ntriggers: [x]\nrules: r\nconvergence_criteria: [c]\n",
        "is not kebab-case",
        1,
    ),
    (
        ".agentsmith/skills/coding/stem.yaml",
        "name: other\ndisplay_name: E\nemoji: e\ndescription: d\ntriggers: [x]\nrules: r\nconvergence_criteria: [c]\n",
        "does not match the file name `stem`",
        1,
    ),
    // A quote left open on line 4 runs on to the next quote (line 9): the mistake is line 4's.
    (
        ".agentsmith/skills/coding/quote.yaml",
        "name: quote\ndisplay_name: \"Q\"\nemoji: \"q\"\ndescription: \"Checks things\ntriggers: [testing]\nrules: |\n  You check.\nconvergence_criteria:\n  - \"Tests pass\"\n",
        "this double quote (`\"`) is never closed on its line",
        4,
    ),
    (".agentsmith/skills.yaml", "roles: [architect, architekt]\n", "names role `architekt`, which does not exist", 1),
    (
        ".agentsmith/skills.yaml",
        "discussion:\n  max_rounds: 5\n",
        "`max_rounds` must be a whole number from 1 to 3; it is 5",
        2,
    ),
];

#[test]
fn each_bad_input_exits_2_naming_file_and_line() {
    for (file, text, message, line) in BAD {
        let p = Project::new();
        let path = p.write(file, text);
        for args in [&["roles", "check"][..], &["roles", "list"][..]] {
            let (code, out, err) = run(p.cmd(args));
            let all = format!("{out}{err}");
            assert_eq!(code, 2, "{file}: {all}");
            let located = format!("{}:{line}:", path.display());
            assert!(all.contains(&located), "{file}: expected {located} in\n{all}");
            assert!(all.contains(message), "{file}: expected `{message}` in\n{all}");
        }
    }
}

#[test]
fn closest_role_is_suggested_and_every_problem_reported_at_once() {
    let p = Project::new();
    p.write(".agentsmith/skills.yaml", "roles: [architekt, testr]\n");
    p.write(".agentsmith/skills/coding/a.yaml", "name: a\n");
    p.write(".agentsmith/skills/coding/b.yml", "nme: b\n");
    let (code, out, _) = run(p.cmd(&["roles", "check"]));
    assert_eq!(code, 2);
    assert!(out.contains("did you mean `architect`?"), "{out}");
    assert!(out.contains("did you mean `tester`?"), "{out}");
    assert!(out.contains("a.yaml:1:1: error: missing required field `display_name`"), "{out}");
    assert!(out.contains("b.yml:1:1: error: unknown key `nme` in role file"), "{out}");
    assert!(out.contains("did you mean `name`?"), "{out}");
}

#[test]
fn duplicate_names_in_one_layer() {
    let p = Project::new();
    p.write(".agentsmith/skills/coding/release-manager.yaml", CUSTOM);
    p.write(".agentsmith/skills/coding/release-manager.yml", CUSTOM);
    let (code, out, _) = run(p.cmd(&["roles", "check"]));
    assert_eq!(code, 2);
    assert!(
        out.contains("release-manager.yml:1:1: error: role `release-manager` is defined twice in the project layer"),
        "{out}"
    );
}

#[test]
fn unknown_role_and_category_are_usage_errors() {
    let p = Project::new();
    let (code, _, err) = run(p.cmd(&["roles", "show", "architekt"]));
    assert_eq!(code, 2);
    assert!(err.contains("did you mean `architect`?"), "{err}");
    let (code, _, err) = run(p.cmd(&["roles", "show", "false-positive-filter"]));
    assert_eq!(code, 2);
    assert!(err.contains("name one as `security/false-positive-filter` or"), "{err}");
    let (code, _, err) = run(p.cmd(&["roles", "list", "--category", "codng"]));
    assert_eq!(code, 2);
    assert!(err.contains("did you mean `coding`?"), "{err}");
}

#[test]
fn garbage_role_files_never_panic() {
    let p = Project::new();
    let inputs = [
        "",
        "\0\0\0",
        "- a\n- b\n",
        "name: [1, 2]\n",
        "&a [*a]\n",
        "name: a\nname: b\n",
        "? complex\n: key\n",
        "\u{feff}name: x\n",
        "{{{{",
        "name: \"\\xZZ\"\n",
    ];
    for (i, text) in inputs.iter().enumerate() {
        p.write(&format!(".agentsmith/skills/coding/g{i}.yaml"), text);
    }
    let (code, out, err) = run(p.cmd(&["roles", "check"]));
    assert_eq!(code, 2, "{out}{err}");
    assert!(!err.contains("panicked"), "{err}");
    for i in 0..inputs.len() {
        assert!(out.contains(&format!("g{i}.yaml")), "g{i}.yaml not reported:\n{out}");
    }
}

#[test]
fn skills_yaml_that_only_disables_or_adds_rules_keeps_the_rest_of_the_category() {
    let p = Project::new();
    p.write(".agentsmith/skills.yaml", "roles:\n  dba: { enabled: false }\n");
    let all_but_dba = names(&listed(&p), "coding", true);
    assert!(!all_but_dba.is_empty() && !all_but_dba.contains(&"dba".to_string()), "{all_but_dba:?}");
    assert!(all_but_dba.contains(&"architect".to_string()) && all_but_dba.contains(&"tester".to_string()));
    p.write(".agentsmith/skills.yaml", "roles:\n  dba: { extra_rules: \"We run Postgres 16.\" }\n");
    let with_rules = names(&listed(&p), "coding", true);
    assert_eq!(with_rules.len(), all_but_dba.len() + 1, "{with_rules:?}");
    // The debate's panel comes from the whole category, less the disabled role.
    p.write(".agentsmith/skills.yaml", "roles:\n  dba: { enabled: false }\n");
    let (code, out, err) = run(p.cmd(&["triage", "Add an index on orders.created_at in a migration", "--json"]));
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("\"dba\"") && out.contains("\"tester\""), "{out}");
}
