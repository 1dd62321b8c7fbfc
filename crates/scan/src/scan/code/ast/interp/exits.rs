//! What a function of this file tells its caller beyond its value: the parameters it validates
//! on the paths that return a true value, on those that return a false one, and on every path
//! that returns at all; and whether it returns at all. A helper that returns early, raises or
//! exits on a bad value is then a guard where it is called (`if not is_allowed(p): abort(403)`,
//! `check_path(p)` before `open(p)`), for what it does, whatever its name.

use super::*;

/// Per parameter (or, at a call, per argument): the classes of attack it is validated against
/// on every path of the kind ([`State::validated`]; 0: not validated). `None`: no path of that
/// kind.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Exits {
    pub when_true: Option<Vec<u64>>,
    pub when_false: Option<Vec<u64>>,
    /// `None`: the function never returns (it always raises or exits).
    pub returned: Option<Vec<u64>>,
}

/// What holds on both: validated on every path of either (a path kind only one has is that
/// one's).
fn both(a: &Option<Vec<u64>>, b: &Option<Vec<u64>>) -> Option<Vec<u64>> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.iter().zip(y).map(|(p, q)| p & q).collect()),
        (Some(x), None) | (None, Some(x)) => Some(x.clone()),
        (None, None) => None,
    }
}

impl Exits {
    /// What holds for paths of both (several functions a call may reach, several returns).
    pub(super) fn both(&self, other: &Exits) -> Exits {
        Exits {
            when_true: both(&self.when_true, &other.when_true),
            when_false: both(&self.when_false, &other.when_false),
            returned: both(&self.returned, &other.returned),
        }
    }

    /// Per argument of a call, for a function that takes `skip` parameters before them (its
    /// declared receiver).
    pub(super) fn for_arguments(&self, skip: usize) -> Exits {
        let shift = |v: &Option<Vec<u64>>| v.as_ref().map(|v| v.iter().skip(skip).copied().collect());
        Exits {
            when_true: shift(&self.when_true),
            when_false: shift(&self.when_false),
            returned: shift(&self.returned),
        }
    }
}

impl Analysis<'_> {
    /// At a normal end of the function being analysed with a caller's arguments (a return, or
    /// its last statement, returning `v` as `expr` says): what it validated on that path.
    pub(super) fn note_exit(&mut self, st: &State, expr: Option<&Expr>, v: &Val) {
        if !matches!(self.exits.last(), Some(Some(_))) {
            return;
        }
        let Some(&fid) = self.active.last() else { return };
        let m = self.m;
        let validated = |s: &State| {
            // Of a parameter validated here and not assigned since (`validated` goes with it).
            let no_option = |p: &str| {
                let kept = s.validated.contains_key(p) && s.env.get(p).is_some_and(|v| v.starts & NOT_OPTION != 0);
                if kept { guard::NO_OPTION } else { 0 }
            };
            let of = |p: &str| s.validated.get(p).copied().unwrap_or(0) | no_option(p);
            m.funcs[fid].params.iter().map(|p| of(&p.name)).collect::<Vec<_>>()
        };
        let returned = validated(st);
        // An object made here (`new Error(..)`, `errors.New(..)`) is true, never null.
        let made = |e: &Expr| match &e.kind {
            ExprKind::Call(c) => c.new || self.callee_names(st, c, None).iter().any(|n| self.models.is(Word::NeverNull, n)),
            _ => false,
        };
        let truth = v.truth().or_else(|| expr.is_some_and(made).then_some(true));
        let (when_true, when_false) = match (truth, expr) {
            (Some(true), _) => (Some(returned.clone()), None),
            (Some(false), _) | (None, None) => (None, Some(returned.clone())),
            // A test (`return p.startswith(BASE)`): what holds where it is true, and false. It
            // is only supposed: findings validated there stay.
            (None, Some(e)) if is_test(e) => {
                let supposing = self.supposing.replace(self.active.len());
                let mut yes = st.clone();
                self.refine(&mut yes, e, true);
                let mut no = st.clone();
                self.refine(&mut no, e, false);
                self.supposing = supposing;
                (Some(validated(&yes)), Some(validated(&no)))
            }
            (None, Some(_)) => (Some(returned.clone()), Some(returned.clone())),
        };
        let here = Exits { when_true, when_false, returned: Some(returned) };
        if let Some(Some(x)) = self.exits.last_mut() {
            *x = x.both(&here);
        }
    }

    /// After a call of functions of this file that returned (`exits`, per argument): the
    /// arguments they validate on every path that returns are validated here too.
    pub(super) fn apply_returned(&mut self, st: &mut State, c: &Call, exits: &Exits) {
        for (a, against) in c.args.iter().zip(exits.returned.iter().flatten()) {
            self.check_validated(st, a, *against);
        }
    }

    /// Whether the call at `span` reached only functions of this file that never return.
    pub(super) fn never_returns(&self, span: Span) -> bool {
        self.call_exits.get(&(span.start, span.end)).is_some_and(|x| x.returned.is_none())
    }
}

/// An expression whose value is a test (a comparison, a negation, a call).
fn is_test(e: &Expr) -> bool {
    match &e.kind {
        // A lookup in a map of flags (`return ALLOWED[u.Host]`) holds for its keys.
        ExprKind::Unary(UnOp::Not, _) | ExprKind::Call(_) | ExprKind::Index(..) => true,
        ExprKind::Binary(op, _, _) => matches!(
            op,
            BinOp::Eq
                | BinOp::Ne
                | BinOp::Lt
                | BinOp::Le
                | BinOp::Gt
                | BinOp::Ge
                | BinOp::In
                | BinOp::NotIn
                | BinOp::Is
                | BinOp::IsNot
                | BinOp::And
                | BinOp::Or
        ),
        _ => false,
    }
}
