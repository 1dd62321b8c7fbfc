//! The arithmetic of an eval: a seeded generator (the same seed gives the same order on every
//! machine and version: a fixed algorithm, not a crate's whose stream may change), the shuffle,
//! and percentile bootstrap intervals over tasks for one arm and for the paired difference of two.

use serde::Serialize;

/// SplitMix64 (Steele, Lea and Flood, 2014): small, fast, and good enough to resample tasks.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0), without modulo bias worth the name for the sizes here.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// Fisher-Yates.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// Resamples drawn for an interval.
pub const RESAMPLES: usize = 2000;

/// A mean and its 95 % percentile-bootstrap interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Interval {
    pub mean: f64,
    pub low: f64,
    pub high: f64,
}

impl Interval {
    /// `0.58 [0.33, 0.83]`.
    pub fn show(&self, digits: usize) -> String {
        format!("{:.d$} [{:.d$}, {:.d$}]", self.mean, self.low, self.high, d = digits)
    }

    /// Whether the interval leaves out zero (a difference the data supports at 95 %).
    pub fn excludes_zero(&self) -> bool {
        self.low > 0.0 || self.high < 0.0
    }
}

fn mean(v: &[f64]) -> f64 {
    if v.is_empty() { 0.0 } else { v.iter().sum::<f64>() / v.len() as f64 }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let at = (p * (sorted.len() - 1) as f64).round() as usize;
    sorted[at.min(sorted.len() - 1)]
}

/// The mean of `values` (one per task) with its interval: tasks drawn with replacement.
pub fn bootstrap(values: &[f64], rng: &mut Rng) -> Interval {
    bootstrap_paired(values, &vec![0.0; values.len()], rng)
}

/// The mean difference `a - b` over tasks both arms ran (paired by task), with its interval.
pub fn bootstrap_paired(a: &[f64], b: &[f64], rng: &mut Rng) -> Interval {
    let n = a.len().min(b.len());
    let diffs: Vec<f64> = (0..n).map(|i| a[i] - b[i]).collect();
    if n == 0 {
        return Interval { mean: 0.0, low: 0.0, high: 0.0 };
    }
    let mut means: Vec<f64> = (0..RESAMPLES)
        .map(|_| {
            let sample: Vec<f64> = (0..n).map(|_| diffs[rng.below(n)]).collect();
            mean(&sample)
        })
        .collect();
    means.sort_by(f64::total_cmp);
    Interval { mean: mean(&diffs), low: percentile(&means, 0.025), high: percentile(&means, 0.975) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_order() {
        let mut a: Vec<u32> = (0..20).collect();
        let mut b = a.clone();
        Rng::new(7).shuffle(&mut a);
        Rng::new(7).shuffle(&mut b);
        assert_eq!(a, b);
        let mut c: Vec<u32> = (0..20).collect();
        Rng::new(8).shuffle(&mut c);
        assert_ne!(a, c);
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..20).collect::<Vec<_>>());
    }

    #[test]
    fn intervals_hold_the_mean_and_shrink_to_it_without_variance() {
        let mut rng = Rng::new(1);
        let flat = bootstrap(&[1.0; 12], &mut rng);
        assert_eq!(flat, Interval { mean: 1.0, low: 1.0, high: 1.0 });
        let half: Vec<f64> = (0..12).map(|i| f64::from(i % 2)).collect();
        let i = bootstrap(&half, &mut rng);
        assert!((i.mean - 0.5).abs() < 1e-12);
        assert!(i.low < 0.5 && i.high > 0.5 && i.low >= 0.0 && i.high <= 1.0, "{i:?}");
        // A difference on every task, always the same: the interval is the difference.
        let d = bootstrap_paired(&[1.0; 12], &[0.0; 12], &mut rng);
        assert!(d.excludes_zero() && d.low == 1.0);
        // No difference at all does not exclude zero.
        assert!(!bootstrap_paired(&half, &half, &mut rng).excludes_zero());
    }
}
