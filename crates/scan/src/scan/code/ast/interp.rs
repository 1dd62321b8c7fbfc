//! The data-flow analysis: an abstract interpreter over each function's structured control flow.
//! States join where branches meet (a value is tainted if any path taints it); conditions that
//! fold to a constant drop the dead branch; a guard that validates a value (an allow-list, a
//! prefix check, a parse) cleans it on the guarded path only; a path that returns, raises or
//! aborts ends. Calls to functions of the same file are analysed with the arguments' facts
//! (memoised), so request data flows through helpers and their return values; methods run on
//! their object's fields (a constructor's, a setter's), and a class's methods read the request
//! data its other methods store in the object. Functions of other files that return request
//! data are told by the scan ([`Inbound::returns`]). Every call and return reached is checked
//! against the call rules. What a language's APIs do (exits, sanitizers, guards, formatters,
//! containers, web handlers) is read from its models (`code::models`), never from a name here;
//! a helper of the file is a guard for what it does (`exits.rs`).

mod call;
mod channel;
mod charset;
mod construct;
mod declared;
mod eval;
mod exits;
mod flow;
mod guard;
mod handler;
mod judge;
mod regex;
mod replace;
mod syntax;
mod template;

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use super::ir::*;
use super::value::{
    Alts, DATA_FIRST, FUNCTIONS, NOT_NETWORK, NOT_OPTION, ONE_CHAR, Parts, RESOLVED, ROOTED, TEXT_CAP, Taint, Val,
    both_against, classes_of, fold, fold_unary, function_held, key_text, lit_text, or_else,
};
use crate::scan::code::models::{
    ArgSel, Behaviour, CallModels, Checks, Cleans, Compiles, ContainerOp, Fold, Given, Items, Kind, Models, Word,
    Written,
};
use crate::scan::code::names::{callee_matches, source_matches};
use crate::scan::code::rules::{CodeRule, CodeRules, Matcher, When};
use crate::scan::finding::{Confidence, Severity};
use crate::scan::lex::Lang;
use crate::scan::text::LineIndex;
use eval::{characters, element, fold_pure, gathered, store};
use exits::Exits;
use handler::is_view;

/// One rule matching at one place.
#[derive(Debug, Clone, PartialEq)]
pub struct CodeHit {
    pub rule: usize,
    pub start_line: usize,
    pub end_line: usize,
    pub confidence: Confidence,
    pub detail: Option<String>,
    /// The matched code, for the fingerprint.
    pub matched: String,
    /// The hard-coded secrets it found (a rule for hard-coded keys and passwords): every
    /// output masks them.
    pub secrets: Vec<String>,
    /// A severity below the rule's (a sink-only rule given a constant).
    pub severity: Option<Severity>,
}

type Env = HashMap<String, Val>;

/// A variable taken with an error (Go's `v` of `v, err := f(x)`): its name, what the call gave
/// it, and what it holds where the error is nil ([`State::ok_if_nil`]).
type Taken = (String, Val, Val);

#[derive(Debug, Clone, Default, PartialEq)]
struct State {
    env: Env,
    live: bool,
    /// The variables a guard validated on this path since they were last assigned, with the
    /// classes of attack it validated them against ([`EVERY_ATTACK`](exits::EVERY_ATTACK): all): what a function
    /// tells its caller it validates (`exits.rs`).
    validated: std::collections::BTreeMap<String, u64>,
    /// Conditions kept in variables (`ok, _ := regexp.MatchString(p, s)`,
    /// `m = NAME.fullmatch(n)`): a later test of the variable tells what the condition would,
    /// until the variable or anything the condition reads is assigned again.
    conds: std::collections::BTreeMap<String, Rc<Expr>>,
    /// Responses (by variable) given a content type other than a page on every path to here
    /// (`res.type('text/plain')`): what is written to them is no HTML.
    plain: std::collections::BTreeSet<String>,
    /// Whether a getter was validated on a path to here (`env` holds `"req.url()"`): most code
    /// never does, and its method calls skip looking one up.
    getters: bool,
    /// Per error variable (Go's `v, err := f(x)` of a function of this file): the variables
    /// taken with it, what the call gave them, and what they hold where it is nil
    /// ([`Behaviour::ErrorLastResult`]), until any of them is assigned again.
    ok_if_nil: std::collections::BTreeMap<String, Rc<Vec<Taken>>>,
}

impl State {
    fn live() -> State {
        State { live: true, ..State::default() }
    }

    fn dead() -> State {
        State::default()
    }

    fn join(&self, other: &State) -> State {
        if !self.live {
            return other.clone();
        }
        if !other.live {
            return self.clone();
        }
        let mut env = Env::new();
        // A getter validated on one path only (`c.getValue()`, kept as `"c.getValue()"`) gives
        // on the other what it gives: nothing is known of it after both.
        let one_sided_getter = |k: &str| k.ends_with("()");
        for (k, v) in &self.env {
            match other.env.get(k) {
                Some(o) => env.insert(k.clone(), v.join(o)),
                None if one_sided_getter(k) => None,
                None => env.insert(k.clone(), v.join(&held_at(&other.env, k))),
            };
        }
        for (k, v) in &other.env {
            if !self.env.contains_key(k) && !one_sided_getter(k) {
                env.insert(k.clone(), v.join(&held_at(&self.env, k)));
            }
        }
        let validated = validated_on_both(&self.validated, &other.validated);
        // A condition kept in a variable on one path holds on where the other path leaves the
        // variable a false constant (`m = None`; `if ok and (m := P.fullmatch(n))`): a test of
        // the variable tells the same on both.
        let kept = |a: &State, b: &State| {
            a.conds
                .iter()
                .filter(|(k, c)| {
                    b.conds.get(*k) == Some(c)
                        || b.env.get(*k).is_some_and(|v| matches!(v.konst, Some(Lit::Null | Lit::Bool(false))))
                })
                .map(|(k, c)| (k.clone(), c.clone()))
                .collect::<std::collections::BTreeMap<_, _>>()
        };
        let mut conds = kept(self, other);
        conds.extend(kept(other, self));
        let plain = self.plain.intersection(&other.plain).cloned().collect();
        let ok_if_nil = self
            .ok_if_nil
            .iter()
            .filter(|(k, v)| other.ok_if_nil.get(*k) == Some(v))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        State { env, live: true, validated, conds, plain, getters: self.getters || other.getters, ok_if_nil }
    }
}

