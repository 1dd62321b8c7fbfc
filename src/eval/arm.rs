//! The arms of an eval: the ways one task is attempted. Every arm runs the same command on the
//! same snapshot with the same tools and budget; only the panel differs.

use serde::{Deserialize, Serialize};

use super::suite::{Kind, Task, TaskSpec};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Arm {
    /// The rules alone, no model (security suites): the baseline the review filters.
    Rules,
    /// One agent: no debate, the task straight to a root that does it itself (fix-bug
    /// `--no-debate` at depth 0); for a scan, the false-positive filter alone on the panel.
    Single,
    /// The panel debates every round until it agrees, then the tree.
    Panel,
    /// `discussion.mode: when-needed`: one reviewer first; the panel only when it objects or
    /// is unsure.
    PanelEarlyStop,
    /// The panel, its roles spread over the configured model aliases.
    PanelMixed,
}

impl Arm {
    pub const ALL: [Arm; 5] = [Arm::Rules, Arm::Single, Arm::Panel, Arm::PanelEarlyStop, Arm::PanelMixed];

    pub fn name(self) -> &'static str {
        match self {
            Arm::Rules => "rules",
            Arm::Single => "single",
            Arm::Panel => "panel",
            Arm::PanelEarlyStop => "panel-early-stop",
            Arm::PanelMixed => "panel-mixed",
        }
    }

    pub fn parse(name: &str) -> Option<Arm> {
        Arm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The arms an eval of `kind` runs unless `--arms` says.
    pub fn defaults(kind: Kind) -> Vec<Arm> {
        match kind {
            Kind::Bugfix => vec![Arm::Single, Arm::Panel, Arm::PanelEarlyStop, Arm::PanelMixed],
            Kind::Security => vec![Arm::Rules, Arm::Single, Arm::Panel, Arm::PanelEarlyStop, Arm::PanelMixed],
        }
    }

    /// Whether the arm calls a model.
    pub fn uses_model(self) -> bool {
        self != Arm::Rules
    }
}

/// Why an arm cannot run here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unfit {
    /// `rules` on a bugfix suite: there is nothing to run without a model.
    NoModelArm,
    /// `panel-mixed` needs two model aliases at least.
    OneModel,
}

impl Unfit {
    pub fn describe(&self, arm: Arm) -> String {
        match self {
            Unfit::NoModelArm => format!("`{}` has nothing to run on a bugfix suite", arm.name()),
            Unfit::OneModel => format!(
                "`{}` spreads the panel over several models: define a second model under `models:` in the configuration",
                arm.name()
            ),
        }
    }
}

/// What the arm's process is given: its command line after the global flags (`--repo` and the
/// model's flags are the runner's).
pub fn command(arm: Arm, task: &Task, ticket_file: &str, aliases: &[String]) -> Result<Vec<String>, Unfit> {
    let owned = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<String>>();
    let mut args = match &task.spec {
        TaskSpec::Bugfix(spec) => {
            if arm == Arm::Rules {
                return Err(Unfit::NoModelArm);
            }
            let mut a = owned(&["fix-bug", "--ticket-file", ticket_file, "--test-cmd", &spec.test_command]);
            if arm == Arm::Single {
                a.extend(owned(&["--no-debate"]));
            }
            a
        }
        TaskSpec::Security { .. } => {
            let mut a = owned(&["security-scan", ".", "--format", "json"]);
            match arm {
                Arm::Rules => a.push("--no-model".into()),
                Arm::Single => a.extend(owned(&["--review", "--roles", "false-positive-filter"])),
                _ => a.push("--review".into()),
            }
            // Findings fail a scan by design; the eval reads them, not the status.
            a.extend(owned(&["--fail-on", "none"]));
            a
        }
    };
    args.extend(settings(arm, aliases)?);
    Ok(args)
}

/// The `--set` flags that make the arm (they come first: global flags).
fn settings(arm: Arm, aliases: &[String]) -> Result<Vec<String>, Unfit> {
    let set = |kv: String| vec!["--set".to_string(), kv];
    Ok(match arm {
        Arm::Rules => Vec::new(),
        Arm::Single => set("limits.max_depth=0".into()),
        Arm::Panel => set("discussion.mode=full".into()),
        Arm::PanelEarlyStop => set("discussion.mode=when-needed".into()),
        Arm::PanelMixed => {
            if aliases.len() < 2 {
                return Err(Unfit::OneModel);
            }
            let mut s = set("discussion.mode=full".into());
            s.extend(set(format!("discussion.models=[{}]", aliases.join(", "))));
            s
        }
    })
}
