//! Configuration precedence: defaults < user file < project file < --config file < environment
//! < flags. Each boundary is tested through `config show --json`, with the environment given to
//! the child process only.

use serde_json::Value;

use crate::common::{Project, run};

fn show(mut c: assert_cmd::Command) -> Value {
    c.args(["config", "show", "--json"]);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

/// The value and source layer of one setting.
fn setting(v: &Value, key: &str) -> (Value, String) {
    let row = v["settings"].as_array().unwrap().iter().find(|r| r["key"] == key).unwrap_or_else(|| panic!("no {key}"));
    (row["value"].clone(), row["source"]["layer"].as_str().unwrap().to_string())
}

#[test]
fn defaults_when_nothing_is_set() {
    let p = Project::new();
    let v = show(p.cmd(&[]));
    assert_eq!(setting(&v, "limits.jobs"), (Value::from(32), "default".into()));
    assert_eq!(setting(&v, "budget.max_output_tokens.review"), (Value::from(1024), "default".into()));
    assert_eq!(setting(&v, "network.min_tokens_per_sec"), (Value::from(10), "default".into()));
    assert_eq!(setting(&v, "discussion.max_rounds"), (Value::from(3), "default".into()));
    assert_eq!(v["models"][0]["error"].as_str().map(|e| e.starts_with("no model is configured")), Some(true));
    // Every model command is capped by default; a cost cap needs prices, so there is none.
    assert_eq!(setting(&v, "budget.max_calls"), (Value::from(1000), "default".into()));
    assert_eq!(setting(&v, "budget.max_tokens"), (Value::from(10_000_000), "default".into()));
    assert_eq!(setting(&v, "budget.max_wall_secs"), (Value::from(21_600), "default".into()));
    assert_eq!(setting(&v, "budget.max_cost_usd"), (Value::Null, "default".into()));
    assert_eq!(setting(&v, "scan.review"), (Value::from(false), "default".into()));
}

#[test]
fn the_default_caps_are_shown_and_can_be_raised() {
    let p = Project::new();
    let (code, out, err) = run(p.cmd(&["config", "show"]));
    assert_eq!(code, 0, "{err}");
    for line in ["budget.max_calls", "budget.max_tokens", "budget.max_wall_secs"] {
        let shown = out.lines().find(|l| l.trim_start().starts_with(line)).unwrap_or_else(|| panic!("{line}: {out}"));
        assert!(shown.ends_with("(default)"), "{shown}");
    }
    p.write(".agentsmith/config.yaml", "budget:\n  max_calls: 5000\n  max_wall_secs: null\n");
    let v = show(p.cmd(&[]));
    assert_eq!(setting(&v, "budget.max_calls"), (Value::from(5000), "project-file".into()));
    assert_eq!(setting(&v, "budget.max_wall_secs"), (Value::Null, "project-file".into()));
    assert_eq!(setting(&v, "budget.max_tokens"), (Value::from(10_000_000), "default".into()));
}

#[test]
fn a_model_section_in_the_project_file_asks_scans_for_the_review_and_a_key_does_not() {
    let p = Project::new();
    let mut c = p.cmd(&[]);
    c.env("OPENAI_API_KEY", "sk-test-1234567890").env("AGENTSMITH_PROVIDER", "openai");
    assert_eq!(setting(&show(c), "scan.review"), (Value::from(false), "default".into()));
    p.write_user("config.yaml", "model:\n  name: gpt-4.1\n");
    assert_eq!(setting(&show(p.cmd(&[])), "scan.review"), (Value::from(false), "default".into()));
    let file = p.write(".agentsmith/config.yaml", "model:\n  name: gpt-4.1\n");
    let v = show(p.cmd(&[]));
    let row = v["settings"].as_array().unwrap().iter().find(|r| r["key"] == "scan.review").unwrap().clone();
    assert_eq!(row["value"], true);
    assert_eq!(row["source"]["layer"], "derived");
    assert_eq!(row["source"]["reason"], format!("the `model:` section of {}", file.display()), "{row}");
    // Said otherwise in a file, it stays off.
    p.write(".agentsmith/config.yaml", "model:\n  name: gpt-4.1\nscan:\n  review: false\n");
    assert_eq!(setting(&show(p.cmd(&[])), "scan.review"), (Value::from(false), "project-file".into()));
    // A --config file with a model asks for it too.
    std::fs::remove_file(p.repo().join(".agentsmith/config.yaml")).unwrap();
    let extra = p.write("ci.yaml", "model:\n  provider: openai\n");
    let mut c = p.cmd(&[]);
    c.arg("--config").arg(&extra);
    assert_eq!(setting(&show(c), "scan.review"), (Value::from(true), "derived".into()));
}

#[test]
fn skills_yaml_sets_the_discussion_over_the_project_file_and_config_show_says_so() {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "discussion:\n  max_rounds: 3\n  on_no_consensus: proceed\n");
    p.write(".agentsmith/skills.yaml", "discussion:\n  max_rounds: 2\n  on_no_consensus: stop\n");
    let v = show(p.cmd(&[]));
    assert_eq!(setting(&v, "discussion.max_rounds"), (Value::from(2), "skills-file".into()));
    assert_eq!(setting(&v, "discussion.on_no_consensus"), (Value::from("stop"), "skills-file".into()));
    // The environment comes after the files, skills.yaml among them.
    let mut c = p.cmd(&[]);
    c.env("AGENTSMITH_MAX_ROUNDS", "1");
    assert_eq!(setting(&show(c), "discussion.max_rounds"), (Value::from(1), "env".into()));
}

