//! A smith's task: what its parent (or the agreed plan) gives it to do.

use serde::{Deserialize, Serialize};

/// A smith's task.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Task {
    pub title: String,
    pub description: String,
    #[serde(default)]
    pub context: String,
    #[serde(default)]
    pub expected_output: String,
    /// The numbers (from 1) of the agreed plan's steps this task serves: the root serves them
    /// all, a child of the plan's split its own, a deeper smith its parent's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plan_steps: Vec<usize>,
}
