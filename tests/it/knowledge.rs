//! `agentsmith init`: the `.agentsmith/` files (existing ones kept), knowledge.md from the
//! surveys, its incremental update after a commit, and the knowledge in debate and smith prompts.

use crate::common::{Project, git, run};

/// A small Python service with a shell call, a test and CI, committed; `.agentsmith/context.md`
/// is the user's already.
fn fixture() -> Project {
    let p = Project::new();
    p.write("src/app.py", "import subprocess\n\ndef run(cmd):\n    return subprocess.call(cmd, shell=True)\n");
    p.write("tests/test_app.py", "def test_run():\n    pass\n");
    p.write("requirements.txt", "flask==3.0\n");
    p.write(".github/workflows/ci.yml", "on: push\njobs: {}\n");
    p.write(".agentsmith/context.md", "# Ours\nNever touch legacy/.\n");
    let repo = p.repo();
    git(&repo, &["init", "-q", "-b", "main"]);
    git(&repo, &["add", "-A"]);
    git(&repo, &["commit", "-q", "-m", "initial"]);
    p
}

fn read(p: &Project, rel: &str) -> String {
    std::fs::read_to_string(p.repo().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn head(p: &Project) -> String {
    git(&p.repo(), &["rev-parse", "HEAD"]).trim().to_string()
}

#[test]
fn init_creates_the_files_keeps_the_users_and_writes_the_knowledge() {
    let p = fixture();
    let (code, out, err) = run(p.cmd(&["init"]));
    assert_eq!(code, 0, "{out}{err}");
    for f in ["config.yaml", "skills.yaml", "role-template.yaml"] {
        assert!(out.contains(&format!("Created {}", p.repo().join(".agentsmith").join(f).display())), "{f}: {out}");
    }
    assert!(out.contains("context.md (it exists; not overwritten)"), "{out}");
    assert_eq!(read(&p, ".agentsmith/context.md"), "# Ours\nNever touch legacy/.\n");
    assert!(out.contains("(full survey of"), "{out}");
    // Every field of the role template is explained; the files load as they are.
    let role = read(&p, ".agentsmith/role-template.yaml");
    for field in ["name:", "display_name:", "emoji:", "description:", "triggers:", "rules:", "convergence_criteria:"] {
        assert!(role.contains(field), "{field}: {role}");
    }
    let (code, out, err) = run(p.cmd(&["config", "show"]));
    assert_eq!(code, 0, "{out}{err}");
    // The knowledge: last_updated, and the four surveys.
    let k = read(&p, ".agentsmith/knowledge.md");
    assert!(k.starts_with(&format!("---\nlast_updated:\n  commit: {}\n  date: ", head(&p))), "{k}");
    for part in [
        "## Structure",
        "python (2)",
        "Entry points: `src/app.py`",
        "## Stack and build",
        "`requirements.txt` (pip)",
        "Test command: `python3 -m pytest -q`",
        "Dependencies: flask.",
        "CI: `.github/workflows/ci.yml`.",
        "## Conventions",
        "Tests: 1 test file in `tests/` (1).",
        "`.agentsmith/context.md`",
        "## Risky areas",
        "- `src/app.py`: python-shell-true",
    ] {
        assert!(k.contains(part), "{part}:\n{k}");
    }
}

#[test]
fn a_second_init_surveys_only_what_changed_since_last_updated() {
    let p = fixture();
    assert_eq!(run(p.cmd(&["init"])).0, 0);
    let first = head(&p);
    p.write("src/db.py", "def q(c, name):\n    return c.execute(\"select * from t where n = '%s'\" % name)\n");
    p.write("src/app.py", "def run(cmd):\n    return cmd\n");
    git(&p.repo(), &["add", "src"]);
    git(&p.repo(), &["commit", "-q", "-m", "db"]);
    let (code, out, err) = run(p.cmd(&["init"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Kept") && !out.contains("Created"), "{out}");
    assert!(
        out.contains(&format!("incrementally since {}: 2 files surveyed again (src/app.py, src/db.py)", &first[..12])),
        "{out}"
    );
    let k = read(&p, ".agentsmith/knowledge.md");
    assert!(k.contains(&format!("commit: {}", head(&p))), "{k}");
    assert!(!k.contains("`src/app.py`: python-shell-true"), "{k}");
    assert!(k.contains("python (3)"), "{k}");
    // An unknown recorded commit: a full survey, and the output says why.
    for f in ["knowledge.md", "knowledge.json"] {
        let moved =
            read(&p, &format!(".agentsmith/{f}")).replace(&head(&p), "0123456789abcdef0123456789abcdef01234567");
        std::fs::write(p.repo().join(".agentsmith").join(f), moved).unwrap();
    }
    let (code, out, _) = run(p.cmd(&["init"]));
    assert_eq!(code, 0);
    assert!(out.contains("full survey of") && out.contains("is unknown to this repository"), "{out}");
}

const PLAN: &str = "{ title: \"Quote the shell command\", summary: \"Stop passing shell=True.\", steps: [{ description: \"Call subprocess with a list in src/app.py\", touches: [\"src/app.py\"], verification: \"the tests pass\" }], risks: [], responses: [] }";

#[test]
fn debate_and_smith_prompts_carry_the_knowledge() {
    let p = fixture();
    assert_eq!(run(p.cmd(&["init"])).0, 0);
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    // Every rule answers only a prompt that holds the knowledge: without it no rule matches and
    // the run fails.
    let knows = "contains: \"- `src/app.py`: python-shell-true\"";
    let review = |role: &str| {
        format!(
            "  - when: {{ stage: review, role: {role}, {knows} }}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"{role} finds the shell command plan complete: subprocess is called with a list.\", alternative: \"\", criteria: [] }} }}\n"
        )
    };
    let script = format!(
        "rules:\n  - when: {{ stage: draft, {knows} }}\n    reply: {{ json: {PLAN} }}\n{}{}  - when: {{ stage: decide, {knows} }}\n    reply: {{ json: {{ action: execute, reasoning: small, subtasks: [] }} }}\n  - when: {{ stage: execute, {knows} }}\n    reply: {{ content: \"Knew the project.\\n\\nThe knowledge was in the brief.\" }}\n",
        review("architect"),
        review("tester")
    );
    let s = p.write("../script.yaml", &script);
    p.write("src/extra.py", "X = 1\n");
    git(&p.repo(), &["add", "src/extra.py"]);
    git(&p.repo(), &["commit", "-q", "-m", "extra"]);
    let mut c = p.cmd(&["run", "Quote the shell command", "--roles", "architect,tester", "--triage", "rules"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains(": completed."), "{out}");
    // The run updated the knowledge first, from the commit since init.
    assert!(err.contains("incrementally since") && err.contains("(src/extra.py)"), "{err}");
    assert!(read(&p, ".agentsmith/knowledge.md").contains(&format!("commit: {}", head(&p))));
    let result = read(&p, ".agent-smith/results/final.md");
    assert!(result.contains("Knew the project."), "{result}");
}

#[test]
fn the_model_triage_and_the_aggregation_carry_the_knowledge() {
    let p = fixture();
    assert_eq!(run(p.cmd(&["init"])).0, 0);
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    // The triage and aggregate rules answer only a prompt that holds the knowledge.
    let knows = "contains: \"- `src/app.py`: python-shell-true\"";
    let script = format!(
        "rules:\n  - when: {{ stage: triage, {knows} }}\n    reply: {{ json: {{ add: [], drop: [] }} }}\n  - when: {{ stage: draft }}\n    reply: {{ json: {PLAN} }}\n  - when: {{ stage: review }}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"The shell command plan is complete: subprocess is called with a list.\", alternative: \"\", criteria: [] }} }}\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: two, subtasks: [{{ title: Quote, description: Quote it., expected_output: done }}, {{ title: Test, description: Test it., expected_output: done }}] }} }}\n  - when: {{ stage: decide }}\n    reply: {{ json: {{ action: execute, reasoning: small, subtasks: [] }} }}\n  - when: {{ stage: execute }}\n    reply: {{ content: \"Done.\\n\\nPart done.\" }}\n  - when: {{ stage: aggregate, {knows} }}\n    reply: {{ content: \"Combined with the knowledge.\\n\\nBoth parts.\" }}\n"
    );
    let s = p.write("../script.yaml", &script);
    let mut c = p.cmd(&["run", "Quote the shell command in src/app.py"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    assert!(!err.contains("triage failed"), "the model's triage was given the knowledge: {err}");
    assert!(read(&p, ".agent-smith/results/final.md").contains("Combined with the knowledge."));
}
