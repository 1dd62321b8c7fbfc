//! What a function of this file tells its caller beyond its value: the parameters it validates
//! on the paths that return a true value, on those that return a false one, and on every path
//! that returns at all; and whether it returns at all. A helper that returns early, raises or
//! exits on a bad value is then a guard where it is called (`if not is_allowed(p): abort(403)`,
//! `check_path(p)` before `open(p)`), for what it does, whatever its name.

use super::syntax::sink_call;
use super::*;

/// What a function validates of one parameter (at a call, of one argument) on every path of a
/// kind: the classes of attack ([`State::validated`]; 0: not validated) of the whole, and of
/// its fields (`req.studyId`, by the path after the parameter: `studyId`).
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Checked {
    pub whole: u64,
    pub fields: std::collections::BTreeMap<String, u64>,
}

impl Checked {
    /// What both validate.
    fn both(&self, other: &Checked) -> Checked {
        Checked { whole: self.whole & other.whole, fields: validated_on_both(&self.fields, &other.fields) }
    }
}

/// Per parameter (or, at a call, per argument): what it is validated against on every path of
/// the kind. `None`: no path of that kind.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Exits {
    pub when_true: Option<Vec<Checked>>,
    pub when_false: Option<Vec<Checked>>,
    /// `None`: the function never returns (it always raises or exits).
    pub returned: Option<Vec<Checked>>,
    /// At a call: the first entry is the method's receiver (a parameter it declares: Python's
    /// `self`, a Go receiver), the others its arguments.
    pub receiver: bool,
}

/// What holds on both: validated on every path of either (a path kind only one has is that
/// one's).
fn both(a: &Option<Vec<Checked>>, b: &Option<Vec<Checked>>) -> Option<Vec<Checked>> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.iter().zip(y).map(|(p, q)| p.both(q)).collect()),
        (Some(x), None) | (None, Some(x)) => Some(x.clone()),
        (None, None) => None,
    }
}

impl Exits {
    /// What holds for paths of both (several functions a call may reach, several returns).
    pub(super) fn both(&self, other: &Exits) -> Exits {
        // One with a receiver and one without: their arguments only.
        if self.receiver != other.receiver {
            return self.arguments_only().both(&other.arguments_only());
        }
        Exits {
            when_true: both(&self.when_true, &other.when_true),
            when_false: both(&self.when_false, &other.when_false),
            returned: both(&self.returned, &other.returned),
            receiver: self.receiver,
        }
    }

    /// At a call: per argument, after the method's receiver where it declares one (`receiver`).
    pub(super) fn for_call(&self, receiver: bool) -> Exits {
        Exits { receiver, ..self.clone() }
    }

    /// Without the receiver's entry.
    fn arguments_only(&self) -> Exits {
        let skip = usize::from(self.receiver);
        let shift = |v: &Option<Vec<Checked>>| v.as_ref().map(|v| v.iter().skip(skip).cloned().collect());
        Exits {
            when_true: shift(&self.when_true),
            when_false: shift(&self.when_false),
            returned: shift(&self.returned),
            receiver: false,
        }
    }
}

