//! `agentsmith eval` on the scripted provider: a two-task bugfix suite where the panel's plan
//! names an edge case the lone agent misses on one task, and both solve the other. The table's
//! arithmetic, its interval, the dry run and the resume are checked on what the user sees.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::{Project, run, write};

/// The demo suite of `examples/eval-demo` (two tasks: `mean`, whose ticket names the empty list
/// in passing, and `clamp`), and its scripted replies: the panel's plan names the empty list, the
/// lone agent misses it.
fn demo() -> (PathBuf, PathBuf) {
    let root = crate::common::root().join("examples/eval-demo");
    (root.join("suite"), root.join("scripted-replies.yaml"))
}

fn eval_cmd(p: &Project, script: &Path, args: &[&str]) -> assert_cmd::Command {
    let mut c = p.cmd(args);
    c.env("AGENTSMITH_PROVIDER", "scripted")
        .env("AGENTSMITH_SCRIPT", script)
        .env("PATH", std::env::var("PATH").unwrap());
    c
}

/// The arms' rows without their wall time (a run made again takes its own).
fn arms(r: &Value) -> Value {
    let mut a = r["arms"].clone();
    for row in a.as_array_mut().unwrap() {
        row.as_object_mut().unwrap().remove("wall_secs");
    }
    a
}

fn report(p: &Project) -> Value {
    let runs: Vec<PathBuf> =
        std::fs::read_dir(p.repo().join("eval/eval-demo")).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(runs.len(), 1, "{runs:?}");
    serde_json::from_str(&std::fs::read_to_string(runs[0].join("report.json")).unwrap()).unwrap()
}

#[test]
fn the_panel_catches_what_the_lone_agent_misses_and_the_table_says_so() {
    let p = Project::new();
    let (suite, script) = demo();
    let suite_arg = suite.to_str().unwrap();

    // The dry run plans every pair with the seed it prints, and runs nothing.
    let args = ["eval", suite_arg, "--arms", "single,panel,panel-early-stop", "--seed", "7"];
    let (code, out, err) = run(eval_cmd(&p, &script, &[&args[..], &["--dry-run"]].concat()));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("eval eval-demo (dry run: nothing is run): 2 tasks x 3 arms = 6 runs, seed 7"), "{out}");
    assert!(out.contains("fix-bug --ticket-file") && out.contains("--no-debate --set limits.max_depth=0"), "{out}");
    assert!(!p.repo().join("eval").exists(), "a dry run writes nothing");

    let (code, out, err) = run(eval_cmd(&p, &script, &args));
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(err.matches("] ").count(), 6, "one progress line per run: {err}");
    assert!(out.contains("| single | 2 | 1/2 |"), "{out}");
    assert!(out.contains("| panel | 2 | 2/2 |"), "{out}");
    let r = report(&p);
    let arm = |name: &str| r["arms"].as_array().unwrap().iter().find(|a| a["arm"] == name).unwrap().clone();
    assert_eq!(arm("single")["solved"], 1);
    assert_eq!(arm("panel")["score"]["mean"], 1.0);
    // The lone agent made no debate calls; the panel did, and spent more.
    assert_eq!(arm("single")["rounds"], 0);
    assert!(arm("panel")["rounds"].as_u64().unwrap() >= 2, "{}", arm("panel"));
    let (single_calls, panel_calls) =
        (arm("single")["spend"]["calls"].as_u64().unwrap(), arm("panel")["spend"]["calls"].as_u64().unwrap());
    assert!(single_calls > 0 && panel_calls > single_calls, "{single_calls} {panel_calls}");
    // When needed: the first reviewer's confident agreement stands, the panel is not convened;
    // as many solved for fewer calls.
    let early = arm("panel-early-stop");
    assert_eq!(early["solved"], 2);
    assert_eq!(early["positions"], 2, "one review a task: {early}");
    assert!(early["spend"]["calls"].as_u64().unwrap() < panel_calls, "{early}");
    let pair = r["pairs"].as_array().unwrap().iter().find(|p| p["a"] == "panel" && p["b"] == "single").unwrap();
    assert_eq!(
        (pair["a"].as_str(), pair["b"].as_str(), pair["tasks"].as_u64()),
        (Some("panel"), Some("single"), Some(2))
    );
    assert_eq!(pair["difference"]["mean"], 0.5);
    // Two tasks: one resample in four draws both from the task where the arms agree.
    let (low, high) = (pair["difference"]["low"].as_f64().unwrap(), pair["difference"]["high"].as_f64().unwrap());
    assert!(low == 0.0 && high == 1.0, "{pair}");
    assert_eq!(pair["calls_saved"].as_i64().unwrap(), single_calls as i64 - panel_calls as i64);
    let outcome = |task: &str, a: &str| {
        r["outcomes"].as_array().unwrap().iter().find(|o| o["task"] == task && o["arm"] == a).unwrap().clone()
    };
    assert_eq!(outcome("mean", "single")["note"], "the hidden tests fail (exit 1)");
    assert_eq!(outcome("mean", "panel")["note"], "the hidden tests pass");
    assert_eq!(outcome("clamp", "single")["solved"], true);

    // Resumed: nothing is run again; one result removed is the only run made.
    let (code, out, err) = run(eval_cmd(&p, &script, &["eval", suite_arg, "--resume"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(!err.contains("] "), "nothing was run again: {err}");
    assert_eq!(report(&p)["arms"], r["arms"], "the same results give the same table");
    let dir = std::fs::read_dir(p.repo().join("eval/eval-demo")).unwrap().next().unwrap().unwrap().path();
    std::fs::remove_file(dir.join("results/mean--panel.json")).unwrap();
    let (code, out, err) = run(eval_cmd(&p, &script, &["eval", suite_arg, "--resume"]));
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(err.matches("] ").count(), 1, "{err}");
    assert!(err.contains("mean / panel: the hidden tests pass"), "{err}");
    assert_eq!(arms(&report(&p)), arms(&r));
}

#[test]
fn a_suite_that_does_not_hold_together_is_refused_with_its_places() {
    let p = Project::new();
    let dir = p.dir.path().join("bad");
    write(&dir.join("suite.yaml"), "name: bad\nkind: bugfix\ndescription: d\n");
    write(&dir.join("one/task.yaml"), "title: t\nlanguage: python\nticket: x\ntest_command: t\n");
    write(&dir.join("one/repo/a.py"), "");
    let (code, _, err) = run(p.cmd(&["eval", dir.to_str().unwrap(), "--dry-run"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("one/task.yaml") && err.contains("score_command"), "{err}");
    let (code, _, err) = run(p.cmd(&["eval", "no-such-suite", "--dry-run"]));
    assert_eq!(code, 2);
    assert!(err.contains("no suite `no-such-suite`") && err.contains("bugfix, security"), "{err}");
    // An arm the configuration cannot run, asked for by name.
    let (code, _, err) = run(p.cmd(&["eval", "bugfix", "--arms", "panel-mixed", "--dry-run"]));
    assert_eq!(code, 2);
    assert!(err.contains("define a second model under `models:`"), "{err}");
}