#[test]
fn user_file_beats_defaults() {
    let p = Project::new();
    p.write_user("config.yaml", "limits:\n  jobs: 6\n");
    let v = show(p.cmd(&[]));
    assert_eq!(setting(&v, "limits.jobs"), (Value::from(6), "user-file".into()));
    assert_eq!(setting(&v, "limits.max_turns"), (Value::from(25), "default".into()));
}

#[test]
fn xdg_config_home_is_respected() {
    let p = Project::new();
    let xdg = p.dir.path().join("xdg");
    crate::common::write(&xdg.join("agentsmith/config.yaml"), "limits:\n  jobs: 7\n");
    let mut c = p.cmd(&[]);
    c.env("XDG_CONFIG_HOME", &xdg);
    assert_eq!(setting(&show(c), "limits.jobs"), (Value::from(7), "user-file".into()));
}

#[test]
fn project_file_beats_user_file() {
    let p = Project::new();
    p.write_user("config.yaml", "limits:\n  jobs: 6\n  max_turns: 10\n");
    p.write(".agentsmith/config.yaml", "limits:\n  jobs: 2\n");
    let v = show(p.cmd(&[]));
    assert_eq!(setting(&v, "limits.jobs"), (Value::from(2), "project-file".into()));
    assert_eq!(setting(&v, "limits.max_turns"), (Value::from(10), "user-file".into()));
}

#[test]
fn config_flag_file_beats_project_file() {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "limits:\n  jobs: 2\n");
    let extra = p.write("ci.yaml", "limits:\n  jobs: 3\n");
    let mut c = p.cmd(&[]);
    c.arg("--config").arg(&extra);
    assert_eq!(setting(&show(c), "limits.jobs"), (Value::from(3), "config-flag".into()));
}

#[test]
fn environment_beats_project_file() {
    let p = Project::new();
    p.write(
        ".agentsmith/config.yaml",
        "limits:\n  jobs: 2\nmodel:\n  provider: openai\n  name: from-file\n  base_url: http://localhost:11434/v1\n",
    );
    let mut c = p.cmd(&[]);
    c.env("AGENTSMITH_JOBS", "9").env("AGENTSMITH_MODEL", "from-env");
    let v = show(c);
    assert_eq!(setting(&v, "limits.jobs"), (Value::from(9), "env".into()));
    assert_eq!(setting(&v, "model.name"), (Value::from("from-env"), "env".into()));
    assert_eq!(setting(&v, "model.base_url").1, "project-file");
}

#[test]
fn flags_beat_environment() {
    let p = Project::new();
    let mut c = p.cmd(&["--provider", "openai", "--base-url", "http://127.0.0.1:9/v1"]);
    c.env("AGENTSMITH_MODEL", "from-env").env("AGENTSMITH_PROVIDER", "anthropic").arg("--model").arg("from-flag");
    let v = show(c);
    assert_eq!(setting(&v, "model.name"), (Value::from("from-flag"), "flag".into()));
    assert_eq!(setting(&v, "model.provider"), (Value::from("openai"), "flag".into()));
    assert_eq!(v["models"][0]["base_url"], "http://127.0.0.1:9/v1");
}

