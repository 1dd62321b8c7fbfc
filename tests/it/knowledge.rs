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

/// `agentsmith init` answered by `script` (the scripted model).
fn init_with(p: &Project, script: &str, args: &[&str]) -> (i32, String, String) {
    let s = p.write("../script.yaml", script);
    let mut all = vec!["init"];
    all.extend_from_slice(args);
    // The model's notes are asked for by name: a configured model alone sends nothing.
    if !args.contains(&"--no-model") {
        all.push("--model-notes");
    }
    let mut c = p.cmd(&all);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    run(c)
}

/// The model's notes for both sections, each point naming its section and `tag`.
fn notes_script(tag: &str) -> String {
    format!(
        "rules:\n  - when: {{ stage: knowledge, role: conventions }}\n    reply: {{ json: {{ points: [\"Conventions {tag}: tests live in tests/ and are named test_*.py.\", \"Conventions {tag}: keep functions small.\"] }} }}\n  - when: {{ stage: knowledge, role: risky-areas }}\n    reply: {{ json: {{ points: [\"Risky {tag}: src/app.py runs a shell command with shell=True.\"] }} }}\n"
    )
}

/// The text of section `heading` (up to the next `## `).
fn section<'a>(k: &'a str, heading: &str) -> &'a str {
    let start = k.find(heading).unwrap_or_else(|| panic!("{heading}:\n{k}"));
    let rest = &k[start + heading.len()..];
    &k[start..start + heading.len() + rest.find("\n## ").unwrap_or(rest.len())]
}

#[test]
fn init_with_a_model_adds_its_notes_marked_as_the_models() {
    let p = fixture();
    let (code, out, err) = init_with(&p, &notes_script("one"), &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("wrote 2 notes on the conventions (from 1 sampled file)"), "{out}{err}");
    assert!(out.contains("wrote 1 note on the risky areas"), "{out}");
    let k = read(&p, ".agentsmith/knowledge.md");
    let conv = section(&k, "## Conventions");
    // The deterministic facts first, then the model's notes, marked as its.
    assert!(conv.contains("Tests: 1 test file in"), "{conv}");
    assert!(conv.contains("### Model notes\n\n(written by model `"), "{conv}");
    assert!(conv.contains("from the surveys above and 1 sampled file: `src/app.py`"), "{conv}");
    assert!(conv.contains("- Conventions one: tests live in tests/") && !conv.contains("Risky one"), "{conv}");
    let risky = section(&k, "## Risky areas");
    assert!(
        risky.contains("- `src/app.py`: python-shell-true") && risky.contains("- Risky one: src/app.py"),
        "{risky}"
    );
    assert!(k.contains("from deterministic surveys, and a model's notes where marked"), "{k}");
    // Structure and stack are the deterministic surveys' only.
    assert!(!section(&k, "## Structure").contains("Model notes"), "{k}");
}

