//! What the Go lowering keeps while it lowers a file (`lower::Lower` holds it, so the generic
//! lowering names these types but none of the Go lowering's functions): the channels in scope
//! (`go/channel.rs`) and the checks struct tags declare (`go/tags.rs`).

use std::collections::HashMap;

use super::ir::Stmt;

/// The channels in scope while a file is lowered, by name.
#[derive(Default)]
pub struct Channels {
    /// The function's own channels and parameters (closures included), by name, with their
    /// keys.
    pub local: HashMap<String, String>,
    /// The package-level channels, kept across functions.
    pub package: HashMap<String, String>,
    /// Where the top-level function being lowered starts (its closures share its channels).
    pub function_start: usize,
}

/// A field's check: the values it may take, or a pattern (RE2, unanchored) it matches whole.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Check {
    OneOf(Vec<String>),
    Whole(String),
}

/// What the file's struct tags declare, and the checks waiting for a test of their error.
#[derive(Debug, Default)]
pub struct Tags {
    /// Each struct's text fields' checks, with the tag key declaring them.
    pub(super) fields: HashMap<String, Vec<(String, String, Check)>>,
    /// Variables and fields given a tag validator a maker made (`v := validator.New()`,
    /// `Handler{v: validator.New()}`), by name, with its type.
    pub(super) made: HashMap<String, String>,
    /// The checks that hold where an error variable is nil, by its name, with the variables
    /// they check.
    pub(super) pending: HashMap<String, Pending>,
    /// How many validating calls were seen: each one's number tells its checks apart.
    pub(super) calls: u32,
    /// The quoted names the file writes outside its tags, where it registers validators of its
    /// own (`RegisterValidation`, `RegisterAlias`): a baked-in name among them may be its own.
    pub(super) registered: Option<std::collections::HashSet<String>>,
}

/// A validating call's checks, waiting for the test of its error.
#[derive(Debug, Clone)]
pub(super) struct Pending {
    /// Which validating call made them.
    pub(super) call: u32,
    pub(super) checks: Vec<Stmt>,
    /// The variables whose fields they check: written again before the test, they no longer
    /// hold.
    pub(super) over: Vec<String>,
}