#[test]
fn set_beats_the_environment_and_config_show_names_it() {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "limits:\n  jobs: 2\nscan:\n  exclude: [\"vendor/**\"]\n");
    let mut c = p.cmd(&["--set", "limits.jobs=3", "--set", "scan.fail_on=medium", "--set", "confirm=true"]);
    c.env("AGENTSMITH_JOBS", "9");
    let v = show(c);
    assert_eq!(setting(&v, "limits.jobs"), (Value::from(3), "flag".into()));
    assert_eq!(setting(&v, "scan.fail_on"), (Value::from("medium"), "flag".into()));
    assert_eq!(setting(&v, "confirm"), (Value::from(true), "flag".into()));
    assert_eq!(setting(&v, "scan.exclude"), (serde_json::json!(["vendor/**"]), "project-file".into()));
    let row = v["settings"].as_array().unwrap().iter().find(|r| r["key"] == "limits.jobs").unwrap();
    assert_eq!(row["source"]["flag"], "--set limits.jobs");
    let mut c = p.cmd(&["config", "show", "--set", "limits.jobs=3"]);
    c.env("AGENTSMITH_JOBS", "9");
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{err}");
    let line = out.lines().find(|l| l.trim_start().starts_with("limits.jobs")).unwrap_or_else(|| panic!("{out}"));
    assert!(line.contains('3') && line.ends_with("(flag --set limits.jobs)"), "{line}");
}