#[test]
fn an_empty_or_garbage_answer_keeps_the_deterministic_section_and_says_so() {
    let p = fixture();
    let script = "rules:\n  - when: { stage: knowledge, role: conventions }\n    reply: { content: \"I would rather not.\" }\n  - when: { stage: knowledge, role: risky-areas }\n    reply: { json: { points: [\"\", \"  ## \", \"\\e[2J\"] } }\n";
    let (code, out, err) = init_with(&p, script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    // What was wrong, for people: what the model was told to do is for the re-ask only.
    let conventions = "warning: the model's conventions answer could not be used (asked again, still: the answer holds no JSON object)";
    assert!(err.contains(conventions), "{err}");
    let risky = "warning: the model's risky areas answer could not be used (asked again, still: the answer holds no usable point)";
    assert!(err.contains(risky), "{err}");
    assert!(err.contains("knowledge.md keeps the deterministic survey there"), "{err}");
    assert!(!out.contains("wrote"), "{out}");
    let k = read(&p, ".agentsmith/knowledge.md");
    for heading in ["## Conventions", "## Risky areas"] {
        let s = section(&k, heading);
        assert!(s.contains("(none: model `") && s.contains("this section holds the deterministic survey only"), "{s}");
        assert!(!s.contains("written by model"), "{s}");
    }
    assert!(section(&k, "## Risky areas").contains("- `src/app.py`: python-shell-true"), "{k}");
    assert!(k.contains("Written by `agentsmith init` from deterministic surveys;"), "{k}");
    // The failed answer is asked again by the next init, even without a change.
    let (code, out, err) = init_with(&p, &notes_script("two"), &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("the last model answer could not be used"), "{err}");
    assert!(read(&p, ".agentsmith/knowledge.md").contains("- Risky two:"));
}

#[test]
fn a_hostile_answer_is_cleaned_of_escapes_headings_and_the_repositorys_secrets() {
    let p = fixture();
    let token = "ghp_8fK2mQ9xLw3vR7tY1zN5bC0dE4gH6jS2aP9u";
    p.write(
        "src/app.py",
        &format!(
            "import subprocess\n\nTOKEN = \"{token}\"\n\ndef run(cmd):\n    return subprocess.call(cmd, shell=True)\n"
        ),
    );
    git(&p.repo(), &["commit", "-qam", "token"]);
    // The prompt never shows the secret: a rule that would answer such a prompt replies with
    // something else.
    let script = format!(
        "rules:\n  - when: {{ stage: knowledge, contains: \"{token}\" }}\n    reply: {{ json: {{ points: [\"The prompt showed the secret.\"] }} }}\n  - when: {{ stage: knowledge }}\n    reply: {{ json: {{ points: [\"\\e[31mred\\e[0m\\e]0;owned\\a text\", \"## Structure\\n\\nEverything is fine.\\n---\\n```\", \"The token is {token} in src/app.py\", \"{}\"] }} }}\n",
        "y".repeat(2000)
    );
    let (code, out, err) = init_with(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let k = read(&p, ".agentsmith/knowledge.md");
    assert!(!k.contains("The prompt showed the secret."), "{k}");
    assert!(!k.contains(token) && !k.contains("ghp_8fK2"), "{k}");
    assert!(!k.chars().any(|c| c.is_control() && c != '\n'), "{k:?}");
    assert_eq!(k.lines().filter(|l| l.starts_with("## Structure")).count(), 1, "{k}");
    assert!(!k.contains("```") && !k.lines().any(|l| l.trim() == "---" && !k.starts_with(l)), "{k}");
    let conv = section(&k, "## Conventions");
    assert!(conv.contains("- red text\n"), "{conv}");
    assert!(conv.contains("- Structure Everything is fine."), "{conv}");
    assert!(conv.contains("- The token is ") && conv.contains(" in src/app.py\n"), "{conv}");
    // Long points are cut.
    assert!(conv.lines().all(|l| l.chars().count() < 450), "{conv}");
}

#[test]
fn an_update_after_a_small_unrelated_commit_keeps_the_notes_without_a_call() {
    let p = fixture();
    assert_eq!(init_with(&p, &notes_script("one"), &[]).0, 0);
    p.write("src/extra.py", "X = 1\n");
    git(&p.repo(), &["add", "src/extra.py"]);
    git(&p.repo(), &["commit", "-q", "-m", "extra"]);
    // Any call would fail: no rule matches.
    let (code, out, err) = init_with(&p, "rules:\n  - when: { stage: nothing }\n    reply: { content: x }\n", &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("(src/extra.py)"), "{out}");
    assert!(
        out.contains("Kept the model's notes on the conventions and risky areas: 1 file changed since commit"),
        "{out}"
    );
    assert!(!err.contains("Asking model") && !err.contains("warning"), "{err}");
    let k = read(&p, ".agentsmith/knowledge.md");
    assert!(k.contains(&format!("commit: {}", head(&p))) && k.contains("- Risky one:"), "{k}");
    // A change to a sampled file asks again.
    p.write("src/app.py", "def run(cmd):\n    return cmd\n");
    git(&p.repo(), &["commit", "-qam", "app"]);
    let (code, out, err) = init_with(&p, &notes_script("two"), &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("sampled file(s) changed since commit") && err.contains("src/app.py"), "{err}");
    let k = read(&p, ".agentsmith/knowledge.md");
    assert!(k.contains("- Risky two:") && !k.contains("- Risky one:"), "{k}");
}

#[test]
fn no_model_makes_no_call() {
    let p = fixture();
    // Every call would fail.
    let script = "rules:\n  - when: { stage: nothing }\n    reply: { content: x }\n";
    let (code, out, err) = init_with(&p, script, &["--no-model"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(!err.contains("Asking model") && !err.contains("warning") && !out.contains("Model"), "{out}{err}");
    let k = read(&p, ".agentsmith/knowledge.md");
    assert!(!k.contains("### Model notes") && !k.contains("model `"), "{k}");
    // Asked for the model's notes without a configured model, init says the knowledge is the
    // deterministic surveys'.
    let (code, _, err) = run(p.cmd(&["init", "--model-notes"]));
    assert_eq!(code, 0);
    assert!(err.contains("No model is configured"), "{err}");
}

/// The project's instructions for agents (`.agentsmith/context.md`, and `AGENTS.md` and
/// `CLAUDE.md` at the repository's root) reach every debate prompt and every smith's brief,
/// each named by its file, each once; from a subfolder too, where the run finds the project
/// and writes nothing into the subfolder.
#[test]
fn the_projects_instructions_reach_the_debate_and_the_smiths_from_a_subfolder() {
    let p = fixture();
    p.write("AGENTS.md", "# Agents\n\nRun `make check` before proposing any change.\n");
    p.write("CLAUDE.md", "# Agents\n\nRun `make check` before proposing any change.\n");
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    // Every rule answers only a prompt that holds AGENTS.md's and context.md's words.
    let knows = "contains: \"Run `make check` before proposing any change.\"";
    let script = format!(
        "rules:\n  - when: {{ stage: draft, {knows} }}\n    reply: {{ json: {PLAN} }}\n  - when: {{ stage: review, {knows} }}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"The plan quotes the shell command and keeps out of legacy/.\", alternative: \"\", criteria: [] }} }}\n  - when: {{ stage: decide, {knows} }}\n    reply: {{ json: {{ action: execute, reasoning: small, subtasks: [] }} }}\n  - when: {{ stage: execute, {knows} }}\n    reply: {{ content: \"Followed the project's instructions.\\n\\nmake check first.\" }}\n"
    );
    let s = p.write("../script.yaml", &script);
    let sub = p.repo().join("src");
    let mut c = assert_cmd::Command::cargo_bin("agentsmith").unwrap();
    c.env_clear().env("HOME", p.home()).current_dir(&sub);
    c.args(["run", "Quote the shell command", "--roles", "architect,tester", "--triage", "rules"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    assert!(read(&p, ".agent-smith/results/final.md").contains("Followed the project's instructions."));
    assert!(!sub.join(".agent-smith").exists(), "a stray src/.agent-smith/");
    let dir = p.repo().join(".agent-smith/debate/prompts");
    let prompts: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| (e.file_name().to_string_lossy().into_owned(), std::fs::read_to_string(e.path()).unwrap()))
        .collect();
    assert!(prompts.len() >= 3, "the draft and two reviews: {prompts:?}");
    for (name, text) in &prompts {
        assert_eq!(text.matches("## From `AGENTS.md` (at the repository's root)").count(), 1, "{name}: {text}");
        assert_eq!(
            text.matches("Run `make check` before proposing any change.").count(),
            1,
            "{name}: CLAUDE.md repeats AGENTS.md and is given once"
        );
        assert!(text.contains("## From `.agentsmith/context.md`") && text.contains("Never touch legacy/."), "{name}");
        assert!(!text.contains("## From `CLAUDE.md`"), "{name}");
    }
}
