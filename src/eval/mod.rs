//! `agentsmith eval`: does the panel beat one agent, and at what cost? Each task of a suite is
//! run under several arms (`arm`), each as its own `agentsmith` process on a fresh copy of the
//! task (`runner`), scored by the task's hidden tests or labels (`score`); the table gives each
//! arm's score with a bootstrap interval over tasks and the paired differences (`stats`).
//!
//! An eval's folder (`eval/<suite>/<timestamp>/`) holds `eval.json` (the suite, the seed, the
//! arms and the order), `results/<task>--<arm>.json` as each pair is scored, the copies the arms
//! worked in (`work/`), and `report.md` / `report.json`. A pair with a result is never run
//! again: `--resume` continues the latest unfinished eval of the suite.

pub mod arm;
pub mod runner;
pub mod score;
pub mod stats;
pub mod suite;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

pub use arm::Arm;
pub use runner::Outcome;
use score::Confusion;
use stats::{Interval, Rng};
pub use suite::{Kind, Suite, Task};

/// An arm left out of an eval, and why.
pub type LeftOut = (Arm, String);

/// An eval as planned: kept in `eval.json` so that `--resume` runs the same pairs in the same
/// order with the same seed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Plan {
    pub suite: String,
    pub kind: Kind,
    /// Where the suite's files are (a built-in suite is copied into the eval's folder).
    pub suite_dir: PathBuf,
    pub seed: u64,
    pub arms: Vec<Arm>,
    /// Arms left out, and why (a mixed panel with one model).
    #[serde(default)]
    pub skipped: Vec<LeftOut>,
    /// Every pair, in the order they run: tasks shuffled by the seed, arms within a task too.
    pub order: Vec<(String, Arm)>,
    pub started: String,
    /// The model, as the arms are given it (`provider name`).
    pub model: String,
}

impl Plan {
    pub fn new(suite: &Suite, arms: Vec<Arm>, skipped: Vec<LeftOut>, seed: u64, model: String) -> Plan {
        let mut rng = Rng::new(seed);
        let mut tasks: Vec<&Task> = suite.tasks.iter().collect();
        rng.shuffle(&mut tasks);
        let mut order = Vec::with_capacity(tasks.len() * arms.len());
        for t in tasks {
            let mut these = arms.clone();
            rng.shuffle(&mut these);
            order.extend(these.into_iter().map(|a| (t.id.clone(), a)));
        }
        Plan {
            suite: suite.name.clone(),
            kind: suite.kind,
            suite_dir: suite.dir.clone(),
            seed,
            arms,
            skipped,
            order,
            started: crate::util::utc_now(),
            model,
        }
    }

    pub fn tasks(&self) -> Vec<&str> {
        let mut seen: Vec<&str> = Vec::new();
        for (t, _) in &self.order {
            if !seen.contains(&t.as_str()) {
                seen.push(t);
            }
        }
        seen
    }
}

/// The folder of one eval and what is in it.
pub struct RunDir {
    pub dir: PathBuf,
}

impl RunDir {
    pub fn plan_file(&self) -> PathBuf {
        self.dir.join("eval.json")
    }

    pub fn result_file(&self, task: &str, arm: Arm) -> PathBuf {
        self.dir.join("results").join(format!("{task}--{}.json", arm.name()))
    }

    pub fn work(&self, task: &str) -> PathBuf {
        self.dir.join("work").join(task)
    }

    pub fn read_plan(&self) -> Result<Plan, String> {
        let text =
            std::fs::read_to_string(self.plan_file()).map_err(|e| format!("{}: {e}", self.plan_file().display()))?;
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", self.plan_file().display()))
    }

    pub fn write_plan(&self, plan: &Plan) -> std::io::Result<()> {
        std::fs::create_dir_all(self.dir.join("results"))?;
        let text = serde_json::to_string_pretty(plan).map_err(std::io::Error::other)?;
        crate::util::write_atomic(&self.plan_file(), text.as_bytes())
    }

    /// The pair's result, when it was scored (an unreadable one is run again).
    pub fn result(&self, task: &str, arm: Arm) -> Option<Outcome> {
        let text = std::fs::read_to_string(self.result_file(task, arm)).ok()?;
        serde_json::from_str(&text).ok()
    }

    pub fn write_result(&self, o: &Outcome) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(o).map_err(std::io::Error::other)?;
        crate::util::write_atomic(&self.result_file(&o.task, o.arm), text.as_bytes())
    }

    /// Every result of the plan's pairs that is there.
    pub fn results(&self, plan: &Plan) -> Vec<Outcome> {
        plan.order.iter().filter_map(|(t, a)| self.result(t, *a)).collect()
    }
}

