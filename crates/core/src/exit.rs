//! Exit statuses (DESIGN.md section 8): what every command's process ends with.
pub const OK: u8 = 0;
/// The job failed: findings at or above --fail-on, tests still failing, no consensus.
pub const FAILED: u8 = 1;
/// A usage, configuration or tool error: a wrong flag, a bad configuration or role file,
/// output that cannot be written. Never "findings" (that is 1).
pub const USAGE: u8 = 2;
/// A smith asked the user a question and the run waits for the answer
/// (`agentsmith resume --answer`); state saved.
pub const NEEDS_INPUT: u8 = 3;
/// Interrupted; state saved.
pub const INTERRUPTED: u8 = 130;