pub struct Analysis<'a> {
    m: &'a Module,
    src: &'a str,
    lang: Lang,
    rules: &'a CodeRules,
    lines: &'a LineIndex,
    sources: &'a [String],
    /// What the language's APIs do.
    models: &'a Models,
    globals: Env,
    /// Functions by name (`helper`) and methods by `Class.method`.
    by_name: HashMap<String, Vec<usize>>,
    /// The accessors the next local call reaches, where it reads or sets a property (a getter's
    /// and a setter's functions share its name).
    accessor: Option<call::Accessor>,
    /// The names of the file's getters and of its setters.
    accessors: call::Accessors,
    /// The functions this file calls itself ([`called_here`]): helpers, not web handlers.
    called: HashSet<usize>,
    /// The methods of its classes this file calls on other objects by their names
    /// ([`called_here`]): helpers, unless they are web handlers.
    methods_called: HashSet<usize>,
    /// The names of methods called on an object where no method of the file was found for the
    /// call: the file's methods of such a name may be what it calls, with anything.
    unresolved_methods: HashSet<String>,
    /// Helpers also taken as values (put in a table of functions, handed on), and those a call
    /// too deep to follow reaches: run again with unknown parameters, as what calls them there
    /// is not known.
    taken_helpers: HashSet<usize>,
    /// The functions analysed with the arguments a call gave them, in the analysis of a function
    /// that is no helper (a view, an entry point): what their callers really give.
    ran_with_args: HashSet<usize>,
    /// The functions written inline that ran where they are written, on the items they were
    /// given (a comprehension's, a callback a map model ran).
    ran_in_place: HashSet<usize>,
    /// Whether the function analysed standalone (the outermost) is a helper, its parameters
    /// [`Val::from_callers`]: the calls it makes are no evidence of what callers give.
    under_helper: bool,
    /// Per function being analysed: for a function written inline inside another and run
    /// standalone (its enclosing function runs it too, with what it sees there), the names the
    /// enclosing function assigns after it (which that run does not see). Any other name it
    /// does not bind is [`Val::from_callers`] here, not an unknown value to judge.
    assigned_later: Vec<Option<HashSet<String>>>,
    /// Set by [`Self::closure`] for the next [`Self::function_in`] only: that run is the
    /// enclosing function's, not a standalone one.
    closure_run: bool,
    /// What each function written inline saw where it was last written ([`Self::closure`]),
    /// for a call of it made elsewhere (a callback a function of the file calls): the names
    /// the enclosing function assigns after it are left out.
    closure_envs: HashMap<usize, Env>,
    /// Per name, the functions that assign it or a field of it ([`Self::assigned_elsewhere`]),
    /// made once per file where first asked.
    assigners: std::cell::OnceCell<HashMap<String, Vec<usize>>>,
    /// Helpers run standalone again because no call of theirs was analysed (too deep, in a
    /// cycle, or a name another class shares): their parameters are unknown values.
    unknown_callers: bool,
    /// Per Python class: the fields its `__init__` sets that no other method assigns, as it
    /// sets them (see `seed_fields`); its methods analysed standalone start with them.
    class_seeds: HashMap<String, std::collections::BTreeMap<String, Val>>,
    /// Per Python class: its attributes the class body sets to a value known without running
    /// anything (`TOOL = "/usr/bin/convert"`) and no method assigns (see `note_class_attrs`).
    class_attrs: HashMap<String, std::collections::BTreeMap<String, Val>>,
    memo: HashMap<(usize, String), Val>,
    /// Per memoised method call: its receiver at the end (the fields it set).
    memo_this: HashMap<(usize, String), Val>,
    /// The classes of this file, by name.
    classes: std::collections::HashSet<String>,
    /// Methods one class of this file defines, none other, with that class.
    single_methods: HashMap<String, String>,
    /// How many library calls class attributes and literals were evaluated for (at most
    /// [`MAX_ATTR_CALLS`] a file).
    attr_calls: usize,
    /// Each class of the file with the classes of the file below it (read once, when a call
    /// on an object first needs its subclasses).
    subclasses: std::cell::OnceCell<HashMap<String, Vec<String>>>,
    /// Per class: the request data any of its methods stores in a field of the object
    /// (`self.name = request.args["n"]`), which its other methods read.
    class_fields: HashMap<String, std::collections::BTreeMap<String, Val>>,
    /// Request data a function stores on an object that outlives it, shared by every handler
    /// (`g.ctx = {...}` of an imported `g`, `session["next"] = ..`, a module's `CACHE[k] = ..`,
    /// `request.ctx.terms = ..` in a middleware), by path: what another function reads there;
    /// and what is sent on Go's channels (any value), by their keys after [`CHAN_SEND`]
    /// (`channel.rs`).
    shared: HashMap<String, Val>,
    /// Per active function: the join of its receiver (`self`, `this`) where it ends.
    receivers: Vec<Option<Val>>,
    /// Per active function run for a call: its parameters it never binds anew (whose
    /// container the caller's argument is), each with the join of what it holds where the
    /// function ends (`parts.append(x)` in a helper).
    params_end: Vec<Vec<Option<Val>>>,
    /// Per active function: which of its parameters it binds anew (their fields checked are
    /// another object's).
    rebound_params: Vec<Vec<bool>>,
    /// What `params_end` gave for the function that just finished.
    finished_params: Option<Vec<Option<Val>>>,
    /// Functions of other files whose result is request data: the callee as this file's
    /// imports name it, and a description of the data.
    imported: &'a [(String, Carried)],
    /// Callees of other files this file uses the result of (see [`Links::calls`]).
    calls_out: Vec<String>,
    /// Functions that return request data analysed standalone (whatever their arguments).
    standalone_returns: HashMap<usize, Taint>,
    /// The functions being analysed, innermost last.
    active: Vec<usize>,
    /// Per active function: the join of what it returns.
    returns: Vec<Returned>,
    /// Per call of functions of this file (by its span): what it gives where it succeeds
    /// ([`OK_OF`]).
    succeeded_at: HashMap<(usize, usize), Val>,
    /// Per memoised call: what the function gives where it succeeds.
    memo_succeeded: HashMap<(usize, String), Val>,
    /// Per enclosing loop: the states that leave it (`break`) and go round again (`continue`).
    loops: Vec<(State, State)>,
    hits: HashMap<(usize, usize), CodeHit>,
    /// The file's handlers send what they return as JSON ([`handler::returns_json`]).
    returns_json: bool,
    has_call_rules: bool,
    /// A function's last result is its error ([`Behaviour::ErrorLastResult`]), read once.
    error_last: bool,
    /// Checking statements after a return or raise.
    in_dead_code: bool,
    has_assign_rules: bool,
    has_build_rules: bool,
    /// Built-string hits: the string's text (by identity), the hit, its CWE.
    built_hits: Vec<(Rc<str>, (usize, usize), String)>,
    /// Calls that carry request data out of the file, for the scan to follow.
    escapes: Vec<Escape>,
    /// Analysing the call a thread, pool or event loop makes (never one within another).
    in_dispatch: bool,
    /// The value being assigned and the assignment's span: a finding on a call that is the
    /// whole value covers the statement (`Long n =\n  jdbc.queryForObject(sql, ..)` from `n`).
    assigning: Option<(Span, Span)>,
    /// The variable the value being assigned goes to, when it is one name.
    assign_target: Option<String>,
    /// Findings of `unless_checked` rules, by the function and variable that hold the result
    /// (or the call itself, [`syntax::sink_call`], where no variable does): dropped when that
    /// variable is validated (the call: where a helper it is given validates it).
    unless_checked: Vec<(Option<usize>, String, (usize, usize))>,
    /// Per active function analysed with a caller's arguments: what its returns validate.
    exits: Vec<Option<Exits>>,
    /// What the function analysed last with arguments validates (taken by its caller).
    finished_exits: Option<Exits>,
    /// Per memoised call: what the function validates.
    memo_exits: HashMap<(usize, String), Exits>,
    /// Per call of functions of this file (by its span): what they validate, per argument.
    call_exits: HashMap<(usize, usize), Exits>,
    /// In Go, the variables a call of this file's function filled through a pointer it was
    /// given (`fill(&q, r)`), by where the call's function is written: what the function left
    /// there is their value, not the call's result (the lowering writes `q = fill(&q, r)`).
    filled: HashSet<(usize, usize, String)>,
    /// Whether the file changes a request-scoped store otherwise than by a field of it
    /// (`Object.assign(ctx.state, ..)`, `st = ctx.state`, `ctx.state[k] = v`): then only request
    /// data stored there is kept, as on other shared objects.
    opaque_stores: bool,
    /// Supposing a test holds at a return, at this depth of `active` (validations there keep
    /// the findings they would drop).
    supposing: Option<usize>,
    /// The variable a condition being refined was kept in ([`State::conds`]).
    kept_var: Option<String>,
    /// Validating by the characters a regex test leaves: never through a call that may drop
    /// some ([`Self::check_against`]).
    chars_only: bool,
}

/// A call that carries request data out of the file: the callee as the file's imports name it
/// (`.utils.run`, `app.db.query`, a bare `helper` in Go), and what each positional argument
/// carries. The scan follows it into the file that defines the callee (`code::modules`).
#[derive(Debug, Clone, PartialEq)]
pub struct Escape {
    pub callee: String,
    pub line: usize,
    pub args: Vec<Option<Carried>>,
}

/// Request data that crosses into another file: how findings describe it, and the attacks it is
/// escaped against (bits of the language's models, the same in every file of the language).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Carried {
    pub label: String,
    pub escaped: u64,
}

impl Carried {
    fn of(t: &Taint) -> Carried {
        Carried { label: t.source.to_string(), escaped: t.escaped }
    }

    fn taint(&self) -> Taint {
        Taint { escaped: self.escaped, ..Taint::raw(&self.label) }
    }
}

/// What a file's analysis tells the scan about its calls to and from the project's other files.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Links {
    /// Calls that carry request data out of the file.
    pub escapes: Vec<Escape>,
    /// Callees that may be functions of other files (named as [`Escape::callee`]) whose result
    /// this file uses without request data in their arguments: if the function returns request
    /// data whatever it is given (`get_name(request)`), the file is analysed again knowing it.
    pub calls: Vec<String>,
    /// This file's functions (and methods, with their class) that return request data
    /// whatever their arguments, and what the data is.
    pub returns: Vec<(String, Option<String>, Carried)>,
}

/// What the project's other files tell a file's analysis: functions of the file to analyse
/// with a caller's arguments, and callees (as the file names them) whose result is request
/// data, with a description of it.
#[derive(Debug, Clone, Default)]
pub struct Inbound {
    pub entries: Vec<Entry>,
    pub returns: Vec<(String, Carried)>,
}

/// A function of a file to analyse with the arguments another file's call gives it: the
/// request data in each positional argument (`None`: not request data).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Entry {
    pub func: String,
    pub class: Option<String>,
    pub args: Vec<Option<Carried>>,
}

/// Where a function's return value and a method's receiver at its end are kept in the state
/// (not names a program can write).
const RETURN: &str = "\0return";
const RECEIVER: &str = "\0receiver";
/// Where a function's env keeps, at its end, the join of its returns other than failures.
const SUCCEEDED: &str = "\0succeeded";

/// What an active function returns: the join of all its returns, and of those that are no
/// failure (Rust's `Err(..)`, `None`).
#[derive(Debug, Clone, Default)]
struct Returned {
    all: Option<Val>,
    succeeded: Option<Val>,
}

/// Fields of request data recorded per class at most.
const MAX_CLASS_FIELDS: usize = 32;

/// The paths of shared objects (Flask's `g`, a request's `ctx`) whose stored request data a file
/// keeps: enough for any handler file; past it, further stores are not followed.
const MAX_SHARED_STORES: usize = 64;

