//! Triage: the panel chosen for example tickets against example repositories, with evidence.

use serde_json::Value;

use crate::common::{Project, root, run};

fn triage(repo: &std::path::Path, args: &[&str]) -> Value {
    let p = Project::new();
    let mut c = p.cmd_in(repo, &["triage"]);
    c.args(args).arg("--json");
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

fn members(v: &Value) -> Vec<(String, String)> {
    v["panel"]["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["role"].as_str().unwrap().to_string(), m["reason"].as_str().unwrap().to_string()))
        .collect()
}

fn ticket(name: &str) -> String {
    root().join("examples/tickets").join(name).display().to_string()
}

fn webshop() -> std::path::PathBuf {
    root().join("tests/fixtures/repos/webshop")
}

#[test]
fn tickets_pick_the_expected_roles_with_evidence() {
    let cases = [
        ("slow-orders.md", "dba"),
        ("checkout-button.md", "frontend-developer"),
        ("expired-tokens.md", "security-reviewer"),
        ("ci-docker.md", "devops"),
    ];
    for (file, expected) in cases {
        let v = triage(&webshop(), &["--ticket-file", &ticket(file)]);
        let panel = members(&v);
        assert!(panel.len() <= 5, "{panel:?}");
        let m = v["panel"]["members"].as_array().unwrap().iter().find(|m| m["role"] == expected);
        let m = m.unwrap_or_else(|| panic!("{file}: {expected} not on {panel:?}"));
        assert_eq!(m["reason"], "matched", "{file}");
        let text_evidence = m["evidence"].as_array().unwrap().iter().filter(|e| e["signal"] == "text").count();
        assert!(text_evidence > 0, "{file}: {expected} chosen without ticket evidence: {m}");
        assert_eq!(panel[0], ("tester".to_string(), "always-include".to_string()), "{file}");
    }
}

#[test]
fn migration_ticket_panel_in_full() {
    let v = triage(&webshop(), &["--ticket-file", &ticket("slow-orders.md")]);
    let dba = &v["panel"]["members"][1];
    assert_eq!(dba["role"], "dba");
    let evidence: Vec<String> = dba["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            format!(
                "{}:{}:{}",
                e["trigger"].as_str().unwrap(),
                e["signal"].as_str().unwrap(),
                e["matched"].as_str().unwrap()
            )
        })
        .collect();
    assert!(evidence.contains(&"migration:text:migration".to_string()), "{evidence:?}");
    assert!(
        evidence.iter().any(|e| e.starts_with("database:path:api/migrations/0001_create_orders.sql")
            || e.starts_with("migration:path:api/migrations")),
        "{evidence:?}"
    );
    assert!(evidence.iter().any(|e| e.contains("dependency:psycopg2-binary")), "{evidence:?}");
}

#[test]
fn triage_is_deterministic() {
    let p = Project::new();
    let mut outs = Vec::new();
    for _ in 0..3 {
        let c = p.cmd_in(&webshop(), &["triage", "--ticket-file", &ticket("checkout-button.md")]);
        let (code, out, _) = run(c);
        assert_eq!(code, 0);
        outs.push(out);
    }
    assert!(outs.windows(2).all(|w| w[0] == w[1]));
    assert!(outs[0].contains("frontend-developer"), "{}", outs[0]);
    assert!(outs[0].contains("ticket says \"button\""), "{}", outs[0]);
}

#[test]
fn no_match_falls_back_to_the_category_default() {
    let p = Project::new();
    let (code, out, _) = run(p.cmd(&["triage", "Make it better please", "--json"]));
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        members(&v),
        [
            ("tester".into(), "always-include".into()),
            ("architect".into(), "category-default".into()),
            ("backend-developer".into(), "category-default".into())
        ]
    );
}

#[test]
fn scans_without_a_ticket_use_repository_evidence() {
    let v = triage(&root().join("examples/vulnerable-shop"), &["--category", "security"]);
    let panel = members(&v);
    assert!(panel.len() <= 5);
    assert_eq!(panel[0].0, "false-positive-filter");
    assert!(panel.iter().any(|(r, _)| r == "injection-checker" || r == "secrets-detector"), "{panel:?}");
}

#[test]
fn skills_yaml_narrows_the_candidates() {
    let p = Project::new();
    p.write(".agentsmith/skills.yaml", "roles: [architect, dba, tester]\n");
    p.write("db/migrations/001.sql", "create table t(id int);\n");
    let (code, out, _) = run(p.cmd(&["triage", "Add an index on orders in a migration", "--json"]));
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    let roles: Vec<String> = members(&v).into_iter().map(|(r, _)| r).collect();
    assert_eq!(roles, ["tester", "dba", "architect"]);
}

#[test]
fn ticket_problems_are_usage_errors() {
    let p = Project::new();
    let (code, _, err) = run(p.cmd(&["triage", "--ticket-file", "nope.md"]));
    assert_eq!(code, 2);
    assert!(err.contains("nope.md: cannot read ticket file"), "{err}");
    p.write("empty.md", "\n  \n");
    let mut c = p.cmd(&["triage", "--ticket-file"]);
    c.arg(p.repo().join("empty.md"));
    let (code, _, err) = run(c);
    assert_eq!(code, 2);
    assert!(err.contains("is empty"), "{err}");
    let (code, _, err) = run(p.cmd(&["triage", "x", "--category", "nope"]));
    assert_eq!(code, 2);
    assert!(err.contains("no role category `nope`"), "{err}");
}
