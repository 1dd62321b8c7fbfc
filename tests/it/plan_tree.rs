//! The plan the panel agreed is the plan the smiths carry out: its steps are the root's first
//! split (named, dependencies kept, grouped beyond five), the root follows it or refines it with
//! a reason, every smith names the plan steps it serves, and the report shows each step, its
//! smiths, their result and how the step is verified.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::{Project, run};

const ROOT: &str = ".agent-smith/smiths/smith-root";

/// Three steps; the third waits for the first.
const THREE: &str = r#"{ title: "Index the orders", summary: "Add an index on orders and check the query uses it.", steps: [
      { description: "Write the migration. It adds the index.", touches: ["db/001_index.sql"], verification: "the migration applies on a copy", depends_on: [] },
      { description: "Document the index", touches: ["README.md"], verification: "the README names it", depends_on: [] },
      { description: "Check the query plan", touches: ["db/queries.sql"], verification: "EXPLAIN uses the index", depends_on: ["step 1"] }],
    risks: ["001_index.sql locks the orders table while it builds", "Disk use grows"], responses: [] }"#;

/// The panel (architect, tester) agrees with `plan` in round 1; `root` answers the root's
/// decision; every other smith executes.
fn script(plan: &str, root: &str) -> String {
    let agree = |role: &str| {
        format!(
            "  - when: {{ stage: review, role: {role} }}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"{role} finds the plan for the orders index complete and checked.\", alternative: \"\", criteria: [] }} }}\n"
        )
    };
    format!(
        "rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {plan} }}\n{}{}  - when: {{ stage: decide, smith: smith-root }}\n{root}  - when: {{ stage: decide }}\n    reply: {{ json: {{ action: execute, reasoning: small, subtasks: [] }} }}\n  - when: {{ stage: execute }}\n    reply: {{ content: \"Done as the step says.\\n\\nThe step's check passed.\" }}\n  - when: {{ stage: aggregate }}\n    reply: {{ content: \"Every step is done.\\n\\nEach child did its step.\" }}\n",
        agree("architect"),
        agree("tester")
    )
}

fn reply(json: &str) -> String {
    format!("    reply: {{ json: {json} }}\n")
}

const FOLLOW: &str = "{ action: follow-plan, reasoning: \"The steps fit.\", subtasks: [] }";

fn project(script: &str) -> (Project, PathBuf) {
    crate::common::scripted_project(script, "")
}

fn run_plan(p: &Project, s: &Path, extra: &[&str]) -> (i32, String, String) {
    let mut args = vec!["run", "Index the orders", "--roles", "architect,tester", "--triage", "rules"];
    args.extend(extra);
    run(crate::common::scripted_cmd(p, s, &args))
}