/// What a call's exits name, in their order: its receiver (where the first entry is one), then
/// its arguments.
pub(super) fn exit_targets<'c>(c: &'c Call, exits: &Exits) -> Vec<Option<&'c Expr>> {
    let receiver = match &c.func.kind {
        ExprKind::Attr(obj, _) => Some(&**obj),
        _ => None,
    };
    let first = exits.receiver.then_some(receiver);
    first.into_iter().chain(c.args.iter().map(Some)).collect()
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
        let rebound = self.rebound_params.last().cloned().unwrap_or_default();
        let validated = |s: &State| {
            // Of a parameter validated here and not assigned since (`validated` goes with it).
            // And how it starts: no option, a path on this site.
            let starts = |p: &str| {
                let v = s.env.get(p).filter(|_| s.validated.contains_key(p));
                v.map_or(0, |v| starts_telling(v.starts))
            };
            // The fields of a parameter bound anew are another object's.
            let of = |p: &str, rebound: bool| {
                let prefix = format!("{p}.");
                let fields = s
                    .validated
                    .iter()
                    .filter(|_| !rebound)
                    .filter_map(|(k, a)| Some((k.strip_prefix(&prefix)?.to_string(), *a)))
                    .collect();
                // Request data a test left without what some attacks need (`if "/" in name:
                // return "bad"` before `return None`): escaped against them, as the caller's.
                let escaped = match rebound {
                    true => 0,
                    false => s.env.get(p).and_then(|v| v.taint.as_ref()).map_or(0, |t| t.escaped),
                };
                Checked { whole: s.validated.get(p).copied().unwrap_or(0) | starts(p) | escaped, fields }
            };
            let params = m.funcs[fid].params.iter().enumerate();
            params.map(|(i, p)| of(&p.name, rebound.get(i).copied().unwrap_or(true))).collect::<Vec<_>>()
        };
        let returned = validated(st);
        // A text formatted with some constant text is true (`f"invalid name: {name!r}"`), and so
        // is an object written with some field (Go's `&hostError{host: h}`).
        let made = |e: &Expr| match &e.kind {
            ExprKind::Format(parts) => {
                parts.iter().any(|p| matches!(&p.kind, ExprKind::Lit(Lit::Str(t)) if !t.is_empty()))
            }
            ExprKind::Dict(pairs) => !pairs.is_empty(),
            _ => false,
        };
        // A failure made here (Rust's `Err(..)`) is false.
        let failed = |e: &Expr| matches!(&e.kind, ExprKind::Call(c) if self.models_name(st, c, Word::Fails));
        let truth = match expr {
            Some(e) if failed(e) => Some(false),
            _ if v.known_true() || expr.is_some_and(made) => Some(true),
            _ => v.truth(),
        };
        let (when_true, when_false) = match (truth, expr) {
            (Some(true), _) => (Some(returned.clone()), None),
            (Some(false), _) | (None, None) => (None, Some(returned.clone())),
            // A test (`return p.startswith(BASE)`, or a variable keeping one: `return ok`): what
            // holds where it is true, and false. It is only supposed: findings validated there
            // stay.
            (None, Some(e)) if is_test(e) || matches!(&e.kind, ExprKind::Name(n) if st.conds.contains_key(n)) => {
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
        let here = Exits { when_true, when_false, returned: Some(returned), receiver: false };
        if let Some(Some(x)) = self.exits.last_mut() {
            *x = x.both(&here);
        }
    }

    /// After a call of functions of this file that returned (`exits`, per argument): the
    /// arguments they validate on every path that returns are validated here too.
    pub(super) fn apply_returned(&mut self, st: &mut State, c: &Call, exits: &Exits) {
        let returned = exits.returned.clone().unwrap_or_default();
        // A call given as the argument (`inside(path.join(root, name))`): its result is only
        // the helper's, which validates it.
        for (target, chk) in exit_targets(c, exits).into_iter().zip(&returned) {
            if let Some(a) = target.filter(|a| matches!(a.kind, ExprKind::Call(_)))
                && chk.whole & EVERY_ATTACK != 0
            {
                let against = Some(chk.whole & EVERY_ATTACK).filter(|m| *m != EVERY_ATTACK);
                self.built_then_checked(&sink_call(a.span), against);
            }
        }
        self.apply_checked(st, c, exits, &returned);
    }

    /// What a function validated of each of a call's arguments (and its receiver): validated
    /// here, the whole and the fields (`validate(req)` checking `req.studyId`).
    pub(super) fn apply_checked(&mut self, st: &mut State, c: &Call, exits: &Exits, checked: &[Checked]) {
        for (target, chk) in exit_targets(c, exits).into_iter().zip(checked) {
            let Some(a) = target else { continue };
            self.check_validated(st, a, chk.whole);
            if chk.fields.is_empty() || !is_path(a) {
                continue;
            }
            for (field, against) in &chk.fields {
                let path = field
                    .split('.')
                    .fold(a.clone(), |obj, f| Expr::new(ExprKind::Attr(Box::new(obj), f.to_string()), a.span));
                self.check_validated(st, &path, *against);
            }
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

/// In what a function validates for its callers ([`Exits`]): beside the classes of attack (at
/// most [`MAX_CLASSES`](crate::scan::code::models::MAX_CLASSES)), the text cannot start with
/// `-` ([`NOT_OPTION`]) where the function returns.
const NO_OPTION: u64 = 1 << 63;

/// In what a function validates for its callers ([`Exits`]): the text is a path on this site
/// ([`ROOTED`] and [`NOT_NETWORK`]: `return p.startsWith("/") && !p.startsWith("//")`).
const LOCAL_PATH: u64 = 1 << 62;

/// Every class of attack, in [`State::validated`] (not [`NO_OPTION`] nor [`LOCAL_PATH`], which
/// are no attacks).
pub(super) const EVERY_ATTACK: u64 = !(NO_OPTION | LOCAL_PATH);

/// What [`NO_OPTION`] and [`LOCAL_PATH`] in what a function validates say of how the text
/// starts ([`Val::starts`]' bits).
pub(super) fn starts_told(against: u64) -> u8 {
    let no_option = if against & NO_OPTION != 0 { NOT_OPTION } else { 0 };
    let local = if against & LOCAL_PATH != 0 { ROOTED | NOT_NETWORK } else { 0 };
    no_option | local
}

/// What a text's start ([`Val::starts`]) tells a function's callers: [`NO_OPTION`] and
/// [`LOCAL_PATH`], the converse of [`starts_told`].
fn starts_telling(starts: u8) -> u64 {
    let no_option = if starts & NOT_OPTION != 0 { NO_OPTION } else { 0 };
    let local = ROOTED | NOT_NETWORK;
    no_option | if starts & local == local { LOCAL_PATH } else { 0 }
}