/// Escapes recorded per file at most: a file passing request data to hundreds of functions of
/// other files is followed for the first of them.
const MAX_ESCAPES: usize = 64;

/// How many functions deep a function run on each item is still analysed (comprehensions and
/// callbacks nest).
const MAX_EACH_DEPTH: usize = 10;

/// How many library calls of constants a file's class attributes and struct literals are
/// evaluated for (each copies the findings so far).
const MAX_ATTR_CALLS: usize = 64;

/// Every hit of the call rules in a lowered module, each function analysed standalone and each
/// of `entries` with the arguments another file gives it; and the calls that carry request data
/// out of the file.
pub fn run(
    m: &Module,
    src: &str,
    lang: Lang,
    rules: &CodeRules,
    lines: &LineIndex,
    inbound: &Inbound,
) -> (Vec<CodeHit>, Links) {
    let mut a = Analysis::new(m, src, lines, lang, rules, &inbound.returns);
    // The top level first: its constants are every function's globals. Its constants written
    // out are known from the start, to the callbacks it hands on as it runs
    // (`app.get("/", (req, res) => res.send(esc(req.query.q)))` with `esc` reading `ENTITIES`).
    a.globals = a.written_constants();
    a.opaque_stores = stores_changed_whole(m, a.models);
    a.fill_request_stores();
    let top = a.function(0, None);
    a.globals = top.env;
    a.note_class_attrs();
    // What helpers returned while the top level ran saw its variables as they were then.
    a.forget_memos();
    if a.models.has(Behaviour::ConstructorSeedsFields) {
        a.seed_fields();
    }
    // (A comprehension's function runs where it is written, with its items: alone only where
    // it never ran so, in a class body or a decorator's arguments.)
    for i in (1..m.funcs.len()).filter(|&i| !m.funcs[i].takes_items()) {
        a.function(i, None);
    }
    a.run_again_for_stores();
    let not_in_place: Vec<usize> =
        (1..m.funcs.len()).filter(|&i| m.funcs[i].takes_items() && !a.ran_in_place.contains(&i)).collect();
    for i in not_in_place {
        a.function(i, None);
    }
    // Helpers no analysed call reached: judged standalone after all, with unknown parameters.
    let unresolved = |f: usize| {
        a.taken_helpers.contains(&f) || a.methods_called.contains(&f) && a.unresolved_methods.contains(&m.funcs[f].name)
    };
    let mut unrun: Vec<usize> = a
        .called
        .union(&a.methods_called)
        .copied()
        .filter(|&f| (!a.ran_with_args.contains(&f) || unresolved(f)) && !a.is_view(f))
        .collect();
    unrun.sort_unstable();
    a.unknown_callers = true;
    for i in unrun {
        a.function(i, None);
    }
    a.unknown_callers = false;
    let returns = a.returns_whatever_given();
    for e in &inbound.entries {
        a.entry(e);
    }
    let mut hits: Vec<CodeHit> = a.hits.into_values().collect();
    hits.sort_by_key(|h| (h.start_line, h.rule));
    (hits, Links { escapes: a.escapes, calls: a.calls_out, returns })
}

impl Analysis<'_> {
    /// Where the file stores in objects that live as long as a request (`ctx.state.sort = col`,
    /// `c.Set("next", v)`, a middleware's `req.trade = ..`): the top level and every function
    /// run once beforehand, their findings dropped, so that a handler run before its
    /// middleware reads what the middleware stored, checked or not (a finding made on what was
    /// not yet known would stay).
    fn fill_request_stores(&mut self) {
        let words = [Word::RequestStore, Word::ContextType, Word::ContextMaker, Word::TypedInsert];
        // (Each part of a name, a pattern's: `*.extensions_mut.insert`.)
        let named = |w: &Word| {
            self.models.names(*w).any(|n| n.split('.').filter(|s| *s != "*").all(|part| self.src.contains(part)))
        };
        let on_request = |f: &Function| {
            f.params.iter().any(|p| self.models.is(Word::RequestParam, &p.name) && assigns_name(&f.body, &p.name, true))
        };
        if !words.iter().any(named) && !self.m.funcs.iter().any(on_request) {
            return;
        }
        let (hits, built, escapes, calls) =
            (self.hits.clone(), self.built_hits.len(), self.escapes.len(), self.calls_out.len());
        let constants = self.globals.clone();
        // The top level too: the handlers it hands to a router run there.
        self.globals = self.function(0, None).env;
        for i in (1..self.m.funcs.len()).filter(|&i| !self.m.funcs[i].takes_items()) {
            self.function(i, None);
        }
        self.globals = constants;
        self.hits = hits;
        self.built_hits.truncate(built);
        self.escapes.truncate(escapes);
        self.calls_out.truncate(calls);
        self.forget_memos();
    }

    /// Forgets what calls of this file's functions gave: they are run again where called.
    fn forget_memos(&mut self) {
        self.memo.clear();
        self.memo_this.clear();
        self.memo_succeeded.clear();
        self.memo_exits.clear();
    }

    /// The methods of a class whose methods store request data in the object's fields, again:
    /// each now reads what the others store (`self.q` set by `load`, run by `execute`); and
    /// where a function stored request data on a shared object (a middleware's `g.ctx`) or sent
    /// on a Go channel, every function again, until the shared stores no longer grow (a store
    /// made of another store),
    /// at most [`SHARED_ROUNDS`] times (the bound is not reported, as the class fields' is not).
    fn run_again_for_stores(&mut self) {
        for _ in 0..SHARED_ROUNDS {
            if self.class_fields.is_empty() && self.shared.is_empty() {
                return;
            }
            let before = self.shared.clone();
            let shared = !before.is_empty();
            // What helpers returned before a shared store was known read it as unknown.
            if shared {
                self.forget_memos();
            }
            for i in 1..self.m.funcs.len() {
                if shared || self.m.funcs[i].class.as_ref().is_some_and(|c| self.class_fields.contains_key(c)) {
                    self.function(i, None);
                }
            }
            if self.shared == before {
                return;
            }
        }
    }
}

/// Whether the file changes an object the models say lives as long as a request otherwise than
/// by setting a field of it: handed to a call (`Object.assign(ctx.state, ctx.query)`), held by
/// another name (`const st = ctx.state`), indexed (`ctx.state[k] = v`) or replaced
/// (`ctx.state = {..}`).
fn stores_changed_whole(m: &Module, models: &Models) -> bool {
    let store = |e: &Expr| e.dotted().is_some_and(|d| models.is(Word::RequestStore, &d));
    let mut found = false;
    for f in &m.funcs {
        f.each_expr(&mut |e| {
            if let ExprKind::Call(c) = &e.kind {
                found |= c.args.iter().any(store);
            }
        });
        found |= assigns_store(&f.body, &store);
    }
    found
}

/// Whether the statements (their blocks too) assign a store whole, index it, or copy it to
/// another name ([`stores_changed_whole`]).
fn assigns_store(stmts: &[Stmt], store: &impl Fn(&Expr) -> bool) -> bool {
    stmts.iter().any(|s| {
        let here = match &s.kind {
            StmtKind::Assign { targets, value, .. } => {
                let indexed = |t: &Expr| matches!(&t.kind, ExprKind::Index(o, _) if store(o));
                store(value) || targets.iter().any(|t| store(t) || indexed(t))
            }
            _ => false,
        };
        here || s.blocks().into_iter().any(|b| assigns_store(b, store))
    })
}

/// Runs of every function while what the file's functions store on shared objects grows.
const SHARED_ROUNDS: usize = 3;

/// Functions by name (`helper`) and methods by `Class.method`.
fn functions_by_name(m: &Module) -> HashMap<String, Vec<usize>> {
    let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
    for (i, f) in m.funcs.iter().enumerate().skip(1) {
        if f.name.is_empty() || f.name == LAMBDA {
            continue;
        }
        let key = match &f.class {
            Some(c) => format!("{c}.{}", f.name),
            None => f.name.clone(),
        };
        by_name.entry(key).or_default().push(i);
    }
    by_name
}