/// The latest eval of `suite` under `root` (`eval/`), by its timestamped name.
pub fn latest(root: &Path, suite: &str) -> Option<RunDir> {
    let dir = root.join(suite);
    let mut runs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("eval.json").is_file())
        .collect();
    runs.sort();
    runs.pop().map(|dir| RunDir { dir })
}

/// One arm over the tasks it ran.
#[derive(Debug, Clone, Serialize)]
pub struct ArmSummary {
    pub arm: Arm,
    pub tasks: usize,
    /// Bugfix: tasks solved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solved: Option<usize>,
    /// The mean score over tasks (the solved rate, or the mean F1), with its interval.
    pub score: Interval,
    /// Security: the counts over all tasks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub findings: Option<Confusion>,
    pub spend: crate::spend::Tally,
    pub wall_secs: f64,
    /// Debate rounds held, over all tasks.
    pub rounds: u32,
    /// Positions taken (review calls answered), over all tasks.
    pub positions: u32,
}

/// `a` against `b` on the tasks both ran: the mean difference of their scores.
#[derive(Debug, Clone, Serialize)]
pub struct PairSummary {
    pub a: Arm,
    pub b: Arm,
    pub tasks: usize,
    pub difference: Interval,
    /// `b`'s calls less `a`'s, over those tasks: what `a` saves (negative: costs more).
    pub calls_saved: i64,
}

/// The table of an eval.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub suite: String,
    pub kind: Kind,
    pub seed: u64,
    pub model: String,
    pub tasks: Vec<String>,
    pub arms: Vec<ArmSummary>,
    pub pairs: Vec<PairSummary>,
    pub skipped: Vec<LeftOut>,
    /// Pairs planned and not scored yet (an interrupted or failed eval).
    pub missing: usize,
    pub outcomes: Vec<Outcome>,
}

/// Summarises the results of a plan. Intervals are drawn with the plan's seed, so the same
/// results give the same table.
pub fn summarize(plan: &Plan, outcomes: Vec<Outcome>) -> Summary {
    let mut rng = Rng::new(plan.seed ^ 0x5EED);
    let tasks: Vec<String> = plan.tasks().iter().map(|t| t.to_string()).collect();
    let of = |arm: Arm| -> Vec<&Outcome> {
        tasks.iter().filter_map(|t| outcomes.iter().find(|o| o.arm == arm && &o.task == t)).collect()
    };
    let arms: Vec<ArmSummary> = plan.arms.iter().map(|a| arm_summary(*a, &of(*a), &mut rng)).collect();
    let mut pairs = Vec::new();
    for (i, a) in plan.arms.iter().enumerate() {
        for b in &plan.arms[i + 1..] {
            pairs.push(pair_summary(*b, *a, &tasks, &outcomes, &mut rng));
        }
    }
    Summary {
        suite: plan.suite.clone(),
        kind: plan.kind,
        seed: plan.seed,
        model: plan.model.clone(),
        missing: plan.order.len().saturating_sub(outcomes.len()),
        tasks,
        arms,
        pairs,
        skipped: plan.skipped.clone(),
        outcomes,
    }
}

fn arm_summary(arm: Arm, runs: &[&Outcome], rng: &mut Rng) -> ArmSummary {
    let scores: Vec<f64> = runs.iter().map(|o| o.score).collect();
    let mut spend = crate::spend::Tally::default();
    let mut findings: Option<Confusion> = None;
    let (mut rounds, mut positions) = (0, 0);
    for o in runs {
        spend.merge(&o.spend);
        if let Some(c) = &o.findings {
            findings.get_or_insert_with(Confusion::default).add(c);
        }
        if let Some(d) = &o.debate {
            rounds += d.rounds;
            positions += d.positions;
        }
    }
    let solved =
        runs.iter().any(|o| o.solved.is_some()).then(|| runs.iter().filter(|o| o.solved == Some(true)).count());
    ArmSummary {
        arm,
        tasks: runs.len(),
        solved,
        score: stats::bootstrap(&scores, rng),
        findings,
        spend,
        wall_secs: runs.iter().map(|o| o.wall_secs).sum(),
        rounds,
        positions,
    }
}

