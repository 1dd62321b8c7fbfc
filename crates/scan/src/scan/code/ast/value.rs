//! What the analysis knows of a value: whether request data reaches it, whether it is a string
//! built from non-constant parts, the constant it holds, and, for containers, what each
//! constant key or position holds. Values join where branches meet: tainted if any path taints.

use std::collections::BTreeMap;
use std::rc::Rc;

use super::ir::{BinOp, Lit, UnOp};

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Val {
    /// The request data that reaches it.
    pub taint: Option<Taint>,
    /// A string assembled (format, concatenation, interpolation) from a non-constant part.
    pub built: bool,
    /// It depends on something that is not a constant of the program.
    pub nonconst: bool,
    /// The constant it is, when every path gives the same one.
    pub konst: Option<Lit>,
    /// Where paths give different constants, or some path none (`os.getenv("URL") or
    /// "http://.."`): the constants it may be, at most [`MAX_ALTS`]. Only what a rule of
    /// settings reads (a value, a mode): never a check.
    pub alts: Alts,
    /// The call that made it (`jinja2.Template`), so its methods resolve (`t.render` is
    /// `jinja2.Template.render`).
    pub origin: Option<Rc<str>>,
    /// Validated by a guard or cleaned by a sanitizer on this path; request data still in it is
    /// escaped (its [`Taint::escaped`]), and attacks any sink it is not escaped for.
    pub checked: bool,
    /// With `checked`, when only escapers cleaned it: the classes of attack they escaped it
    /// against ([`Taint::escaped`]'s bits), for a value not known as request data
    /// (`html.escape(name)` is still unchecked before a shell); `None`: checked for every sink.
    pub against: Option<u64>,
    /// The variable it was parsed or derived from by a call (`host = urlparse(url).hostname`):
    /// validating it validates that variable.
    pub from: Option<Rc<str>>,
    /// With `from`: the special characters the call that derived it may have taken off the
    /// ends of that variable's text (`t = name.strip()`): validating it says nothing of those.
    pub trimmed: u64,
    /// Marks it carries (rule-defined properties such as `weak-random`), one bit each.
    pub marks: u32,
    /// For a string built from parts: its constant text, with `{}` for each non-constant part
    /// (what a rule reads to tell SQL or a URL).
    pub text: Option<Rc<str>>,
    /// A string whose constant start fixes the site it leads to ([`fixes_site`]): what follows
    /// in it can change the path, never the host.
    pub site: bool,
    /// What prefix tests on this path tell of the string's start ([`ROOTED`],
    /// [`NOT_NETWORK`]: both make it a path on this site), and whether it is a resolved path
    /// ([`RESOLVED`]).
    pub starts: u8,
    /// For containers: what each constant key or position holds.
    pub parts: Option<Box<Parts>>,
    /// A test on this path showed it is no null, false or empty value (`err != nil`, `if
    /// error:`), or it is an object made here (`new E(..)`, a `never_null` call, a caught
    /// exception): a function that returns it returns a true value.
    pub truthy: bool,
}

/// Request data in a value: where it came from, and the classes of attack it has been escaped
/// against on every path (`html.escape` makes it harmless in a page, not in a shell command).
#[derive(Debug, Clone, PartialEq)]
pub struct Taint {
    /// The request source, as findings name it.
    pub source: Rc<str>,
    /// The classes of attack the data is escaped against, bits of the language's models
    /// ([`Models::class`](crate::scan::code::models::Models::class)): 0 for raw request data.
    pub escaped: u64,
    /// Special characters ([`chars`](crate::scan::code::chars)) replacements left it none of on
    /// every path (`s.replace(/</g, "&lt;")`), and those they put a backslash before (with
    /// the backslash itself: `"\\$&"`).
    pub removed: u64,
    pub backslashed: u64,
}

impl Taint {
    /// Raw request data from `source`.
    pub fn raw(source: &str) -> Taint {
        Taint { source: Rc::from(source), escaped: 0, removed: 0, backslashed: 0 }
    }

    /// The request data in a value made of both: escaped against a class only where each
    /// part with request data is, named by the part escaped against the fewest.
    pub fn either(a: Option<Taint>, b: Option<Taint>) -> Option<Taint> {
        match (a, b) {
            (Some(a), Some(b)) => {
                let escaped = a.escaped & b.escaped;
                let source = if b.escaped.count_ones() < a.escaped.count_ones() { b.source } else { a.source };
                Some(Taint {
                    source,
                    escaped,
                    removed: a.removed & b.removed,
                    backslashed: a.backslashed & b.backslashed,
                })
            }
            (a, b) => a.or(b),
        }
    }