impl<'a> Analysis<'a> {
    fn new(
        m: &'a Module,
        src: &'a str,
        lines: &'a LineIndex,
        lang: Lang,
        rules: &'a CodeRules,
        imported: &'a [(String, Carried)],
    ) -> Analysis<'a> {
        let (called, methods_called, taken_helpers) = called_here(m, rules.models_of(lang));
        Analysis {
            m,
            src,
            lang,
            rules,
            lines,
            sources: rules.sources_of(lang),
            models: rules.models_of(lang),
            globals: Env::new(),
            by_name: functions_by_name(m),
            called,
            methods_called,
            unresolved_methods: HashSet::new(),
            taken_helpers,
            ran_with_args: HashSet::new(),
            ran_in_place: HashSet::new(),
            under_helper: false,
            assigned_later: Vec::new(),
            closure_run: false,
            closure_envs: HashMap::new(),
            assigners: std::cell::OnceCell::new(),
            unknown_callers: false,
            class_seeds: HashMap::new(),
            class_attrs: HashMap::new(),
            memo: HashMap::new(),
            memo_this: HashMap::new(),
            succeeded_at: HashMap::new(),
            memo_succeeded: HashMap::new(),
            classes: file_classes(m).map(str::to_string).collect(),
            single_methods: single_methods(m),
            subclasses: std::cell::OnceCell::new(),
            accessor: None,
            accessors: accessor_names(m),
            attr_calls: 0,
            class_fields: HashMap::new(),
            shared: HashMap::new(),
            receivers: Vec::new(),
            params_end: Vec::new(),
            finished_params: None,
            rebound_params: Vec::new(),
            imported,
            calls_out: Vec::new(),
            standalone_returns: HashMap::new(),
            active: Vec::new(),
            returns: Vec::new(),
            loops: Vec::new(),
            hits: HashMap::new(),
            returns_json: handler::returns_json(m, rules.models_of(lang), src),
            has_call_rules: rules.has_call_rules(lang),
            error_last: rules.models_of(lang).has(Behaviour::ErrorLastResult),
            in_dead_code: false,
            has_assign_rules: !rules.assign_rules(lang).is_empty(),
            has_build_rules: !rules.build_rules(lang).is_empty(),
            built_hits: Vec::new(),
            escapes: Vec::new(),
            in_dispatch: false,
            assigning: None,
            assign_target: None,
            unless_checked: Vec::new(),
            exits: Vec::new(),
            finished_exits: None,
            memo_exits: HashMap::new(),
            call_exits: HashMap::new(),
            filled: HashSet::new(),
            opaque_stores: false,
            supposing: None,
            kept_var: None,
            chars_only: false,
        }
    }

    /// This file's functions (and methods, with their class) that return request data
    /// analysed standalone, whatever their arguments, with a description of the data.
    fn returns_whatever_given(&self) -> Vec<(String, Option<String>, Carried)> {
        let mut returns = Vec::new();
        for (i, f) in self.m.funcs.iter().enumerate().skip(1) {
            if let Some(label) = self.standalone_returns.get(&i)
                && !self.is_view(i)
                && !f.name.is_empty()
                && f.name != LAMBDA
                && returns.len() < MAX_ESCAPES
            {
                returns.push((f.name.clone(), f.class.clone(), Carried::of(label)));
            }
        }
        returns
    }

    /// Analyses the functions another file's call reaches with the arguments it gives them.
    fn entry(&mut self, e: &Entry) {
        let m = self.m;
        for fid in 1..m.funcs.len() {
            let f = &m.funcs[fid];
            if f.name != e.func || f.class != e.class {
                continue;
            }
            let mut args: Vec<Val> = Vec::new();
            if f.params.first().is_some_and(|p| declared_receiver(&p.name)) {
                args.push(Val::unknown());
            }
            args.extend(e.args.iter().map(|t| match t {
                Some(c) => Val {
                    taint: Some(c.taint()),
                    nonconst: true,
                    checked: c.escaped != 0,
                    against: Some(c.escaped),
                    starts: DATA_FIRST,
                    ..Val::default()
                },
                None => Val::unknown(),
            }));
            self.function(fid, Some(&args));
        }
    }
}

impl<'a> Analysis<'a> {
    /// Analyses function `fid` with `args` (or, standalone, with what its parameters can be);
    /// returns the state at its end and records what it returns.
    fn function(&mut self, fid: usize, args: Option<&[Val]>) -> State {
        self.function_in(fid, args, Env::new())
    }

    /// A function's parameters: what its call gives (or their defaults), else what they hold
    /// standalone; a helper's unknown ones come from its callers.
    fn bind_params(&mut self, st: &mut State, f: &Function, args: Option<&[Val]>, (view, helper): (bool, bool)) {
        for (i, p) in f.params.iter().enumerate() {
            let v = match args {
                Some(a) => match a.get(i) {
                    Some(v) => v.clone(),
                    None => match &p.default {
                        Some(d) => self.eval(st, d),
                        None => Val::unknown(),
                    },
                },
                None => self.param_value(f, i, view, st),
            };
            // (An object of a class of this file, `opts: ListingOptions`, keeps its class and
            // the constants known of its fields.)
            let unknown = Val { origin: None, parts: None, ..v.clone() } == Val::unknown();
            let v = if helper && unknown { Val { origin: v.origin, parts: v.parts, ..Val::from_callers() } } else { v };
            st.env.insert(p.name.clone(), v);
        }
    }

    /// [`Self::function`] starting from the variables `outer` it can see (a closure's).
    fn function_in(&mut self, fid: usize, args: Option<&[Val]>, outer: Env) -> State {
        let m = self.m;
        let f = &m.funcs[fid];
        let mut st = State::live();
        let view = self.is_view(fid);
        let later = self.assigned_later_around(fid, args.is_none() && !view);
        st.env = outer;
        // A helper another function of the file calls, run standalone: what its parameters
        // hold is decided at its call sites, each analysed with the values it gives (one that
        // no analysed call reached is run again at the end, its parameters unknown).
        let helper = args.is_none()
            && !view
            && !self.unknown_callers
            && (self.called.contains(&fid) || self.methods_called.contains(&fid));
        if args.is_some() && !self.under_helper {
            self.ran_with_args.insert(fid);
        }
        let outer_helper = self.under_helper;
        if self.active.is_empty() {
            self.under_helper = helper;
        }
        self.bind_params(&mut st, f, args, (view, helper));
        self.assigned_later.push(later);
        self.active.push(fid);
        self.returns.push(Returned::default());
        self.receivers.push(None);
        self.enter_params(f, args.is_some());
        self.exits.push(args.is_some().then(Exits::default));
        let loops = std::mem::take(&mut self.loops);
        if args.is_none() {
            self.run_declared_checks(&mut st, f, view);
        }
        self.block(&mut st, &f.body);
        if let Some(v) = &f.value {
            let r = self.eval_returned(&mut st, v, v.span);
            self.record_return(&mut st, Some(v), r);
        } else if st.live {
            // Falling off the end returns nothing.
            self.note_exit(&st, None, &Val::konst(Lit::Null));
        }
        if st.live {
            self.record_end(&st);
        }
        self.loops = loops;
        self.under_helper = outer_helper;
        self.assigned_later.pop();
        self.active.pop();
        let Returned { all: ret, succeeded } = self.returns.pop().unwrap_or_default();
        let this = self.receivers.pop().flatten();
        self.finished_params = self.params_end.pop();
        self.rebound_params.pop();
        self.finished_exits = self.exits.pop().flatten();
        if args.is_none()
            && self.active.is_empty()
            && let Some(t) = ret.as_ref().and_then(|r| r.flat().taint)
        {
            self.standalone_returns.insert(fid, t);
        }
        if args.is_some() {
            st.env.insert(RETURN.into(), ret.unwrap_or_default());
            st.env.insert(SUCCEEDED.into(), succeeded.unwrap_or_default());
            if let Some(t) = this {
                st.env.insert(RECEIVER.into(), t);
            }
        }
        st
    }

    /// For a function written inline run standalone (`alone`, and not by [`Self::closure`]),
    /// inside another named one (which runs it where it is written, not at the top level): the
    /// names the innermost such function assigns after it.
    fn assigned_later_around(&mut self, fid: usize, alone: bool) -> Option<HashSet<String>> {
        let closure_run = std::mem::take(&mut self.closure_run);
        let f = self.m.funcs.get(fid).filter(|f| alone && !closure_run && f.name == LAMBDA)?;
        let named = |g: &Function| !g.name.is_empty() && g.name != LAMBDA && g.span != f.span;
        let outer = super::innermost_function(self.m, f.span, &named)?;
        Some(assigned_after(&outer.body, f.span.end))
    }

    /// For a function run for a call (`called`): which parameters it binds anew (`p = ..`, `for
    /// p in ..`), and which it keeps as the caller's container ([`Self::params_end`]).
    fn enter_params(&mut self, f: &Function, called: bool) {
        let mut bound = HashSet::new();
        if called {
            rebound(&f.body, &mut bound);
        }
        let lang = self.lang;
        let kept = |p: &Param| {
            let shared = !bound.contains(p.name.as_str()) && shares_container(lang, p.ty.as_deref());
            (called && shared).then(Val::default)
        };
        self.params_end.push(f.params.iter().map(kept).collect());
        self.rebound_params.push(f.params.iter().map(|p| bound.contains(p.name.as_str())).collect());
    }