fn pair_summary(a: Arm, b: Arm, tasks: &[String], outcomes: &[Outcome], rng: &mut Rng) -> PairSummary {
    let find = |arm: Arm, t: &String| outcomes.iter().find(|o| o.arm == arm && &o.task == t);
    let both: Vec<(&Outcome, &Outcome)> = tasks.iter().filter_map(|t| Some((find(a, t)?, find(b, t)?))).collect();
    let xs: Vec<f64> = both.iter().map(|(x, _)| x.score).collect();
    let ys: Vec<f64> = both.iter().map(|(_, y)| y.score).collect();
    let calls = |v: &mut dyn Iterator<Item = &Outcome>| {
        v.map(|o| i64::try_from(o.spend.calls).unwrap_or(i64::MAX)).sum::<i64>()
    };
    PairSummary {
        a,
        b,
        tasks: both.len(),
        difference: stats::bootstrap_paired(&xs, &ys, rng),
        calls_saved: calls(&mut both.iter().map(|(_, y)| *y)) - calls(&mut both.iter().map(|(x, _)| *x)),
    }
}

/// Copies the files of `from` into `to` (folders made as needed), leaving out `.git` and the
/// run state (`.agent-smith`).
pub(crate) fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        if name == ".git" || name == ".agent-smith" {
            continue;
        }
        let ty = entry.file_type()?;
        let (src, dst) = (entry.path(), to.join(&name));
        if ty.is_dir() {
            copy_tree(&src, &dst)?;
        } else if ty.is_file() {
            std::fs::copy(&src, &dst)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use runner::DebateFacts;

    fn outcome(task: &str, arm: Arm, solved: bool, calls: u64) -> Outcome {
        Outcome {
            task: task.into(),
            arm,
            exit: Some(0),
            score: if solved { 1.0 } else { 0.0 },
            solved: Some(solved),
            findings: None,
            spend: crate::spend::Tally { calls, ..crate::spend::Tally::default() },
            debate: Some(DebateFacts { rounds: 1, positions: 3, converged: true, approved_by: None, models: vec![] }),
            wall_secs: 1.0,
            note: String::new(),
        }
    }

    #[test]
    fn the_table_counts_what_each_arm_solved_and_what_the_panel_costs_more() {
        let plan = Plan {
            suite: "s".into(),
            kind: Kind::Bugfix,
            suite_dir: PathBuf::from("s"),
            seed: 3,
            arms: vec![Arm::Single, Arm::Panel],
            skipped: vec![],
            order: ["a", "b", "c", "d"]
                .iter()
                .flat_map(|t| [(t.to_string(), Arm::Single), (t.to_string(), Arm::Panel)])
                .collect(),
            started: String::new(),
            model: "scripted scripted".into(),
        };
        let outcomes = vec![
            outcome("a", Arm::Single, true, 2),
            outcome("a", Arm::Panel, true, 10),
            outcome("b", Arm::Single, false, 2),
            outcome("b", Arm::Panel, true, 10),
            outcome("c", Arm::Single, false, 2),
            outcome("c", Arm::Panel, false, 10),
            outcome("d", Arm::Single, true, 2),
            outcome("d", Arm::Panel, true, 10),
        ];
        let s = summarize(&plan, outcomes);
        assert_eq!(s.arms[0].solved, Some(2));
        assert_eq!(s.arms[1].solved, Some(3));
        assert!((s.arms[1].score.mean - 0.75).abs() < 1e-12);
        assert_eq!(s.pairs.len(), 1);
        let p = &s.pairs[0];
        assert_eq!((p.a, p.b, p.tasks), (Arm::Panel, Arm::Single, 4));
        assert!((p.difference.mean - 0.25).abs() < 1e-12);
        assert!(p.difference.low >= 0.0 && p.difference.high <= 1.0);
        assert_eq!(p.calls_saved, -32);
        assert_eq!(s.missing, 0);
    }

    #[test]
    fn the_seed_fixes_the_order_and_every_pair_is_planned_once() {
        let dir = tempfile::tempdir().unwrap();
        let root = suite::materialize_builtin("bugfix", dir.path()).unwrap();
        let s = suite::load(&root).unwrap();
        let arms = vec![Arm::Single, Arm::Panel];
        let p1 = Plan::new(&s, arms.clone(), vec![], 11, String::new());
        let p2 = Plan::new(&s, arms.clone(), vec![], 11, String::new());
        assert_eq!(p1.order, p2.order);
        assert_eq!(p1.order.len(), s.tasks.len() * 2);
        let p3 = Plan::new(&s, arms, vec![], 12, String::new());
        assert_ne!(p1.order, p3.order);
    }
}