    /// Whether it may still attack a sink of these classes (a rule's: 0 for a class no
    /// escaper is known against).
    pub fn reaches(&self, class: u64) -> bool {
        class == 0 || self.escaped & class != class
    }

    /// Raw request data: escaped against nothing.
    pub fn is_raw(&self) -> bool {
        self.escaped == 0
    }
}

/// What two values checked by escapers are escaped against: what both are (`None`: everything).
pub fn both_against(a: Option<u64>, b: Option<u64>) -> Option<u64> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a & b),
        (x, None) | (None, x) => x,
    }
}

impl std::fmt::Display for Taint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.source)
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Parts {
    /// Dict keys, object fields, config entries (`section.key`), map entries.
    pub keys: BTreeMap<String, Val>,
    /// The items of a list whose every change was at a known place.
    pub items: Option<Vec<Val>>,
    /// Everything else it holds: values at unknown keys or positions.
    pub rest: Val,
    /// What its keys hold where they are not constants (a dict comprehension's): what
    /// iterating it gives, not what reading a key gives.
    pub key_facts: Option<Box<Val>>,
}

impl Parts {
    /// Each entry at a known key joined with `entry` (what any key may now hold).
    pub fn join_each_key(&mut self, entry: &Val) {
        for v in self.keys.values_mut() {
            *v = v.join(entry);
        }
    }

    /// Whether it holds only entries at constant keys: no items by position, no entries at keys
    /// not known.
    pub fn only_constant_keys(&self) -> bool {
        self.items.is_none() && self.key_facts.is_none() && self.rest == Val::default()
    }
}

impl Val {
    pub fn konst(l: Lit) -> Val {
        Val { konst: Some(l), ..Val::default() }
    }

    /// Something unknown but harmless: not a constant, not request data.
    pub fn unknown() -> Val {
        Val { nonconst: true, ..Val::default() }
    }

    /// A parameter of a helper whose callers in the file are analysed each with what it gives:
    /// not constant, but no string built from it is judged here (its call sites judge it).
    pub fn from_callers() -> Val {
        Val::number()
    }

    /// This value, as derived from what `of` was derived from (`parts.hostname or ""`).
    pub fn derived_like(self, of: &Val) -> Val {
        Val { from: of.from.clone(), trimmed: of.trimmed, ..self }
    }

    /// A number, or anything else holding no text an attacker chooses: not constant, safe in
    /// any sink.
    pub fn number() -> Val {
        Val { nonconst: true, checked: true, ..Val::default() }
    }

    pub fn tainted(label: &str) -> Val {
        Val { taint: Some(Taint::raw(label)), nonconst: true, starts: DATA_FIRST, ..Val::default() }
    }

    /// A list or tuple of these items, each kept at its position.
    pub fn list(items: Vec<Val>) -> Val {
        Val { parts: Some(Box::new(Parts { items: Some(items), ..Parts::default() })), ..Val::default() }
    }

    /// A list whose items are not known one by one, each what `item` is.
    pub fn list_of_each(item: Val) -> Val {
        Val { parts: Some(Box::new(Parts { rest: item, ..Parts::default() })), ..Val::default() }
    }

    /// The value with everything it holds folded in: a container passed whole. A container of
    /// its own constant making is checked when everything not constant in it is (a list of
    /// quoted names).
    pub fn flat(&self) -> Val {
        let Some(p) = &self.parts else { return self.clone() };
        let mut out = Val { parts: None, ..self.clone() };
        let (mut held, mut all_checked, mut against) = (false, true, None);
        let parts = p.keys.values().chain(p.items.iter().flatten()).chain(std::iter::once(&p.rest));
        for v in parts.chain(p.key_facts.as_deref()) {
            let v = v.flat();
            out.taint = Taint::either(out.taint, v.taint);
            out.built |= v.built;
            out.nonconst |= v.nonconst;
            out.marks |= v.marks;
            if v.nonconst {
                held = true;
                all_checked &= v.checked;
                against = both_against(against, v.against);
            }
        }
        if !self.nonconst && held && all_checked {
            out.against = both_against(self.against.filter(|_| self.checked), against);
            out.checked = true;
        }
        if out.taint.as_ref().is_some_and(Taint::is_raw) {
            out.checked = false;
        }
        out
    }

    /// What an object is itself and holds at unknown places, not what its known fields hold
    /// (a field nothing stored in, beside a tainted `q.args`).
    pub fn beside_fields(&self) -> Val {
        match &self.parts {
            Some(p) => p.rest.join(&Val { parts: None, ..self.clone() }),
            None => self.clone(),
        }
    }

