//! The smith executor: a tree of sub-agents following the Agent Smith directory protocol. Each
//! smith decides to do its task or split it (2 to 5 parts, at most 3 levels); children run
//! concurrently; parents aggregate; results are durable, so a run can be resumed. The workspace
//! (paths and permissions) is [`crate::workspace`]; git is [`crate::git`].

mod executor;
pub mod lock;
mod plan_split;
mod plan_steps;
mod state;
mod task;

pub use executor::{Answers, Executor, ExecutorOptions, Summary, plan_split_said, summary_of};
pub use lock::{LockError, RunLock};
pub use plan_split::{step_title, steps_words};
pub use plan_steps::{StepCells, StepRow, StepSmith, step_rows};
pub use state::create_dir as create_state_dir;
pub use state::{EventLog, RefusalEntry, RunStatus, SmithStatus, TreeNode, questions, read_tree, refusals};
pub use task::Task;

pub use crate::workspace::{AccessError, SmithId, Workspace};

/// The run's event log, `.agent-smith/events.jsonl`.
pub fn state_log(ws: &Workspace) -> EventLog {
    EventLog::open(ws)
}