    /// The attributes each class's body sets to a value known without running anything, save
    /// those a method of the class also assigns (`self.TOOL = ..`).
    fn note_class_attrs(&mut self) {
        let m = self.m;
        // (A field any function sets on any object, where literals give them too: Go's `h.f = ..`.)
        let mut anywhere = HashSet::new();
        if self.models.has(Behaviour::LiteralsSetFields) {
            for f in &m.funcs {
                any_fields_assigned(m, &f.body, &mut anywhere);
            }
        }
        for (class, attrs) in &m.class_attrs {
            let mut assigned = HashSet::new();
            for f in m.funcs.iter().filter(|f| f.class.as_ref() == Some(class)) {
                fields_assigned(m, &f.body, &mut assigned);
            }
            let st = State::live();
            let mut known: std::collections::BTreeMap<String, Option<Val>> = std::collections::BTreeMap::new();
            let set_elsewhere = |n: &str| assigned.contains(n) || anywhere.contains(n);
            for (name, e) in attrs.iter().filter(|(name, _)| !set_elsewhere(name.as_str())) {
                let made = |a: &mut Self| {
                    a.attr_calls += 1;
                    (a.attr_calls <= MAX_ATTR_CALLS).then(|| a.made_of_constants(e)).flatten()
                };
                let v = self.pure(&st, e).or_else(|| made(self)).filter(|v| !v.nonconst);
                // Every value given the field known, or none.
                let joined = match known.remove(name) {
                    None => v,
                    Some(old) => old.zip(v).map(|(a, b)| a.join(&b)).filter(|v| !v.nonconst),
                };
                known.insert(name.clone(), joined);
            }
            let known: std::collections::BTreeMap<String, Val> =
                known.into_iter().filter_map(|(k, v)| Some((k, v?))).collect();
            if !known.is_empty() {
                self.class_attrs.insert(class.clone(), known);
            }
        }
    }

    /// What a library call given constants makes (`regexp.MustCompile("^[0-9]+$")`), evaluated
    /// on its own.
    fn made_of_constants(&mut self, e: &Expr) -> Option<Val> {
        let ExprKind::Call(c) = &e.kind else { return None };
        let mut st = State::live();
        let constants = c
            .args
            .iter()
            .chain(c.kwargs.iter().map(|(_, a)| a))
            .all(|a| self.pure(&st, a).is_some_and(|v| v.konst.is_some() && !v.nonconst));
        if !constants || c.func.dotted().is_none_or(|d| self.by_name.contains_key(&d)) {
            return None;
        }
        // (Only its value: what rules say of the call they say where it runs, if it does.)
        let (hits, built) = (self.hits.clone(), self.built_hits.len());
        let v = self.eval(&mut st, e);
        self.hits = hits;
        self.built_hits.truncate(built);
        Some(v)
    }

    fn lookup(&self, st: &State, name: &str) -> Option<Val> {
        if let Some(v) = st.env.get(name) {
            return Some(v.clone());
        }
        // A module variable, or a shared object, with what any function stored in it.
        let shared = self.shared.get(name);
        if let Some(v) = self.globals.get(name) {
            let v = shared.map_or_else(|| v.clone(), |s| v.join(s));
            return Some(self.with_shared_fields(name, v));
        }
        if let Some(s) = shared {
            return Some(s.clone());
        }
        // `obj.field` known only in the object's own record of its fields (a Python object
        // made in this file, `self.items` in its methods).
        let (obj, field) = name.rsplit_once('.')?;
        self.lookup(st, obj)?.parts?.keys.get(field).cloned()
    }

    /// A module's object with what functions stored in its fields (`nightly.dest = ..` in a
    /// handler): each field joined with its shared store.
    fn with_shared_fields(&self, name: &str, mut v: Val) -> Val {
        if self.shared.is_empty() || v.parts.is_none() {
            return v;
        }
        let prefix = format!("{name}.");
        for (k, s) in &self.shared {
            let Some(field) = k.strip_prefix(&prefix).filter(|f| !f.contains('.')) else { continue };
            if let Some(p) = v.parts.as_mut() {
                let joined = p.keys.get(field).map_or_else(|| s.clone(), |old| old.join(s));
                p.keys.insert(field.to_string(), joined);
            }
        }
        v
    }

    /// The value of a name or chain that is a request source.
    fn source_of(&self, chain: &str) -> Option<Val> {
        let resolved = self.resolve(chain);
        self.sources
            .iter()
            .find(|s| source_matches(s, chain) || source_matches(s, &resolved))
            .map(|s| Val::tainted(s.trim_start_matches("*.")))
    }

    /// Whether a declared type holds no text (the models' `numeric_type`): the one word left
    /// past references, `mut`, lifetimes and modifiers (`&'a mut u64`, `final long`), or the
    /// last word after annotations (`@PathParam("id") long`); never a type of this file of the
    /// same name (`struct Uuid(String)`), nor a function type (`func(string) bool`).
    fn numeric_typed(&self, ty: &str) -> bool {
        let ty = ty.trim();
        let mut words = ty.split(|c: char| c.is_whitespace() || c == '&').filter(|w| !w.is_empty());
        let word = match ty.starts_with('@') {
            true => words.next_back(),
            false => {
                let mut kept = words.filter(|w| !w.starts_with('\'') && !matches!(*w, "mut" | "final" | "const"));
                kept.next().filter(|_| kept.next().is_none())
            }
        };
        word.is_some_and(|t| !self.classes.contains(t) && self.models.is(Word::NumericType, t))
    }

    /// Whether a parameter is declared with a type that holds no text ([`Self::numeric_typed`]).
    fn numeric_param(&self, p: &Param) -> bool {
        p.ty.as_deref().is_some_and(|t| self.numeric_typed(t))
    }

    /// Whether `name` is a parameter of the function being analysed.
    fn is_param(&self, name: &str) -> bool {
        self.active.last().is_some_and(|f| self.m.funcs[*f].params.iter().any(|p| p.name == name))
    }

    /// A dotted name with its first part resolved through the imports.
    fn resolve(&self, chain: &str) -> String {
        self.m.resolve(chain)
    }

    /// A function written inline (a callback) is also analysed where it is written, seeing the
    /// variables of the code around it (it runs standalone too, without them); once per set of
    /// facts about those variables.
    fn closure(&mut self, st: &State, fid: usize) {
        if self.active.len() >= call::MAX_CALL_DEPTH || self.active.contains(&fid) {
            return;
        }
        let key = (fid, format!("closure {}", env_key(&st.env)));
        // (Noted before the memo: the last place it was written is the one a call sees.)
        self.note_closure_env(st, fid);
        if self.memo.contains_key(&key) {
            return;
        }
        self.memo.insert(key, Val::unknown());
        self.closure_run = true;
        self.function_in(fid, None, st.env.clone());
    }

    /// Keeps what function `fid`, written inline here, sees of the code around it, for a call
    /// made elsewhere: only values of no parts (an object's fields may change before the call),
    /// and not the names the enclosing function assigns after it, nor those any other function
    /// assigns (the callback itself, a nested one, another caller).
    fn note_closure_env(&mut self, st: &State, fid: usize) {
        let m = self.m;
        let f = &m.funcs[fid];
        // (A nested function with a name is called by it, where it is seen.)
        if f.name != LAMBDA {
            return;
        }
        let around = super::innermost_function(m, f.span, &|g: &Function| g.span != f.span);
        let later = around.map(|o| assigned_after(&o.body, f.span.end)).unwrap_or_default();
        let around = around.and_then(|o| m.funcs.iter().position(|g| g.span == o.span));
        let kept =
            |(n, v): &(&String, &Val)| v.parts.is_none() && !later.contains(*n) && !self.assigned_elsewhere(n, around);
        let env: Env = st.env.iter().filter(kept).map(|(n, v)| (n.clone(), v.clone())).collect();
        self.closure_envs.insert(fid, env);
    }

    /// Whether a function other than `here` (and the top level, followed as it runs) assigns
    /// the variable `name` or a field of it: a value read of it may be another by then.
    pub(super) fn assigned_elsewhere(&self, name: &str, here: Option<usize>) -> bool {
        let index = self.assigners.get_or_init(|| assigners(self.m));
        index.get(name).is_some_and(|fs| fs.iter().any(|f| *f != 0 && Some(*f) != here))
    }

    /// The name of the function being analysed; for a function written inline (a callback, a
    /// comprehension), the name of the function it is written in.
    fn current_name(&self) -> &str {
        let mut names = self.active.iter().rev().map(|f| self.m.funcs[*f].name.as_str());
        let innermost = names.clone().next().unwrap_or("");
        names.find(|n| *n != LAMBDA).unwrap_or(innermost)
    }

    /// Whether the function being analysed is a web handler (or runs inside one's analysis).
    fn in_view(&self) -> bool {
        self.active.iter().any(|f| self.is_view(*f))
    }