    /// What flows into a value derived from this one by an operation that keeps its data
    /// (a method, an attribute, a string operation): its facts, without constant or parts.
    pub fn derived(&self) -> Val {
        let f = self.flat();
        // A field or an item of request data may start with request data.
        let starts = f.starts & DATA_FIRST;
        Val {
            starts,
            taint: f.taint,
            built: f.built,
            nonconst: f.nonconst || f.konst.is_none(),
            checked: f.checked,
            against: f.against,
            // A part of what a call derived (`splitext(name)[1]`, `urlparse(u).scheme`):
            // validating it says nothing of the whole.
            from: None,
            trimmed: 0,
            marks: f.marks,
            ..Val::default()
        }
    }

    /// The join of two values: what holds on either path.
    pub fn join(&self, other: &Val) -> Val {
        let konst = match (&self.konst, &other.konst) {
            (Some(a), Some(b)) if a == b => Some(a.clone()),
            _ => None,
        };
        let alts = Alts(if konst.is_some() { None } else { joined_alts(self, other) });
        let parts = match (&self.parts, &other.parts) {
            (None, None) => None,
            (Some(a), Some(b)) => Some(Box::new(a.join(b))),
            (Some(p), None) | (None, Some(p)) => {
                // One side is not a known container: keep the known keys, joined with the
                // other side's data.
                let other = if self.parts.is_some() { other } else { self };
                let mut p = (**p).clone();
                // Where the other path holds request data whole (a decoded body), any known key
                // or position may hold that data: join each entry with it.
                if other.taint.is_some() {
                    let entry = other.derived();
                    p.join_each_key(&entry);
                    for v in p.items.iter_mut().flatten() {
                        *v = v.join(&entry);
                    }
                }
                p.rest = p.rest.join(&Val { parts: None, ..other.clone() });
                Some(Box::new(p))
            }
        };
        let taint = Taint::either(self.taint.clone(), other.taint.clone());
        // A constant on one path leaves a value checked on the other checked.
        let harmless = |v: &Val| v.checked || (!v.nonconst && v.parts.is_none() && v.taint.is_none());
        Val {
            checked: harmless(self)
                && harmless(other)
                && (self.checked || other.checked)
                && !taint.as_ref().is_some_and(Taint::is_raw),
            against: both_against(self.against, other.against),
            taint,
            built: self.built || other.built,
            nonconst: self.nonconst || other.nonconst,
            konst,
            alts,
            origin: joined_origin(self, other),
            from: if self.from == other.from { self.from.clone() } else { None },
            trimmed: self.trimmed | other.trimmed,
            marks: self.marks | other.marks,
            text: match self.text == other.text && self.konst == other.konst {
                true => self.text.clone(),
                false => joined_text(self.text_or_konst(), other.text_or_konst()),
            },
            // A path where the other leads to a site the program chose (a value a guard
            // validated against every attack, or the server's own value): the site is still
            // the program's. Nothing (`None`, `false`: where a check failed, `x or url_for(..)`
            // then gives the fallback) leads nowhere else; `""` may be the start of a URL.
            site: {
                let nothing = |v: &Val| matches!(v.konst, Some(Lit::Null | Lit::Bool(false)));
                let own = |v: &Val| {
                    nothing(v) || v.leads_to_site() || (v.checked && (v.taint.is_none() || v.against.is_none()))
                };
                own(self) && own(other) && (self.leads_to_site() || other.leads_to_site())
            },
            // What is known of how request data starts: a side without any has nothing to say
            // (a field its constructor may set otherwise, a default).
            starts: {
                let (a, b) = (self.starts_known(), other.starts_known());
                match (self.taint.is_some(), other.taint.is_some()) {
                    (true, false) if b & DATA_FIRST == 0 => a,
                    (false, true) if a & DATA_FIRST == 0 => b,
                    _ => (a & b) | ((a | b) & DATA_FIRST),
                }
            },
            parts,
            truthy: self.known_true() && other.known_true(),
        }
    }

    /// Whether it is a true value: a true constant, or one a test showed is ([`Val::truthy`]).
    pub fn known_true(&self) -> bool {
        self.truthy || self.truth() == Some(true)
    }

    /// Its built text, or the constant string it is.
    fn text_or_konst(&self) -> Option<&str> {
        self.text.as_deref().or_else(|| self.konst_str())
    }

    /// Whether it is checked for a sink of these classes of attack (a rule's, [`Taint::reaches`]):
    /// validated or cast, or escaped against all of them.
    pub fn checked_for(&self, class: u64) -> bool {
        self.checked && self.against.is_none_or(|m| class != 0 && m & class == class)
    }

