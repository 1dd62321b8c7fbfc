//! The hard limits of the seeds, in one place, and the bounds a run works within: read from the
//! settings once and brought inside the hard limits, so nothing downstream clamps on its own.

use serde::{Deserialize, Serialize};

/// Debate rounds at most.
pub const MAX_ROUNDS: u8 = 3;
/// The deepest level of the smith tree: the root is level 0, so `--max-depth 3` (the most) gives
/// four tiers, at most 1+5+25+125 smiths.
pub const MAX_DEPTH: u8 = 3;
/// Subtasks of a split: at least two, at most five.
pub const MIN_BREADTH: u8 = 2;
pub const MAX_BREADTH: u8 = 5;
/// Roles on a panel at most.
pub const MAX_PANEL: u8 = 5;
/// Agent turns per smith at most, whatever is configured.
pub const MAX_TURNS: u32 = 200;

/// The bounds of a run, inside the hard limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bounds {
    pub rounds: u8,
    pub depth: u8,
    pub breadth: u8,
    pub turns: u32,
    pub panel: u8,
}

impl Bounds {
    /// Each value brought inside its hard limit.
    pub fn new(rounds: u8, depth: u8, breadth: u8, turns: u32, panel: u8) -> Bounds {
        Bounds {
            rounds: rounds.clamp(1, MAX_ROUNDS),
            depth: depth.min(MAX_DEPTH),
            breadth: breadth.clamp(MIN_BREADTH, MAX_BREADTH),
            turns: turns.clamp(1, MAX_TURNS),
            panel: panel.clamp(1, MAX_PANEL),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_stay_inside_the_hard_limits() {
        assert_eq!(Bounds::new(9, 9, 9, 9999, 9), Bounds { rounds: 3, depth: 3, breadth: 5, turns: 200, panel: 5 });
        assert_eq!(Bounds::new(0, 0, 0, 0, 0), Bounds { rounds: 1, depth: 0, breadth: 2, turns: 1, panel: 1 });
    }
}