/// `config show COMMAND...` merges that command's own flags as the command would, names them as
/// the source, and runs nothing.
#[test]
fn config_show_reports_a_commands_own_flags() {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "scan:\n  exclude: [\"vendor/**\"]\n");
    let v = show(p.cmd(&[]));
    assert_eq!(setting(&v, "scan.jobs"), (Value::Null, "default".into()));
    let mut c = p.cmd(&["config", "show", "--json", "security-scan", "--jobs", "3", "--exclude", "gen/**"]);
    c.args(["--fail-on", "medium", "--model", "late"]);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(setting(&v, "scan.jobs"), (Value::from(3), "flag".into()));
    assert_eq!(setting(&v, "scan.fail_on"), (Value::from("medium"), "flag".into()));
    assert_eq!(setting(&v, "scan.exclude"), (serde_json::json!(["vendor/**", "gen/**"]), "flag".into()));
    assert_eq!(setting(&v, "model.name"), (Value::from("late"), "flag".into()));
    let flag = |key: &str| {
        v["settings"].as_array().unwrap().iter().find(|r| r["key"] == key).unwrap()["source"]["flag"].clone()
    };
    assert_eq!(
        (flag("scan.jobs"), flag("scan.fail_on"), flag("scan.exclude")),
        ("--jobs".into(), "--fail-on".into(), "--exclude".into())
    );
    assert!(!p.repo().join(".agent-smith").exists(), "config show ran the scan");
    // The same flag name sets what that command means by it: `run --jobs` is the smiths' calls.
    let (code, out, err) = run(p.cmd(&["config", "show", "run", "a task", "--jobs", "2"]));
    assert_eq!(code, 0, "{err}");
    let line = out.lines().find(|l| l.trim_start().starts_with("limits.jobs")).unwrap_or_else(|| panic!("{out}"));
    assert!(line.contains('2') && line.ends_with("(flag --jobs)"), "{line}");
    // `--no-model` wins over `--review`, in the preview as in the scan.
    let (code, out, err) = run(p.cmd(&["config", "show", "security-scan", "--review", "--no-model"]));
    assert_eq!(code, 0, "{err}");
    let line = out.lines().find(|l| l.trim_start().starts_with("scan.review")).unwrap_or_else(|| panic!("{out}"));
    assert!(line.contains("false") && line.ends_with("(flag --no-model)"), "{line}");
    // What the command would refuse, `config show` refuses, naming it.
    let (code, _, err) = run(p.cmd(&["config", "show", "debate", "a topic", "--jobs", "2"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--jobs") && err.contains("--execute"), "{err}");
    let (code, _, err) = run(p.cmd(&["config", "show", "security-scan", "--bogus"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("config show security-scan --bogus") && err.contains("'--bogus'"), "{err}");
    // The command's help is help, on stdout.
    let (code, out, err) = run(p.cmd(&["config", "show", "security-scan", "--help"]));
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert!(out.contains("Usage: agentsmith security-scan"), "{out}");
    // A `--json` after the command is said to go before it; a command whose only flags are
    // not settings (`status --json`), and `resume`, which runs with its run's settings, are
    // refused rather than shown as if their flags counted.
    for (args, says) in [
        (&["security-scan", "--jobs", "3", "--json"][..], "--json goes before the command"),
        (&["status", "--json"], "`status` has no flag that is a setting"),
        (&["config", "show", "security-scan"], "`config` has no flag that is a setting"),
        (&["resume", "--jobs", "2"], "settings its run recorded"),
    ] {
        let (code, _, err) = run(p.cmd(&[&["config", "show"][..], args].concat()));
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// Every `--set` counts wherever it is written, before the command and after it.
#[test]
fn every_set_on_the_command_line_counts() {
    let p = Project::new();
    let (code, out, err) = run(p.cmd(&["--set", "limits.jobs=3", "config", "show", "--json", "--set", "scan.jobs=4"]));
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(setting(&v, "limits.jobs"), (Value::from(3), "flag".into()));
    assert_eq!(setting(&v, "scan.jobs"), (Value::from(4), "flag".into()));
    let (code, out, err) =
        run(p.cmd(&["--set", "limits.jobs=3", "config", "show", "security-scan", "--set=scan.jobs=4", "--jobs", "5"]));
    assert_eq!(code, 0, "{err}");
    let shown = |key: &str| {
        out.lines().find(|l| l.trim_start().starts_with(key)).unwrap_or_else(|| panic!("{out}")).to_string()
    };
    assert!(shown("limits.jobs ").ends_with("(flag --set limits.jobs)"), "{out}");
    assert!(shown("scan.jobs ").contains("= 5") && shown("scan.jobs ").ends_with("(flag --jobs)"), "{out}");
}

#[test]
fn global_flags_work_after_the_subcommand() {
    let p = Project::new();
    let mut c = p.cmd(&["config", "show", "--json", "--model", "late"]);
    c.env("OPENAI_API_KEY", "sk-test-1234567890");
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(setting(&v, "model.name"), (Value::from("late"), "flag".into()));
}

#[test]
fn api_key_infers_the_provider_and_is_masked() {
    let p = Project::new();
    let key = "sk-proj-QWERTYUIOPasdfghjkl1234567890";
    let mut c = p.cmd(&["config", "show"]);
    c.env("OPENAI_API_KEY", key);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains(key) && !out.contains("QWERTY"), "key leaked:\n{out}");
    assert!(out.contains("sk-****** (37 chars)"), "{out}");
    assert!(out.contains("default    openai gpt-4.1-mini at https://api.openai.com/v1"), "{out}");
    assert!(out.contains("(derived: OPENAI_API_KEY is set)"), "{out}");
}

#[test]
fn configuration_errors_exit_2_with_file_and_line() {
    let p = Project::new();
    let file =
        p.write(".agentsmith/config.yaml", "limits:\n  jobs: 0\nmodel:\n  temperature: 7\n  api_key_env: openai-key\n");
    let (code, _, err) = run(p.cmd(&["config", "show"]));
    assert_eq!(code, 2);
    let f = file.display();
    for expected in [
        format!("{f}:2:3: error: `limits.jobs` must be a whole number from 1 to 64; it is 0"),
        format!("{f}:4:3: error: `model.temperature` must be a number from 0 to 2; it is 7"),
        format!("{f}:5:3: error: `model.api_key_env`"),
    ] {
        assert!(err.contains(&expected), "expected {expected} in\n{err}");
    }

    let p = Project::new();
    let file = p.write(".agentsmith/config.yaml", "limits:\n  jobz: 2\n");
    let (code, _, err) = run(p.cmd(&["config", "show"]));
    assert_eq!(code, 2);
    assert!(err.contains(&format!("{}:2:", file.display())) && err.contains("unknown field"), "{err}");

    let p = Project::new();
    let mut c = p.cmd(&["config", "show"]);
    c.env("AGENTSMITH_JOBS", "lots");
    let (code, _, err) = run(c);
    assert_eq!(code, 2);
    assert!(err.contains("environment variable AGENTSMITH_JOBS"), "{err}");
}

#[test]
fn keys_are_refused_in_files() {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "model:\n  provider: openai\n  api_key: sk-live-should-not-be-here\n");
    let (code, _, err) = run(p.cmd(&["config", "show"]));
    assert_eq!(code, 2);
    assert!(err.contains("keys are never read from configuration files"), "{err}");
    assert!(!err.contains("sk-live-should-not-be-here"), "{err}");
}

#[test]
fn usage_errors_and_help() {
    let p = Project::new();
    let (code, _, err) = run(p.cmd(&["roles", "lst"]));
    assert_eq!(code, 2, "{err}");
    let (code, out, _) = run(p.cmd(&["--help"]));
    assert_eq!(code, 0);
    for cmd in ["roles", "triage", "config", "completions"] {
        assert!(out.contains(cmd), "{cmd} missing from help:\n{out}");
    }
    let (code, out, _) = run(p.cmd(&["completions", "bash"]));
    assert_eq!(code, 0);
    assert!(out.contains("agentsmith"), "{out}");
    let c = p.cmd_in(&p.dir.path().join("missing"), &["roles", "list"]);
    let (code, _, err) = run(c);
    assert_eq!(code, 2);
    assert!(err.contains("not a folder"), "{err}");
}

/// `agentsmith ARGS` run from `dir` without `--repo`, as a user in a subfolder runs it.
fn from_folder(p: &Project, dir: &std::path::Path, args: &[&str]) -> assert_cmd::Command {
    let mut c = assert_cmd::Command::cargo_bin("agentsmith").unwrap();
    c.env_clear().env("HOME", p.home()).current_dir(dir).args(args);
    c
}

/// Run from a subfolder, a command works on the project around it (found as git finds its
/// repository): the root's `.agentsmith/` configures it, and nothing is written into a stray
/// `.agent-smith/` of the subfolder. An explicit `--repo` is taken as given.
#[test]
fn from_a_subfolder_the_project_is_found_up_to_the_git_root() {
    let p = Project::new();
    let top = p.repo();
    crate::common::git(&top, &["init", "-q", "-b", "main"]);
    p.write(".agentsmith/config.yaml", "limits:\n  jobs: 7\n");
    let deep = top.join("src/app");
    std::fs::create_dir_all(&deep).unwrap();
    let project_file = top.join(".agentsmith/config.yaml");
    let v = show(from_folder(&p, &deep, &[]));
    assert_eq!(setting(&v, "limits.jobs"), (Value::from(7), "project-file".into()));
    let row = v["settings"].as_array().unwrap().iter().find(|r| r["key"] == "limits.jobs").unwrap();
    assert_eq!(row["source"]["path"].as_str(), Some(project_file.to_str().unwrap()));
    let (code, out, err) = run(from_folder(&p, &deep, &["config", "show"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&format!("project file {}", project_file.display())), "{out}");
    // `--repo .` is the default spelled out: the same project.
    assert_eq!(setting(&show(from_folder(&p, &deep, &["--repo", "."])), "limits.jobs").1, "project-file");
    // An explicit --repo PATH is the repository as given: no project above it is looked for.
    let mut c = from_folder(&p, &top, &[]);
    c.args(["--repo", "src/app"]);
    assert_eq!(setting(&show(c), "limits.jobs"), (Value::from(32), "default".into()));

    // A scan from the subfolder: that folder is scanned (not its siblings), with the project's
    // configuration, and the reports go to the project's .agent-smith/results/.
    p.write(".agentsmith/config.yaml", "scan:\n  exclude: [\"generated/**\"]\n");
    let token = "ghp_Q7v2kXz9LmN4pR8sT1wY6bC3dF5gH0jK2aPe";
    p.write("src/app/settings.py", &format!("GITHUB_TOKEN = \"{token}\"\n"));
    p.write("src/app/generated/keys.py", &format!("GITHUB_TOKEN = \"{token}\"\n"));
    p.write("other/keys.py", &format!("GITHUB_TOKEN = \"{token}\"\n"));
    let (code, out, err) = run(from_folder(&p, &deep, &["security-scan", "--no-model"]));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("settings.py:1"), "{out}");
    assert!(!out.contains("other/keys.py") && !out.contains("generated/keys.py"), "{out}");
    assert!(top.join(".agent-smith/results/findings.sarif").is_file(), "{out}");
    assert!(!deep.join(".agent-smith").exists() && !top.join("src/.agent-smith").exists(), "a stray .agent-smith/");
    // init from the subfolder creates the project's .agentsmith/ at the top.
    let (code, out, err) = run(from_folder(&p, &deep, &["init", "--no-model"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(top.join(".agentsmith/skills.yaml").is_file() && !deep.join(".agentsmith").exists(), "{out}");
}