    /// The top level's variables assigned once a constant written out (`ENTITIES = {"<":
    /// "&lt;"}`, `BASE = "/srv"`): literals, and lists and dicts of them.
    fn written_constants(&mut self) -> Env {
        // Also kept whole by a function (not a method of a value) the models know keeps its
        // one argument (`Object.freeze({..})`).
        fn written(e: &Expr, same: &dyn Fn(&Call) -> bool) -> bool {
            match &e.kind {
                ExprKind::Lit(_) => true,
                ExprKind::Unary(_, v) => written(v, same),
                ExprKind::List(items) | ExprKind::Tuple(items) => items.iter().all(|i| written(i, same)),
                ExprKind::Dict(pairs) => {
                    pairs.iter().all(|(k, v)| k.as_ref().is_some_and(|k| written(k, same)) && written(v, same))
                }
                ExprKind::Call(c) => {
                    let own = (0..c.kwargs.len()).all(|i| syntax::copied_keyword(c, i));
                    matches!(&c.args[..], [one] if written(one, same)) && own && same(c)
                }
                _ => false,
            }
        }
        let st0 = State::live();
        // A function, or a static one of a class or module (`Object.freeze`), not a method.
        let function = |c: &Call| match &c.func.kind {
            ExprKind::Name(_) => true,
            ExprKind::Attr(o, _) => matches!(&o.kind, ExprKind::Name(n)
                if n.starts_with(|ch: char| ch.is_ascii_uppercase()) || self.m.imports.contains_key(n)),
            _ => false,
        };
        let same = |c: &Call| !c.new && function(c) && self.keeps_same(&st0, c);
        // A method that only reads its container (`SORT.get(k)`, `NAMES.includes(n)`) leaves it.
        let models = self.models;
        let reads_only = |method: &str| {
            let m = models.call(&[format!("*.{method}")]);
            matches!(models.container(method), Some(ContainerOp::Get | ContainerOp::GetEntry))
                || m.predicate
                || m.pure.is_some()
        };
        let (assigned, handed) = changed_names(self.m, &reads_only);
        let m = self.m;
        let top = m.funcs.first().map_or(&[][..], |f| &f.body[..]);
        let constants: Vec<(&String, &Expr)> = top
            .iter()
            .filter_map(|s| match &s.kind {
                StmtKind::Assign { targets, value, op: None } => match targets.as_slice() {
                    [Expr { kind: ExprKind::Name(n), .. }] => Some((n, value)),
                    _ => None,
                },
                _ => None,
            })
            .filter(|(n, value)| {
                assigned.get(n.as_str()) == Some(&1)
                    && written(value, &same)
                    // A container handed to a call or a method of its own may change.
                    && (matches!(value.kind, ExprKind::Lit(_) | ExprKind::Unary(..)) || !handed.contains(n.as_str()))
            })
            .collect();
        let mut st = State::live();
        for (n, value) in constants {
            let v = self.eval(&mut st, value);
            st.env.insert(n.clone(), v);
        }
        st.env
    }

    /// Whether a class of this file defines the method.
    pub(super) fn defines(&self, class: &str, method: &str) -> bool {
        self.classes.contains(class) && self.by_name.contains_key(&format!("{class}.{method}"))
    }

    /// Whether function `fid` is a web handler: a route decorator says so, or a first
    /// parameter named for the request in a function the file does not call itself (a helper
    /// given the request, `safe_next(request)`, is analysed with its caller's values).
    fn is_view(&self, fid: usize) -> bool {
        let own_class = |c: &str| self.lang == Lang::Python && self.classes.contains(c);
        self.m.funcs.get(fid).is_some_and(|f| is_view(self.models, f, self.called.contains(&fid), own_class))
    }
}

/// In every function of `m`: how often each name is assigned, itself or at a key or field
/// (`M = ..`, `M["<"] = ..`, `M.x = ..`), and the names handed to a call or called a method
/// of (`Object.assign(M, ..)`, `M.update(..)`).
/// The names each function assigns, with how often, and those handed to a call or whose method
/// is called, but for a method `reads_only` says leaves its object.
fn changed_names<'m>(m: &'m Module, reads_only: &dyn Fn(&str) -> bool) -> (HashMap<&'m str, usize>, HashSet<&'m str>) {
    fn base(e: &Expr) -> Option<&str> {
        match &e.kind {
            ExprKind::Name(n) => Some(n),
            ExprKind::Index(o, _) | ExprKind::Attr(o, _) => base(o),
            _ => None,
        }
    }
    let (mut assigned, mut handed): (HashMap<&str, usize>, HashSet<&str>) = Default::default();
    fn stmts<'m>(body: &'m [Stmt], assigned: &mut HashMap<&'m str, usize>) {
        for s in body {
            if let StmtKind::Assign { targets, .. } = &s.kind {
                for n in targets.iter().filter_map(base) {
                    *assigned.entry(n).or_default() += 1;
                }
            }
            for b in s.blocks() {
                stmts(b, assigned);
            }
        }
    }
    let note = |handed: &mut HashSet<&'m str>, e: &'m Expr| {
        if let ExprKind::Call(c) = &e.kind {
            let receiver = match &c.func.kind {
                ExprKind::Attr(o, method) if !reads_only(method) => Some(&**o),
                _ => None,
            };
            for a in c.args.iter().chain(receiver) {
                if let ExprKind::Name(n) = &a.kind {
                    handed.insert(n);
                }
            }
        }
    };
    for f in &m.funcs {
        stmts(&f.body, &mut assigned);
        f.each_expr(&mut |e| note(&mut handed, e));
    }
    (assigned, handed)
}

/// How a function of the file is called by another: by its name (`helper(request)`, a
/// method of the class too where the language calls them so), as a method of the object itself
/// (`self.helper(request)`, `this.helper(req)`), or as a method of an object of the file's
/// classes the function holds (`this.repo.find(id)`, `repo.find(id)` of a `Repo repo`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum CalledAs {
    Name,
    OwnMethod,
    HeldObject,
    /// On a variable of the top level assigned an object of one of the file's classes
    /// (`leases = new LeaseService(..)`; `leases.find(q)`).
    MadeAtTop,
}

/// Calls of the functions of `m` and the methods taken as values (`tools.ping` handed on,
/// bound or put in a map), by name.
struct CallsHere<'m> {
    /// Each name called, how, and (up to two of) its callers.
    calls: HashMap<(&'m str, CalledAs), Vec<usize>>,
    /// Where a call's function is written: a name or attribute there is called, not taken.
    called_at: HashSet<(usize, usize)>,
    /// Names and attributes read as values (`tools.ping` bound or put in a map, `ping` in a
    /// table of functions), not called there.
    taken: HashSet<&'m str>,
    /// The variables of the top level assigned an object of one of the file's classes.
    made_at_top: HashSet<&'m str>,
    /// Whether a method is called by a name the program computes (`getattr(tools, op)(..)`,
    /// `tools[op](..)`): which object's methods it reaches is not known.
    dynamic: bool,
    /// The language's models: a function handed to a call they say runs it on what it is
    /// given (a `map` or `dispatch` model's, [`run_by_models`]) is called there by the caller.
    models: &'m Models,
    /// The names handed so.
    handed: HashSet<&'m str>,
    /// Method references (`Svc::render`, the function calling it on its item) handed to a call
    /// the models say runs them: the method is called there, not taken.
    run_refs: HashSet<usize>,
}

impl<'m> CallsHere<'m> {
    fn note(&mut self, m: &'m Module, classes: &HashSet<&str>, caller: usize, e: &'m Expr) {
        self.note_taken(m, e, caller);
        let computed = |k: &Expr| !matches!(k.kind, ExprKind::Lit(_));
        // A method of an object read by a computed name (`tools[op]`), called there or later.
        if let ExprKind::Index(obj, k) = &e.kind
            && computed(k)
            && (held_object(m, classes, obj) || self.made_at_top_name(obj))
        {
            self.dynamic = true;
        }
        let ExprKind::Call(c) = &e.kind else { return };
        self.called_at.insert((c.func.span.start, c.func.span.end));
        self.dynamic |= match &c.func.kind {
            ExprKind::Index(_, k) => computed(k),
            ExprKind::Name(n) => n == "getattr" && c.args.get(1).is_some_and(computed) || n == "globals" || n == "vars",
            _ => false,
        };
        let key = match &c.func.kind {
            ExprKind::Name(n) => (n.as_str(), CalledAs::Name),
            ExprKind::Attr(obj, n) if matches!(&obj.kind, ExprKind::Name(o) if o == SELF || o == "this") => {
                (n.as_str(), CalledAs::OwnMethod)
            }
            // Not a method reference (`service::handle`, called on each item it is given): a
            // callback handed on, called by what it is handed to.
            ExprKind::Attr(obj, n) if matches!(c.args.as_slice(), [a] if matches!(&a.kind, ExprKind::Name(i) if i == ITEM)) =>
            {
                if !self.run_refs.contains(&caller) {
                    self.taken.insert(n.as_str());
                    return;
                }
                match &obj.kind {
                    ExprKind::Name(o) if o == SELF || o == "this" => (n.as_str(), CalledAs::OwnMethod),
                    _ => (n.as_str(), CalledAs::Name),
                }
            }
            ExprKind::Attr(obj, n) if held_object(m, classes, obj) => (n.as_str(), CalledAs::HeldObject),
            ExprKind::Attr(obj, n) if self.made_at_top_name(obj) => (n.as_str(), CalledAs::MadeAtTop),
            _ => return,
        };
        self.add_caller(key, caller);
    }