fn read(p: &Project, rel: &str) -> String {
    std::fs::read_to_string(p.repo().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn report(p: &Project) -> (String, Value) {
    let md = read(p, ".agent-smith/results/report.md");
    let json = serde_json::from_str(&read(p, ".agent-smith/results/report.json")).unwrap();
    (md, json)
}

fn decision(p: &Project) -> Value {
    serde_json::from_str(&read(p, ".agent-smith/engine/smith-root/decision.json")).unwrap()
}

fn events(p: &Project) -> Vec<Value> {
    read(p, ".agent-smith/events.jsonl").lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// The root's `decided` event.
fn root_decided(p: &Project) -> Value {
    events(p).into_iter().find(|e| e["event"] == "decided" && e["smith"] == "smith-root").expect("the root decided")
}

fn child_titles(json: &Value) -> Vec<String> {
    json["tree"]["children"]
        .as_array()
        .map(|c| c.iter().map(|n| n["title"].as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

#[test]
fn a_three_step_plan_gives_three_named_root_children_with_dependencies_kept() {
    let (p, s) = project(&script(THREE, &reply(FOLLOW)));
    let (code, out, err) = run_plan(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("splits into 3 subtasks (the root followed the plan's split)"), "{err}");
    let (md, json) = report(&p);
    assert_eq!(child_titles(&json), ["Write the migration", "Document the index", "Check the query plan"]);
    // The dependency is kept: the third child waited for the first and has its result.
    assert_eq!(decision(&p)["depends_on"], serde_json::json!([[], [], [1]]));
    assert_eq!(decision(&p)["plan"], serde_json::json!({ "choice": "followed" }));
    let third = format!("{ROOT}/children/smith-003/inbox");
    assert!(p.repo().join(&third).join("prerequisite-smith-001.md").is_file());
    // Each child's task and result name its step; the task carries the step's verification and
    // the risk that names its file.
    for (n, child) in ["smith-001", "smith-002", "smith-003"].iter().enumerate() {
        let task = read(&p, &format!("{ROOT}/children/{child}/inbox/task-{child}.md"));
        assert!(task.starts_with(&format!("---\nplan_steps: [{}]\n---\n# Task: ", n + 1)), "{task}");
        let result = read(&p, &format!("{ROOT}/children/{child}/outbox/result.md"));
        assert!(result.contains(&format!("\nplan_steps: [{}]\n", n + 1)), "{result}");
        assert_eq!(json["tree"]["children"][n]["plan_steps"], serde_json::json!([n + 1]));
    }
    let first = read(&p, &format!("{ROOT}/children/smith-001/inbox/task-smith-001.md"));
    assert!(
        first.contains("Plan step 1 of 3: Write the migration. It adds the index.\n- Touches: db/001_index.sql\n- Verified by: the migration applies on a copy"),
        "{first}"
    );
    assert!(first.contains("- 001_index.sql locks the orders table") && first.contains("- Disk use grows"), "{first}");
    let second = read(&p, &format!("{ROOT}/children/smith-002/inbox/task-smith-002.md"));
    assert!(!second.contains("locks the orders table") && second.contains("- Disk use grows"), "{second}");
    // The report's table: step -> smith -> result -> the planned check and what the engine ran (nothing,
    // in `run`), in report.md and report.json.
    for row in [
        "| plan step | smith | result | planned check | checked by the engine |",
        "| 1. Write the migration | `smith-root/smith-001` | completed: In words only (no tool was used): Done as the step says. | the migration applies on a copy | not checked by the engine |",
        "| 3. Check the query plan | `smith-root/smith-003` | completed: In words only (no tool was used): Done as the step says. | EXPLAIN uses the index | not checked by the engine |",
        "The root followed the plan's split.",
    ] {
        assert!(md.contains(row), "{row}\n---\n{md}");
    }
    assert_eq!(json["plan_steps"][2]["smiths"][0]["id"], "smith-root/smith-003");
    assert_eq!(json["plan_steps"][2]["verification"], "EXPLAIN uses the index");
    assert_eq!(json["plan_split"], "the root followed the plan's split");
    // The root's result lists it too.
    let root = read(&p, ".agent-smith/results/final.md");
    assert!(root.contains("\nplan_steps: [1, 2, 3]\n"), "{root}");
    assert!(
        root.contains("| 2. Document the index | `smith-root/smith-002` | completed: In words only (no tool was used): Done as the step says. | the README names it |"),
        "{root}"
    );
    // `status` shows the steps each smith serves.
    let (code, out, _) = run(p.cmd(&["status"]));
    assert_eq!(code, 0);
    assert!(
        out.contains("smith-003 [level 1] completed") && out.contains("Check the query plan (plan step 3)"),
        "{out}"
    );
}

#[test]
fn seven_steps_give_five_children_and_the_grouping_is_said() {
    let steps: Vec<String> = (1..=7).map(|i| format!("\"Do part {i}\"")).collect();
    let plan = format!(
        "{{ title: \"Seven parts\", summary: \"Seven small parts.\", steps: [{}], risks: [], responses: [] }}",
        steps.join(", ")
    );
    let (p, s) = project(&script(&plan, &reply(FOLLOW)));
    let (code, out, err) = run_plan(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let (md, json) = report(&p);
    assert_eq!(
        child_titles(&json),
        ["Steps 1-2: Do part 1 + Do part 2", "Steps 3-4: Do part 3 + Do part 4", "Do part 5", "Do part 6", "Do part 7"]
    );
    let said = "the plan's 7 steps are grouped into 5 subtasks (at most 5 at once): steps 1-2; steps 3-4; step 5; step 6; step 7";
    assert!(err.contains(said), "{err}");
    assert_eq!(decision(&p)["note"], said);
    assert!(read(&p, ".agent-smith/results/final.md").contains(said));
    assert!(md.contains("| 4. Do part 4 | `smith-root/smith-002` | completed"), "{md}");
    assert_eq!(json["tree"]["children"][0]["plan_steps"], serde_json::json!([1, 2]));
}

#[test]
fn the_root_refining_the_split_is_recorded_with_its_reason() {
    // Asked first without a reason, then with one: its own two subtasks, naming their steps.
    let root = "    replies:\n      - json: { action: decompose, reasoning: \"\", subtasks: [{ title: A, description: a }, { title: B, description: b }] }\n      - json: { action: decompose, reasoning: \"The migration and its check belong together.\", subtasks: [{ title: \"Migrate and check\", description: \"Write the migration and check the query plan.\", plan_steps: [1, \"step 3\"] }, { title: \"Document\", description: \"Document the index.\", plan_steps: [2] }] }\n";
    let (p, s) = project(&script(THREE, root));
    let (code, out, err) = run_plan(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let asked = events(&p)
        .iter()
        .filter(|e| e["event"] == "call-started" && e["stage"] == "decide" && e["smith"] == "smith-root")
        .count();
    assert_eq!(asked, 2, "asked again for the reason");
    let why = "the root refined the plan's split: The migration and its check belong together";
    assert_eq!(root_decided(&p)["plan"], why);
    assert_eq!(
        decision(&p)["plan"],
        serde_json::json!({ "choice": "refined", "reason": "The migration and its check belong together." })
    );
    let (md, json) = report(&p);
    assert_eq!(child_titles(&json), ["Migrate and check", "Document"]);
    assert!(md.contains("\nThe root refined the plan's split: The migration and its check belong together.\n"), "{md}");
    assert!(md.contains("| 3. Check the query plan | `smith-root/smith-001` |"), "{md}");
    assert!(md.contains("| 2. Document the index | `smith-root/smith-002` |"), "{md}");
    assert_eq!(json["plan_split"], why);
    let task = read(&p, &format!("{ROOT}/children/smith-001/inbox/task-smith-001.md"));
    assert!(task.starts_with("---\nplan_steps: [1, 3]\n---\n"), "{task}");
    // A refined subtask keeps what the plan says of its steps: their text, verification and
    // risks, and the plan's aim.
    for part in [
        "Write the migration and check the query plan.",
        "Part of the plan \"Index the orders\" that the panel agreed on",
        "Plan step 1 of 3: Write the migration. It adds the index.",
        "- Verified by: EXPLAIN uses the index",
        "- 001_index.sql locks the orders table while it builds",
    ] {
        assert!(task.contains(part), "{part}\n---\n{task}");
    }
    let other = read(&p, &format!("{ROOT}/children/smith-002/inbox/task-smith-002.md"));
    assert!(other.contains("- Verified by: the README names it") && !other.contains("EXPLAIN"), "{other}");
}

#[test]
fn an_unusable_root_answer_falls_back_to_the_plans_split() {
    let (p, s) = project(&script(THREE, "    reply: { content: \"I would rather not say.\" }\n"));
    let (code, out, err) = run_plan(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let (md, json) = report(&p);
    assert_eq!(child_titles(&json), ["Write the migration", "Document the index", "Check the query plan"]);
    assert_eq!(decision(&p)["plan"]["choice"], "fallback");
    // The user is told what went wrong, not what the model was told to do about it.
    let why = "the answer was not one JSON object: \"I would rather not say.\"";
    assert!(err.contains(&format!("{why}; the plan's split is carried out")), "{err}");
    let said = root_decided(&p)["plan"].as_str().unwrap().to_string();
    assert_eq!(said, format!("the root's answer could not be used ({why}); the plan's split was carried out"));
    assert!(md.contains(&format!("The root's answer could not be used ({why})")), "{md}");
    for text in [&err, &md, &said] {
        assert!(!text.contains("give one JSON object"), "{text}");
    }
}

#[test]
fn a_root_split_without_a_reason_asked_twice_is_said_as_such() {
    let own = "{ action: decompose, reasoning: \"\", subtasks: [{ title: A, description: a, expected_output: a, depends_on: [], plan_steps: [1, 2] }, { title: B, description: b, expected_output: b, depends_on: [], plan_steps: [3] }] }";
    let (p, s) = project(&script(THREE, &reply(own)));
    let (code, out, err) = run_plan(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let (md, _) = report(&p);
    let why = "the answer does not follow the plan's split and gives no reason";
    assert!(
        md.contains(&format!("The root's answer could not be used ({why}); the plan's split was carried out")),
        "{md}"
    );
    assert!(!md.contains("say why in") && !err.contains("say why in"), "{md}{err}");
}

#[test]
fn a_one_step_plan_or_depth_zero_is_the_roots_checklist() {
    // Three steps, but the root may not split: it does the work, and the table says so.
    let (p, s) = project(&script(THREE, &reply("{ action: execute, reasoning: \"\", subtasks: [] }")));
    let (code, out, err) = run_plan(&p, &s, &["--max-depth", "0"]);
    assert_eq!(code, 0, "{out}{err}");
    let (md, json) = report(&p);
    assert!(child_titles(&json).is_empty());
    assert_eq!(decision(&p), serde_json::json!({ "action": "execute", "plan": { "choice": "followed" } }));
    assert!(md.contains("| 1. Write the migration | `smith-root` | completed: In words only (no tool was used): Done as the step says. |"), "{md}");
    assert!(read(&p, &format!("{ROOT}/inbox/task-root.md")).contains("the steps are your checklist"));
}

#[test]
fn no_debate_leaves_the_root_to_decide_alone() {
    let (p, s) = project(&script(THREE, &reply("{ action: execute, reasoning: small, subtasks: [] }")));
    let (code, out, err) = run(crate::common::scripted_cmd(&p, &s, &["run", "--no-debate", "Index the orders"]));
    assert_eq!(code, 0, "{out}{err}");
    let run_json: Value = serde_json::from_str(&read(&p, ".agent-smith/run.json")).unwrap();
    assert!(run_json.get("plan").is_none(), "{run_json}");
    assert_eq!(decision(&p), serde_json::json!({ "action": "execute" }));
    assert!(root_decided(&p).get("plan").is_none());
    let task = read(&p, &format!("{ROOT}/inbox/task-root.md"));
    assert!(task.starts_with("# Task: Index the orders\n"), "{task}");
    let decide = events(&p).iter().filter(|e| e["event"] == "call-started" && e["stage"] == "decide").count();
    assert_eq!(decide, 1);
}

#[test]
fn resume_carries_on_the_same_split_of_the_plan() {
    // smith-003's call fails: the run is partial.
    let failing = script(THREE, &reply(FOLLOW)).replacen(
        "rules:\n",
        "rules:\n  - when: { stage: execute, smith: smith-root/smith-003 }\n    reply: { error: 400 }\n",
        1,
    );
    let (p, s) = project(&failing);
    let (code, out, err) = run_plan(&p, &s, &[]);
    assert_eq!(code, 1, "{out}{err}");
    let run_json: Value = serde_json::from_str(&read(&p, ".agent-smith/run.json")).unwrap();
    assert_eq!(run_json["plan"]["steps"][2]["depends_on"], serde_json::json!([1]));
    let first = read(&p, &format!("{ROOT}/children/smith-001/outbox/result.md"));
    std::fs::write(&s, script(THREE, &reply("{ action: decompose, reasoning: \"Not asked again.\", subtasks: [] }")))
        .unwrap();
    let (code, out, err) = run(crate::common::scripted_cmd(&p, &s, &["resume"]));
    assert_eq!(code, 0, "{out}{err}");
    // The root's decision is the engine's state: not asked again, the same three children.
    let decides = events(&p)
        .iter()
        .filter(|e| e["event"] == "call-started" && e["stage"] == "decide" && e["smith"] == "smith-root")
        .count();
    assert_eq!(decides, 1);
    assert_eq!(read(&p, &format!("{ROOT}/children/smith-001/outbox/result.md")), first);
    let third = read(&p, &format!("{ROOT}/children/smith-003/outbox/result.md"));
    assert!(third.contains("status: completed\n") && third.contains("\nplan_steps: [3]\n"), "{third}");
    let root = read(&p, ".agent-smith/results/final.md");
    assert!(root.contains("| 3. Check the query plan | `smith-root/smith-003` | completed"), "{root}");
    // What the root did with the split is its saved decision's, said again after resume.
    assert!(root.contains("The root followed the plan's split.\n"), "{root}");
}