    /// The built text of the value or of what it holds.
    pub fn flat_text(&self) -> Option<Rc<str>> {
        if let Some(t) = &self.text {
            return Some(t.clone());
        }
        let p = self.parts.as_ref()?;
        p.items.iter().flatten().chain(p.keys.values()).find_map(|v| v.text.clone())
    }

    /// Whether the value is true, when that is known.
    pub fn truth(&self) -> Option<bool> {
        match self.konst.as_ref()? {
            Lit::Str(s) => Some(!s.is_empty()),
            Lit::Int(n) => Some(*n != 0),
            Lit::Float(f) => Some(*f != 0.0),
            Lit::Bool(b) => Some(*b),
            Lit::Null => Some(false),
        }
    }

    /// [`Val::starts`], and for a constant what it is (`"/"` starts with `/`, not `//`, not `-`;
    /// a path without `..` is resolved).
    fn starts_known(&self) -> u8 {
        let Some(Lit::Str(s)) = &self.konst else { return self.starts };
        let resolved = if s.contains("..") { 0 } else { RESOLVED };
        resolved
            | match s {
                s if s.starts_with('/') && !s.starts_with("//") => ROOTED | NOT_NETWORK | NOT_OPTION,
                s if s.starts_with('/') => ROOTED | NOT_OPTION,
                s if !s.starts_with('-') => NOT_OPTION,
                _ => self.starts,
            }
    }

    /// Whether it is a path with no `..` left in it ([`RESOLVED`]; a constant without `..`).
    pub fn resolved(&self) -> bool {
        self.starts_known() & RESOLVED != 0
    }

    /// Whether the string goes to a site the program chose ([`fixes_site`]), by its constant
    /// start.
    pub fn leads_to_site(&self) -> bool {
        self.site
            || self.starts & (ROOTED | NOT_NETWORK) == ROOTED | NOT_NETWORK
            || matches!(&self.konst, Some(Lit::Str(s)) if fixes_site(s))
    }

    /// Whether every part of it that carries request data goes to a site the program chose:
    /// the string itself, or the items of a tuple or list (`(LOCATION, format!("/orders/{}", id))`,
    /// a header's name beside its value).
    pub fn parts_lead_to_site(&self) -> bool {
        match self.parts.as_ref().and_then(|p| p.items.as_ref()) {
            Some(items) if !items.is_empty() && self.konst.is_none() => {
                let p = self.parts.as_deref();
                let clean = |v: &Val| v.flat().taint.is_none();
                self.taint.is_none()
                    && p.is_none_or(|p| clean(&p.rest) && p.keys.values().all(clean))
                    && items.iter().all(|i| clean(i) || i.parts_lead_to_site())
            }
            _ => self.flat().leads_to_site(),
        }
    }

    /// The text of a constant, or of an object made from one constant (a compiled regex,
    /// `re.compile(r"[^\w.-]")`).
    pub fn known_text(&self) -> Option<String> {
        self.konst_text().or_else(|| self.text.as_deref().filter(|_| !self.nonconst).map(str::to_string))
    }

    /// The constant string it is.
    pub fn konst_str(&self) -> Option<&str> {
        match &self.konst {
            Some(Lit::Str(s)) => Some(s),
            _ => None,
        }
    }

    /// The constants it may be: the one it is, or those some paths give ([`Val::alts`]).
    pub fn may_be(&self) -> impl Iterator<Item = &Lit> {
        let alts = self.alts.0.as_deref().filter(|_| self.konst.is_none()).map_or(&[][..], Vec::as_slice);
        self.konst.iter().chain(alts)
    }

    /// The constant as a rule reads it (`True`, `42`, the string's text).
    pub fn konst_text(&self) -> Option<String> {
        self.konst.as_ref().map(lit_text)
    }
}

/// A constant as a rule reads it (`True`, `42`, the string's text).
pub fn lit_text(l: &Lit) -> String {
    match l {
        Lit::Str(s) => s.clone(),
        Lit::Int(n) => n.to_string(),
        Lit::Float(f) => f.to_string(),
        Lit::Bool(true) => "True".into(),
        Lit::Bool(false) => "False".into(),
        Lit::Null => "None".into(),
    }
}

