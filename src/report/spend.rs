//! The estimate and the spend against it, rendered: the vocabulary and its renderings live in
//! `crate::spend`, shared by every report.

pub use crate::spend::*;