    /// `caller` among the (up to two) callers of a name called so.
    fn add_caller(&mut self, key: (&'m str, CalledAs), caller: usize) {
        let callers = self.calls.entry(key).or_default();
        if callers.len() < 2 && !callers.contains(&caller) {
            callers.push(caller);
        }
    }

    /// An attribute read as a value, not called there (`tools.ping` bound or put in a map), and
    /// a function's name handed to a call or put in a container (`{"ping": ping}`); one handed
    /// to a call that runs it ([`run_by_models`]) is called by `caller`.
    fn note_taken(&mut self, m: &Module, e: &'m Expr, caller: usize) {
        let run: Vec<&Expr> = match &e.kind {
            ExprKind::Call(c) => run_by_models(m, self.models, c),
            _ => Vec::new(),
        };
        let held: &mut dyn Iterator<Item = &'m Expr> = match &e.kind {
            ExprKind::Attr(_, n) => {
                if !self.called_at.contains(&(e.span.start, e.span.end)) {
                    self.taken.insert(n.as_str());
                }
                return;
            }
            ExprKind::Call(c) => &mut c.args.iter().chain(c.kwargs.iter().map(|(_, a)| a)),
            ExprKind::Dict(pairs) => &mut pairs.iter().map(|(_, v)| v),
            ExprKind::List(items) | ExprKind::Tuple(items) => &mut items.iter(),
            _ => return,
        };
        for h in held {
            let ExprKind::Name(n) = &h.kind else { continue };
            // Handed to a call that runs it (`map(send, jobs)`): called by the caller (see
            // `called_here` for what keeps it taken).
            if run.iter().any(|f| std::ptr::eq(*f, h)) {
                self.handed.insert(n.as_str());
                self.add_caller((n.as_str(), CalledAs::Name), caller);
            } else {
                self.taken.insert(n.as_str());
            }
        }
    }

    /// Whether an expression is a variable the top level assigned an object of the file's classes.
    fn made_at_top_name(&self, obj: &Expr) -> bool {
        matches!(&obj.kind, ExprKind::Name(o) if self.made_at_top.contains(o.as_str()))
    }

    /// The variables the top level assigns an object of one of the file's classes
    /// (`x = Tools()`, `const x = new Tools()`).
    fn note_made_at_top(&mut self, classes: &HashSet<&str>, top: &'m [Stmt]) {
        for s in top {
            let StmtKind::Assign { targets, value, .. } = &s.kind else { continue };
            let ExprKind::Call(c) = &value.kind else { continue };
            if !c.func.dotted().is_some_and(|d| classes.contains(d.as_str())) {
                continue;
            }
            for t in targets {
                if let ExprKind::Name(n) = &t.kind {
                    self.made_at_top.insert(n.as_str());
                }
            }
        }
    }

    fn by_other(&self, key: (&str, CalledAs), fid: usize) -> bool {
        self.calls.get(&key).is_some_and(|c| c.iter().any(|c| *c != fid))
    }
}

/// The names of the file's getters, and of its setters.
fn accessor_names(m: &Module) -> call::Accessors {
    let names = |is: fn(&Function) -> bool| m.funcs.iter().filter(|f| is(f)).map(|f| f.name.clone()).collect();
    call::Accessors { getters: names(Function::is_getter), setters: names(Function::is_setter) }
}

/// The classes of `m` a call can reach: those with methods, and records that only declare
/// their fields (a dataclass).
fn file_classes(m: &Module) -> impl Iterator<Item = &str> {
    m.funcs.iter().filter_map(|f| f.class.as_deref()).chain(m.records.iter().map(String::as_str))
}

/// An object a function holds: a field of its own object (`self.repo`, `this.printer`: its
/// class not known here), or a variable or field declared with one of the file's classes.
fn held_object(m: &Module, classes: &HashSet<&str>, obj: &Expr) -> bool {
    match &obj.kind {
        ExprKind::Attr(o, _) => matches!(&o.kind, ExprKind::Name(n) if receiver_name(n)),
        ExprKind::Name(n) => m.declared.get(n).is_some_and(|ds| ds.iter().any(|(_, c)| classes.contains(c.as_str()))),
        _ => false,
    }
}

/// The functions of `m` another function of the file calls by name or as a method of the
/// object itself (helpers, not web handlers); and, where no method is called by a computed
/// name, the methods of its classes called by that name on an object a function holds or the
/// top level made, and never taken as a value (helpers unless they are web handlers; run again
/// with unknown parameters where a call of that name was not resolved).
fn called_here(m: &Module, models: &Models) -> (HashSet<usize>, HashSet<usize>, HashSet<usize>) {
    let classes: HashSet<&str> = file_classes(m).collect();
    let mut here = CallsHere {
        calls: HashMap::new(),
        called_at: HashSet::new(),
        taken: HashSet::new(),
        made_at_top: HashSet::new(),
        dynamic: false,
        models,
        handed: HashSet::new(),
        run_refs: HashSet::new(),
    };
    // The method references handed to a call that runs them (`xs.map(Svc::render)`).
    for f in &m.funcs {
        let mut note_refs = |e: &Expr| {
            if let ExprKind::Call(c) = &e.kind {
                for h in run_by_models(m, models, c) {
                    if let ExprKind::Lambda(id) = &h.kind
                        && m.funcs[*id].name == LAMBDA
                        && matches!(m.funcs[*id].params.as_slice(), [p] if p.name == ITEM)
                    {
                        here.run_refs.insert(*id);
                    }
                }
            }
        };
        f.each_expr(&mut note_refs);
    }
    if let Some(top) = m.funcs.first() {
        here.note_made_at_top(&classes, &top.body);
    }
    for (caller, f) in m.funcs.iter().enumerate() {
        f.each_expr(&mut |e| here.note(m, &classes, caller, e));
    }
    let named = |fid: &usize| !m.funcs[*fid].name.is_empty() && m.funcs[*fid].name != LAMBDA;
    let called: HashSet<usize> = (1..m.funcs.len())
        .filter(named)
        .filter(|&fid| {
            let f = &m.funcs[fid];
            here.by_other((&f.name, CalledAs::Name), fid)
                || f.class.is_some() && here.by_other((&f.name, CalledAs::OwnMethod), fid)
        })
        .collect();
    // Those also taken as values (a table of handlers, a callback): what calls them there is
    // not known. So are those handed to a call that runs them where a decorator may hand them
    // on too, or the file looks functions up by a computed name (`globals()[name]`).
    let taken = called
        .iter()
        .copied()
        .filter(|&f| {
            let name = m.funcs[f].name.as_str();
            let handed_on = here.dynamic || m.funcs[f].is_wrapped();
            here.taken.contains(name) || here.handed.contains(name) && handed_on
        })
        .collect();
    let methods = (1..m.funcs.len())
        .filter(named)
        .filter(|&fid| {
            let f = &m.funcs[fid];
            f.class.is_some()
                && !here.taken.contains(f.name.as_str())
                && !here.dynamic
                && (here.by_other((&f.name, CalledAs::HeldObject), fid)
                    || here.by_other((&f.name, CalledAs::MadeAtTop), fid))
        })
        .collect();
    (called, methods, taken)
}

/// The functions a call hands to be run on what it is given, as the models say (`map(f, xs)`,
/// `pool.submit(f, x)`): the analysis runs them there with those values (known or not).
fn run_by_models<'c>(m: &Module, models: &Models, c: &'c Call) -> Vec<&'c Expr> {
    let Some(dotted) = c.func.dotted() else { return Vec::new() };
    let resolved = m.resolve(&dotted);
    let cm = models.call(&[dotted, resolved]);
    match (cm.map, cm.dispatch) {
        (Some(Kind::Map { function, .. }), _) | (_, Some(Kind::Dispatch { function, .. })) => {
            function.iter().filter_map(|sel| syntax::arg_expr(c, sel)).collect()
        }
        _ => Vec::new(),
    }
}

/// The origin of a value that is a function of this file (not a name a program can write);
/// one that may be any of several names them all, apart by spaces ([`FUNCTIONS`]).
fn function_key(name: &str) -> String {
    format!("{FUNCTIONS}{name}")
}

/// The variable under which the functions a variable may hold are kept (not a name a program
/// can write).
fn alias_key(name: &str) -> String {
    format!("\0fn {name}")
}

/// Names and attribute chains over names: the places a value is kept.
fn is_path(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Name(_) => true,
        ExprKind::Attr(obj, _) => is_path(obj),
        _ => false,
    }
}

fn subject_path(e: &Expr) -> Option<String> {
    e.dotted().filter(|_| is_path(e))
}

/// The object `this` names at the end of a method: its record of its fields, updated with
/// what the method did to each field in place (`self.items.append(v)`, `self.d["k"] = v`).
fn object_at_end(end: &State, this: &str) -> Val {
    let mut obj = end.env.get(this).cloned().unwrap_or_default();
    let prefix = format!("{this}.");
    for (k, v) in &end.env {
        if let Some(field) = k.strip_prefix(&prefix)
            && !field.contains('.')
        {
            obj.parts.get_or_insert_with(Default::default).keys.insert(field.to_string(), v.clone());
        }
    }
    obj
}

/// What is validated on both of two paths (or both of two functions' returns): the paths each
/// validates, against the attacks both validate them against.
fn validated_on_both(
    a: &std::collections::BTreeMap<String, u64>,
    b: &std::collections::BTreeMap<String, u64>,
) -> std::collections::BTreeMap<String, u64> {
    a.iter().filter_map(|(k, x)| Some((k.clone(), x & b.get(k)?))).filter(|(_, m)| *m != 0).collect()
}

/// What `env` holds at a path it has no entry for: for a field (`q.study_id`), what reading it
/// from its object gives (a field validated on one path only is not on the other); else nothing.
fn held_at(env: &Env, path: &str) -> Val {
    let Some((obj, field)) = path.rsplit_once('.') else { return Val::default() };
    match env.get(obj) {
        Some(o) => field_of(o, field),
        None => field_of(&held_at(env, obj), field),
    }
}