impl Parts {
    fn join(&self, other: &Parts) -> Parts {
        let mut keys = BTreeMap::new();
        for (k, v) in &self.keys {
            let o = other.keys.get(k).unwrap_or(&other.rest);
            keys.insert(k.clone(), v.join(o));
        }
        for (k, v) in &other.keys {
            if !self.keys.contains_key(k) {
                keys.insert(k.clone(), v.join(&self.rest));
            }
        }
        let mut rest = self.rest.join(&other.rest);
        let items = match (&self.items, &other.items) {
            (Some(a), Some(b)) if a.len() == b.len() => Some(a.iter().zip(b).map(|(x, y)| x.join(y)).collect()),
            (a, b) => {
                for v in a.iter().flatten().chain(b.iter().flatten()) {
                    rest = rest.join(v);
                }
                None
            }
        };
        let key_facts = match (&self.key_facts, &other.key_facts) {
            (Some(a), Some(b)) => Some(Box::new(a.join(b))),
            (a, b) => a.clone().or_else(|| b.clone()),
        };
        Parts { keys, items, rest, key_facts }
    }

    /// The value at a constant key or position, when it is known.
    pub fn at(&self, key: &Lit) -> Option<Val> {
        if let Some(items) = &self.items
            && let Lit::Int(i) = key
        {
            let n = items.len() as i64;
            let i = if *i < 0 { n + i } else { *i };
            return usize::try_from(i).ok().and_then(|i| items.get(i)).map(|v| v.join_rest(&self.rest));
        }
        let k = key_text(key)?;
        self.keys.get(&k).cloned()
    }
}

impl Val {
    /// An item read from a container that also holds `rest` at unknown places.
    fn join_rest(&self, rest: &Val) -> Val {
        if rest == &Val::default() { self.clone() } else { self.join(rest) }
    }
}

