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

/// How a plan's steps become the root's first split: one group of consecutive steps per child,
/// at most `breadth` groups (the one place that decides it: the executor splits on it, and the
/// estimate counts its children). `depends_on[i]`: the steps (numbers from 1) step `i + 1` waits
/// for, all earlier. With more steps than `breadth`, adjacent groups are merged, first those
/// where the later waits for the earlier (the dependency then stays inside one child), then the
/// smallest pair, then the first. Returns each group's steps, as indices from 0, in order.
pub fn group_steps(depends_on: &[Vec<usize>], breadth: u8) -> Vec<Vec<usize>> {
    let n = depends_on.len();
    let max = usize::from(breadth.max(1));
    let mut groups: Vec<Vec<usize>> = (0..n).map(|i| vec![i]).collect();
    while groups.len() > max {
        let linked =
            |a: &[usize], b: &[usize]| b.iter().any(|&s| depends_on[s].iter().any(|&d| d >= 1 && a.contains(&(d - 1))));
        let best = (0..groups.len() - 1)
            .min_by_key(|&i| {
                let (a, b) = (&groups[i], &groups[i + 1]);
                (!linked(a, b), a.len() + b.len(), i)
            })
            .unwrap_or(0);
        let next = groups.remove(best + 1);
        groups[best].extend(next);
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_grouped_consecutively_within_the_breadth() {
        let none = |n: usize| vec![Vec::new(); n];
        assert_eq!(group_steps(&none(3), 5), vec![vec![0], vec![1], vec![2]]);
        assert_eq!(group_steps(&none(1), 5), vec![vec![0]]);
        assert!(group_steps(&none(0), 5).is_empty());
        assert_eq!(group_steps(&none(7), 5), vec![vec![0, 1], vec![2, 3], vec![4], vec![5], vec![6]]);
        // A dependency is kept inside a group first: step 6 waits for step 5.
        let mut deps = none(7);
        deps[5] = vec![5];
        assert_eq!(group_steps(&deps, 5), vec![vec![0, 1], vec![2], vec![3], vec![4, 5], vec![6]]);
        for n in 0..=12 {
            assert_eq!(group_steps(&none(n), 5).len(), n.min(5), "{n} steps");
        }
    }

    #[test]
    fn bounds_stay_inside_the_hard_limits() {
        assert_eq!(Bounds::new(9, 9, 9, 9999, 9), Bounds { rounds: 3, depth: 3, breadth: 5, turns: 200, panel: 5 });
        assert_eq!(Bounds::new(0, 0, 0, 0, 0), Bounds { rounds: 1, depth: 0, breadth: 2, turns: 1, panel: 1 });
    }
}