/// What reading `field` of `o` gives: its record's entry, else what the object is made of.
pub(super) fn field_of(o: &Val, field: &str) -> Val {
    match o.parts.as_ref().and_then(|p| p.keys.get(field)) {
        Some(v) => v.clone(),
        None => o.derived(),
    }
}

/// Whether a parameter of this type is the caller's own container (changed in place, the caller
/// sees the change): not Go's slices and structs, passed by value, nor Rust's values and shared
/// references.
fn shares_container(lang: Lang, ty: Option<&str>) -> bool {
    let ty = ty.unwrap_or("").trim();
    match lang {
        Lang::Go => ty.starts_with("map[") || ty.starts_with('*'),
        Lang::Rust => ty.starts_with("&mut"),
        _ => true,
    }
}

/// The targets statements starting at or after `from` assign (`x = ..`, `x += ..` where
/// `in_place` too), loop over (`for x in ..`) or bind (`with .. as x`), to `f`.
fn bound_targets<'m>(body: &'m [Stmt], from: usize, in_place: bool, f: &mut dyn FnMut(&'m Expr)) {
    for s in body {
        if s.span.start >= from {
            match &s.kind {
                StmtKind::Assign { targets, op, .. } if op.is_none() || in_place => targets.iter().for_each(&mut *f),
                StmtKind::For { target, .. } => f(target),
                StmtKind::With { items, .. } => items.iter().filter_map(|(_, t)| t.as_ref()).for_each(&mut *f),
                _ => {}
            }
        }
        for b in s.blocks() {
            bound_targets(b, from, in_place, f);
        }
    }
}

/// The names the statements bind anew (`x = ..`, `for x in ..`, `with .. as x`), not those they
/// change in place (`x[k] = ..`, `x.append(..)`, a list's `x += ..`: a text it rebinds has no
/// container to write back).
fn rebound<'m>(body: &'m [Stmt], out: &mut HashSet<&'m str>) {
    fn names<'m>(t: &'m Expr, out: &mut HashSet<&'m str>) {
        match &t.kind {
            ExprKind::Name(n) => {
                out.insert(n.as_str());
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().for_each(|i| names(i, out)),
            _ => {}
        }
    }
    bound_targets(body, 0, false, &mut |t| names(t, out));
}

/// The names statements starting at or after `from` assign, also in place (`x += ..`).
fn assigned_after(body: &[Stmt], from: usize) -> HashSet<String> {
    let mut out = HashSet::new();
    bound_targets(body, from, true, &mut |t| {
        let mut names = Vec::new();
        eval::bound_names(t, &mut names);
        out.extend(names.into_iter().map(str::to_string));
    });
    out
}

/// Per name, the functions of `m` that assign it or a field of it (`x = ..`, `x.f = ..`).
fn assigners(m: &Module) -> HashMap<String, Vec<usize>> {
    fn walk(body: &[Stmt], f: usize, out: &mut HashMap<String, Vec<usize>>) {
        for s in body {
            if let StmtKind::Assign { targets, .. } = &s.kind {
                for t in targets {
                    let mut names = Vec::new();
                    eval::bound_names(t, &mut names);
                    let names = names.into_iter().map(str::to_string).chain(root_name(t));
                    for n in names {
                        let fs = out.entry(n).or_default();
                        if fs.last() != Some(&f) {
                            fs.push(f);
                        }
                    }
                }
            }
            for b in s.blocks() {
                walk(b, f, out);
            }
        }
    }
    let mut out = HashMap::new();
    for (i, f) in m.funcs.iter().enumerate() {
        walk(&f.body, i, &mut out);
    }
    out
}

/// The variables of an environment and their facts, as a memo key (`closure`, a callback's
/// call, a listener's run, once per set of facts).
pub(super) fn env_key(env: &Env) -> String {
    let mut names: Vec<&String> = env.keys().collect();
    names.sort();
    let facts: Vec<Val> = names.iter().map(|n| env[*n].clone()).collect();
    format!("{names:?} {}", signature(&facts))
}

/// Whether the statements assign the name `name` (`TOOLS = {..}`, `let TOOLS = ..`), anywhere
/// in their blocks; with `fields`, a field or entry of it too (`settings.site = ..`,
/// `cfg["site"] = ..`).
pub(super) fn assigns_name(body: &[Stmt], name: &str, fields: bool) -> bool {
    body.iter().any(|s| {
        let own = match &s.kind {
            StmtKind::Assign { targets, .. } => targets.iter().any(|t| {
                let mut names = Vec::new();
                eval::bound_names(t, &mut names);
                names.contains(&name) || (fields && root_name(t).is_some_and(|r| r == name))
            }),
            _ => false,
        };
        own || s.blocks().into_iter().any(|b| assigns_name(b, name, fields))
    })
}

/// Whose fields an assignment walker counts ([`assigned_fields`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Owner {
    /// The receiver's (`self.f = `, `this.f = `).
    Receiver,
    /// Any object's (`h.host = ..`).
    Any,
    /// Any object's but the receiver's (`nightly.dest = ..`).
    Others,
}

/// The fields any statement of `body` assigns, on any object (`h.host = ..`).
fn any_fields_assigned<'m>(m: &'m Module, body: &'m [Stmt], out: &mut HashSet<&'m str>) {
    assigned_fields(m, body, Owner::Any, out);
}

/// The fields of the receiver (`self.f = `, `self.f += `, `self.a, self.b = `) the statements
/// assign, in the functions nested in them too.
fn fields_assigned<'m>(m: &'m Module, body: &'m [Stmt], out: &mut HashSet<&'m str>) {
    assigned_fields(m, body, Owner::Receiver, out);
}

/// The fields of the objects `owner` names the statements assign, in the functions nested in
/// them too.
pub(super) fn assigned_fields<'m>(m: &'m Module, body: &'m [Stmt], owner: Owner, out: &mut HashSet<&'m str>) {
    fn field_of<'m>(t: &'m Expr, owner: Owner, out: &mut HashSet<&'m str>) {
        match &t.kind {
            ExprKind::Attr(obj, field) => {
                let own = matches!(&obj.kind, ExprKind::Name(n) if receiver_name(n));
                if owner == Owner::Any || own == (owner == Owner::Receiver) {
                    out.insert(field.as_str());
                }
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().for_each(|i| field_of(i, owner, out)),
            _ => {}
        }
    }
    for s in body {
        match &s.kind {
            StmtKind::Assign { targets, .. } => targets.iter().for_each(|t| field_of(t, owner, out)),
            StmtKind::Def(id) => {
                if let Some(f) = m.funcs.get(*id) {
                    assigned_fields(m, &f.body, owner, out);
                }
            }
            _ => {}
        }
        for b in s.blocks() {
            assigned_fields(m, b, owner, out);
        }
    }
}

/// What an argument list means for the memo: the facts of each value.
fn signature(args: &[Val]) -> String {
    let mut s = String::new();
    for a in args {
        let f = a.flat();
        // A function given as a value: which one (`pick(v, is_local)` is not `pick(v, any)`).
        if let Some(held) = function_held(a) {
            s.push_str(held);
        }
        s.push_str(&format!(
            "{:?}{}{}{}{}{:?}{:?};",
            f.taint.map(|t| (t.escaped, t.removed, t.backslashed)),
            f.starts,
            u8::from(f.built),
            u8::from(f.nonconst),
            u8::from(f.checked),
            f.against,
            a.konst
        ));
        // The constants it may be (a default `or 0o777`): a rule of settings inside reads them.
        for l in a.may_be().skip(usize::from(a.konst.is_some())) {
            s.push_str(&format!("|{l:?}"));
        }
        // An object's fields one by one: `Holder(x)` with a clean and a tainted field is not
        // the same call as one with both fields tainted, nor one with a field checked.
        if let Some(p) = &a.parts {
            for (k, v) in &p.keys {
                let g = v.flat();
                let facts = (g.taint.map(|t| t.escaped), u8::from(g.nonconst), u8::from(g.checked), g.against);
                s.push_str(&format!("{k}={facts:?}{:?},", g.konst));
            }
            // A list's items one by one (an `argv` rule reads what each is escaped against).
            for v in p.items.iter().flatten() {
                s.push_str(&format!("[{:?}{:?}]", v.flat().taint.map(|t| t.escaped), v.konst));
            }
        }
    }
    s
}

/// The methods one class of the file defines, none other, with that class.
fn single_methods(m: &Module) -> HashMap<String, String> {
    let mut by_method: HashMap<&str, Option<&str>> = HashMap::new();
    // (A method without a body, an interface's or a trait's, is its implementations'.)
    for f in m.funcs.iter().filter(|f| !f.body.is_empty() || f.value.is_some()) {
        let Some(class) = f.class.as_deref() else { continue };
        by_method
            .entry(f.name.as_str())
            .and_modify(|k| {
                if *k != Some(class) {
                    *k = None;
                }
            })
            .or_insert(Some(class));
    }
    by_method.into_iter().filter_map(|(name, k)| Some((name.to_string(), k?.to_string()))).collect()
}