/// The text a constant key is stored under.
pub fn key_text(l: &Lit) -> Option<String> {
    match l {
        Lit::Str(s) => Some(s.clone()),
        Lit::Int(n) => Some(n.to_string()),
        Lit::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// The constant `a op b`, when both are constants the operation is defined on.
pub fn fold(op: BinOp, a: &Lit, b: &Lit) -> Option<Lit> {
    use Lit::*;
    Some(match (op, a, b) {
        (BinOp::Add, Int(x), Int(y)) => Int(x.checked_add(*y)?),
        (BinOp::Sub, Int(x), Int(y)) => Int(x.checked_sub(*y)?),
        (BinOp::Mul, Int(x), Int(y)) => Int(x.checked_mul(*y)?),
        (BinOp::FloorDiv | BinOp::Div, Int(x), Int(y)) if *y != 0 => Int(x.checked_div(*y)?),
        (BinOp::Mod, Int(x), Int(y)) if *y != 0 => Int(x.checked_rem(*y)?),
        (BinOp::Pow, Int(x), Int(y)) => Int(x.checked_pow(u32::try_from(*y).ok()?)?),
        (BinOp::BitAnd, Int(x), Int(y)) => Int(x & y),
        (BinOp::BitOr, Int(x), Int(y)) => Int(x | y),
        (BinOp::BitXor, Int(x), Int(y)) => Int(x ^ y),
        (BinOp::Shl, Int(x), Int(y)) => Int(x.checked_shl(u32::try_from(*y).ok()?)?),
        (BinOp::Shr, Int(x), Int(y)) => Int(x.checked_shr(u32::try_from(*y).ok()?)?),
        (BinOp::Add, Str(x), Str(y)) => Str(format!("{x}{y}")),
        (BinOp::Mul, Str(x), Int(n)) | (BinOp::Mul, Int(n), Str(x)) if (0..=64).contains(n) => {
            Str(x.repeat(usize::try_from(*n).ok()?))
        }
        (BinOp::Eq, x, y) => Bool(lit_eq(x, y)?),
        (BinOp::Ne, x, y) => Bool(!lit_eq(x, y)?),
        (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge, x, y) => {
            let o = lit_cmp(x, y)?;
            Bool(match op {
                BinOp::Lt => o.is_lt(),
                BinOp::Le => o.is_le(),
                BinOp::Gt => o.is_gt(),
                _ => o.is_ge(),
            })
        }
        (BinOp::In, Str(x), Str(y)) => Bool(y.contains(x.as_str())),
        (BinOp::NotIn, Str(x), Str(y)) => Bool(!y.contains(x.as_str())),
        _ => return None,
    })
}

fn lit_eq(a: &Lit, b: &Lit) -> Option<bool> {
    use Lit::*;
    Some(match (a, b) {
        (Int(x), Float(y)) | (Float(y), Int(x)) => (*x as f64) == *y,
        (Str(_), Str(_)) | (Int(_), Int(_)) | (Bool(_), Bool(_)) | (Null, Null) | (Float(_), Float(_)) => a == b,
        (Null, _) | (_, Null) => false,
        _ => return None,
    })
}

fn lit_cmp(a: &Lit, b: &Lit) -> Option<std::cmp::Ordering> {
    use Lit::*;
    match (a, b) {
        (Int(x), Int(y)) => Some(x.cmp(y)),
        (Str(x), Str(y)) => Some(x.cmp(y)),
        (Float(x), Float(y)) => x.partial_cmp(y),
        (Int(x), Float(y)) => (*x as f64).partial_cmp(y),
        (Float(x), Int(y)) => x.partial_cmp(&(*y as f64)),
        _ => None,
    }
}

pub fn fold_unary(op: UnOp, v: &Val) -> Option<Lit> {
    match (op, v.konst.as_ref()?) {
        (UnOp::Not, _) => Some(Lit::Bool(!v.truth()?)),
        (UnOp::Neg, Lit::Int(n)) => Some(Lit::Int(n.checked_neg()?)),
        (UnOp::Neg, Lit::Float(f)) => Some(Lit::Float(-f)),
        (UnOp::Plus, l @ (Lit::Int(_) | Lit::Float(_))) => Some(l.clone()),
        _ => None,
    }
}

/// How much of a built string's constant text is kept.
pub const TEXT_CAP: usize = 2048;

/// The constants a value may be ([`Val::alts`]). Never compared: two values that differ only
/// in them are the same fact for every check (the analysis tells a value unknown, unset or
/// unchanged by equality).
#[derive(Debug, Clone, Default)]
pub struct Alts(pub Option<Rc<Vec<Lit>>>);

impl PartialEq for Alts {
    fn eq(&self, _: &Alts) -> bool {
        true
    }
}

/// `a or b` (`a || b`, `a ?? b`): what [`Val::join`] makes of them, but for a null `a` may be,
/// which gives `b` instead (`key = None; .. key or os.environ["KEY"]`). (`??` keeps `false`,
/// `0` and `""`: only null is taken away.)
pub fn or_else(a: &Val, b: &Val) -> Val {
    let out = a.join(b);
    let Some(alts) = out.alts.0.as_deref() else { return out };
    let gives_b = |l: &Lit| *l == Lit::Null && a.may_be().any(|x| x == l) && !b.may_be().any(|x| x == l);
    let kept: Vec<Lit> = alts.iter().filter(|l| !gives_b(l)).cloned().collect();
    Val { alts: Alts((!kept.is_empty()).then(|| Rc::new(kept))), ..out }
}

/// The most constants [`Val::alts`] keeps.
pub const MAX_ALTS: usize = 8;

/// The constants either of two values may be ([`Val::alts`]): each one's own or those it may
/// be, the first [`MAX_ALTS`] of them; `None` where neither may be any.
fn joined_alts(a: &Val, b: &Val) -> Option<Rc<Vec<Lit>>> {
    let mut out: Vec<Lit> = Vec::new();
    // (Null is no setting: a value some path has not set yet.)
    for l in [a, b].into_iter().flat_map(Val::may_be).filter(|l| **l != Lit::Null) {
        if out.len() < MAX_ALTS && !out.contains(l) {
            out.push(l.clone());
        }
    }
    (!out.is_empty()).then(|| Rc::new(out))
}

/// The built text of a value that is one of two: the same text, or the start both share and
/// then a part not known (`SELECT .. IN (` with or without a `, ` written after it).
fn joined_text(a: Option<&str>, b: Option<&str>) -> Option<Rc<str>> {
    let (a, b) = (a?, b?);
    if a == b {
        return Some(Rc::from(a));
    }
    if a.len() > TEXT_CAP || b.len() > TEXT_CAP {
        return None;
    }
    let shared: usize = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).map(|(x, _)| x.len_utf8()).sum();
    // Not half a `{}`, and one `{}` for what follows (joined again in a loop, the text stays).
    let start = a[..shared].strip_suffix('{').unwrap_or(&a[..shared]);
    match start.ends_with("{}") {
        true => Some(Rc::from(start)),
        false => (!start.is_empty()).then(|| Rc::from(format!("{start}{{}}").as_str())),
    }
}

/// [`Val::starts`]: the string starts with `/` (`startswith("/")` holds).
pub const ROOTED: u8 = 1;
/// [`Val::starts`]: the string does not start with `//` (`startswith("//")` fails). A `/\`
/// start is taken as a path, as Flask's and Express's redirects percent-encode `\`; a raw
/// `Location` header does not, and `/\evil.com` there is missed.
pub const NOT_NETWORK: u8 = 2;
/// [`Val::starts`]: the string does not start with `-` (`startswith("-")` fails): in an argument
/// vector it is no option.
pub const NOT_OPTION: u8 = 4;
/// [`Val::starts`]: the string may start with request data (on some path: unlike the other bits,
/// kept where either of two paths has it). Request data has it; escapers keep it, whatever
/// part of their input their result starts with (`os.path.basename`); a constant start drops
/// it. A call the analysis does not know drops it too (`os.path.join(UPLOADS, name)`).
pub const DATA_FIRST: u8 = 8;
/// [`Val::starts`]: a path with no `.` or `..` segment left, as a `resolves_path` call gives it
/// (`os.path.realpath(p)`): a prefix test of it keeps it under the prefix.
pub const RESOLVED: u8 = 16;
/// [`Val::starts`]: one character of a text (`s.charAt(i)`, an item of `s.toCharArray()`): a
/// test that it is not some character leaves it none of that character.
pub const ONE_CHAR: u8 = 32;

/// Whether a string that starts with the constant `start` goes to a site the program chose: a
/// path on this site (`/files/`: a `/` and then neither `/` nor `\\`), or an address written out
/// up to the `/` after its host (`https://api.example.com/items/`). What follows can change
/// the path, never the site. A format placeholder (`%s`, `{0}`) ends the constant start, and
/// tabs and line breaks do not count (browsers drop them from addresses).
pub fn fixes_site(start: &str) -> bool {
    let start: String =
        start.split(['%', '{']).next().unwrap_or("").chars().filter(|c| !matches!(c, '\t' | '\n' | '\r')).collect();
    if let Some(rest) = start.strip_prefix('/') {
        return rest.starts_with(|c: char| c != '/' && c != '\\');
    }
    let Some((scheme, rest)) = start.split_once("://") else { return false };
    let host = rest.split('/').next().unwrap_or("");
    !scheme.is_empty()
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
        && rest.len() > host.len()
        && !host.is_empty()
        && !host.contains(['\\', '@'])
}

/// How an origin names the functions of the file a value may be (`"\0local #3 #7"`): by
/// id (`#3`) or by name, apart by spaces.
pub const FUNCTIONS: &str = "\0local ";

/// The function (or functions) of the file a value is, where it is one ([`FUNCTIONS`]).
pub fn function_held(v: &Val) -> Option<&str> {
    v.origin.as_deref()?.strip_prefix(FUNCTIONS)
}

/// The origin of an object that is one of several classes' (an entry of a table of objects of
/// different classes), their names apart by spaces.
pub const CLASSES: &str = "\0classes ";

/// The classes a value's object may be of, where its origin names classes: a class's name
/// (`PosterStore`, Go's `cnFilter`), or several ([`CLASSES`]).
pub fn classes_of(v: &Val) -> Option<Vec<&str>> {
    let o = v.origin.as_deref()?;
    if let Some(list) = o.strip_prefix(CLASSES) {
        return Some(list.split(' ').collect());
    }
    // (A name alone: not a call's dotted name, nor a marker of the analysis.)
    let class = !o.is_empty() && o.chars().all(|c| c.is_alphanumeric() || c == '_');
    class.then(|| vec![o])
}

/// What made a value that is one or the other: the same maker; of functions of the file, any
/// of either's (a `switch` whose arms are lambdas), also where the other is null or nothing (a
/// call of it ends the path); of classes, any of either's; else none.
fn joined_origin(a: &Val, b: &Val) -> Option<Rc<str>> {
    let functions = function_held;
    // Null, or nothing (a variable one path did not set).
    let null = |v: &Val| (v.konst == Some(Lit::Null) && v.origin.is_none()) || *v == Val::default();
    let union = |prefix: &str, x: Vec<&str>, y: Vec<&str>| {
        let mut all: Vec<&str> = x.into_iter().chain(y).collect();
        all.sort_unstable();
        all.dedup();
        Some(Rc::from(format!("{prefix}{}", all.join(" "))))
    };
    match (functions(a), functions(b)) {
        _ if a.origin == b.origin => a.origin.clone(),
        (Some(x), Some(y)) => union(FUNCTIONS, x.split(' ').collect(), y.split(' ').collect()),
        (Some(_), None) if null(b) => a.origin.clone(),
        (None, Some(_)) if null(a) => b.origin.clone(),
        (None, None) if let (Some(x), Some(y)) = (classes_of(a), classes_of(b)) => union(CLASSES, x, y),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_constant_start_fixes_the_site_only_up_to_a_slash_after_the_host() {
        for fixed in ["/files/", "/f", "https://api.example.com/items/", "http://h/", "/files/%s"] {
            assert!(fixes_site(fixed), "{fixed}");
        }
        let open = [
            "",
            "/",
            "//",
            "/\\",
            "/\t/",
            "/%s",
            "/{0}",
            "https://",
            "https://api.example.com",
            "https://api.example.com:",
            "https://%s/",
            "https://user@/",
            "files/",
            "javascript:",
        ];
        for not in open {
            assert!(!fixes_site(not), "{not}");
        }
    }

    #[test]
    fn joins_keep_taint_and_drop_differing_constants() {
        let a = Val::konst(Lit::Str("x".into()));
        let b = Val::tainted("request.args");
        let j = a.join(&b);
        assert!(j.taint.is_some() && j.konst.is_none() && j.nonconst);
        let c = Val::konst(Lit::Str("y".into()));
        let j = a.join(&c);
        assert!(j.taint.is_none() && j.konst.is_none() && !j.nonconst);
    }

    /// Request data stays escaped against an attack only where every part of the value that
    /// holds it is; raw data joined in makes the whole raw.
    #[test]
    fn escaped_data_joins_by_the_attacks_every_part_is_escaped_against() {
        let escaped = |bits: u64| Val {
            taint: Some(Taint { escaped: bits, ..Taint::raw("request.args") }),
            checked: true,
            nonconst: true,
            ..Val::default()
        };
        let (xss, shell) = (0b01, 0b10);
        let both = escaped(xss | shell).join(&escaped(xss));
        assert_eq!(both.taint.as_ref().map(|t| t.escaped), Some(xss));
        assert!(both.checked);
        let raw = escaped(xss).join(&Val::tainted("request.form"));
        assert!(raw.taint.as_ref().is_some_and(Taint::is_raw) && !raw.checked);
        let apart = escaped(xss).join(&escaped(shell));
        assert!(apart.taint.as_ref().is_some_and(Taint::is_raw) && !apart.checked);
        let t = escaped(xss).taint.unwrap_or_else(|| Taint::raw("x"));
        assert!(!t.reaches(xss) && t.reaches(shell) && t.reaches(0));
        let list = Val::list(vec![escaped(xss), Val::konst(Lit::Str("x".into()))]).flat();
        assert_eq!(list.taint.map(|t| t.escaped), Some(xss));
    }

    /// A value only escapers cleaned is checked for the attacks they all escaped it against; a
    /// constant on another path keeps it checked, and a list of checked items is checked.
    #[test]
    fn values_escaped_by_escapers_are_checked_only_for_their_attacks() {
        let (xss, shell) = (0b01, 0b10);
        let escaped = |bits: u64| Val { checked: true, against: Some(bits), nonconst: true, ..Val::default() };
        let guarded = Val { checked: true, nonconst: true, ..Val::default() };
        assert!(escaped(xss).checked_for(xss) && !escaped(xss).checked_for(shell) && !escaped(xss).checked_for(0));
        assert!(guarded.checked_for(shell) && guarded.checked_for(0));
        let j = escaped(xss | shell).join(&escaped(xss));
        assert!(j.checked_for(xss) && !j.checked_for(shell));
        assert_eq!(escaped(shell).join(&guarded).against, Some(shell));
        let or_default = escaped(shell).join(&Val::konst(Lit::Str("-".into())));
        assert!(or_default.checked_for(shell), "a constant on the other path");
        assert!(!escaped(shell).join(&Val::unknown()).checked);
        let list = Val::list(vec![escaped(shell), Val::konst(Lit::Str("x".into()))]).flat();
        assert!(list.checked_for(shell) && !list.checked_for(xss));
    }

    #[test]
    fn folding() {
        assert_eq!(fold(BinOp::Sub, &Lit::Int(7 * 42), &Lit::Int(106)), Some(Lit::Int(188)));
        assert_eq!(fold(BinOp::Gt, &Lit::Int(188), &Lit::Int(200)), Some(Lit::Bool(false)));
        assert_eq!(fold(BinOp::Add, &Lit::Str("a".into()), &Lit::Str("b".into())), Some(Lit::Str("ab".into())));
        assert_eq!(fold(BinOp::Div, &Lit::Int(1), &Lit::Int(0)), None);
        assert_eq!(fold(BinOp::Pow, &Lit::Int(10), &Lit::Int(100)), None);
    }

    #[test]
    fn list_positions() {
        let l = Val::list(vec![Val::konst(Lit::Str("a".into())), Val::tainted("t")]);
        let p = l.parts.as_ref().map(|p| (p.at(&Lit::Int(0)), p.at(&Lit::Int(-1))));
        let Some((Some(first), Some(last))) = p else { panic!("positions") };
        assert!(first.taint.is_none() && last.taint.is_some());
        assert!(l.flat().taint.is_some());
    }
}
