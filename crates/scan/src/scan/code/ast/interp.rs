//! The data-flow analysis: an abstract interpreter over each function's structured control flow.
//! States join where branches meet (a value is tainted if any path taints it); conditions that
//! fold to a constant drop the dead branch; a guard that validates a value (an allow-list, a
//! prefix check, a parse) cleans it on the guarded path only; a path that returns, raises or
//! aborts ends. Calls to functions of the same file are analysed with the arguments' facts
//! (memoised), so request data flows through helpers and their return values; methods run on
//! their object's fields (a constructor's, a setter's), and a class's methods read the request
//! data its other methods store in the object. Functions of other files that return request
//! data are told by the scan ([`Inbound::returns`]). Every call and return reached is checked
//! against the call rules.

use std::collections::HashMap;
use std::rc::Rc;

use super::ir::*;
use super::value::{Parts, Val, fold, fold_unary, key_text};
use crate::scan::code::analyze::{CodeHit, context_ok};
use crate::scan::code::names::{JAVA_REQUEST_ANNOTATIONS, callee_matches, sanitizer_by_name, source_matches};
use crate::scan::code::rules::{ArgSel, CodeRule, CodeRules, Matcher, When};
use crate::scan::finding::{Confidence, Severity};
use crate::scan::lex::Lang;
use crate::scan::text::LineIndex;

type Env = HashMap<String, Val>;

#[derive(Debug, Clone, Default, PartialEq)]
struct State {
    env: Env,
    live: bool,
}

impl State {
    fn live() -> State {
        State { env: Env::new(), live: true }
    }

    fn dead() -> State {
        State { env: Env::new(), live: false }
    }

    fn join(&self, other: &State) -> State {
        if !self.live {
            return other.clone();
        }
        if !other.live {
            return self.clone();
        }
        let mut env = Env::new();
        for (k, v) in &self.env {
            let o = other.env.get(k).cloned().unwrap_or_default();
            env.insert(k.clone(), v.join(&o));
        }
        for (k, v) in &other.env {
            if !self.env.contains_key(k) {
                env.insert(k.clone(), v.join(&Val::default()));
            }
        }
        State { env, live: true }
    }
}

/// Calls that end the path (they raise or exit).
const EXIT_CALLS: &[&str] = &[
    "abort",
    "flask.abort",
    "werkzeug.exceptions.abort",
    "sys.exit",
    "exit",
    "quit",
    "os._exit",
    "os.abort",
    "process.exit",
    "os.Exit",
    "log.Fatal",
    "log.Fatalf",
    "log.Fatalln",
    "log.Panic",
    "log.Panicf",
    "panic",
    "System.exit",
    "std.process.exit",
    "process.exit",
    "http.Error",
];

/// Methods whose result says something about the receiver without carrying its data.
const PREDICATES: &[&str] = &[
    "startswith",
    "endswith",
    "startsWith",
    "endsWith",
    "starts_with",
    "ends_with",
    "contains_key",
    "isdigit",
    "isnumeric",
    "isdecimal",
    "isalnum",
    "isalpha",
    "isidentifier",
    "isascii",
    "islower",
    "isupper",
    "count",
    "find",
    "rfind",
    "index",
    "rindex",
    "indexOf",
    "lastIndexOf",
    "length",
    "size",
    "isEmpty",
    "is_empty",
    "len",
    "exists",
    "is_file",
    "is_dir",
    "isfile",
    "isdir",
    "equals",
    "equalsIgnoreCase",
    "contains",
    "includes",
    "has",
    "hasOwnProperty",
    "containsKey",
    "matches",
    "test",
    "HasPrefix",
    "HasSuffix",
    "Contains",
];

/// Functions and methods whose result is a string assembled from their arguments.
const FORMATTERS: &[&str] = &[
    "format",
    "join",
    "concat",
    "replace",
    "formatted",
    "Sprintf",
    "Sprint",
    "Sprintln",
    "String.format",
    "fmt.Sprintf",
    "fmt.Sprint",
    "util.format",
    "MessageFormat.format",
    "strings.Join",
    "String.join",
    "sprintf",
    "format!",
];

/// Functions whose result is a constant when every argument is (serialisers, encoders,
/// converters).
const PURE_FUNCS: &[&str] = &[
    "str",
    "repr",
    "bytes",
    "bytearray",
    "tuple",
    "list",
    "dict",
    "set",
    "frozenset",
    "sorted",
    "dumps",
    "b64encode",
    "b64decode",
    "urlsafe_b64encode",
    "urlsafe_b64decode",
    "hexlify",
    "unhexlify",
    "fromhex",
    "dedent",
    "quote",
    "unquote",
    "urlencode",
];

/// Containers built from their arguments: made of constants, they are constant (an allow-list
/// `new Set([...])`, `frozenset({...})`).
const CONTAINERS: &[&str] = &[
    "Set",
    "Map",
    "Array",
    "Array.of",
    "Array.from",
    "Object.freeze",
    "set",
    "frozenset",
    "list",
    "tuple",
    "dict",
    "Set.of",
    "List.of",
    "Map.of",
    "Arrays.asList",
];

/// Methods that keep a constant receiver constant.
const PURE_STRING: &[&str] = &[
    "upper",
    "lower",
    "strip",
    "lstrip",
    "rstrip",
    "title",
    "capitalize",
    "casefold",
    "encode",
    "decode",
    "split",
    "rsplit",
    "splitlines",
    "removeprefix",
    "removesuffix",
    "toUpperCase",
    "toLowerCase",
    "trim",
    "toString",
    "to_string",
    "to_owned",
    "as_str",
    "into",
    "clone",
    "getBytes",
    "charAt",
    "substring",
];

pub struct Analysis<'a> {
    m: &'a Module,
    src: &'a str,
    lang: Lang,
    rules: &'a CodeRules,
    lines: &'a LineIndex,
    sources: &'a [String],
    sanitizers: &'a [String],
    globals: Env,
    /// Functions by name (`helper`) and methods by `Class.method`.
    by_name: HashMap<String, Vec<usize>>,
    /// Per Python class: the fields its `__init__` sets that no other method assigns, as it
    /// sets them (see `seed_fields`); its methods analysed standalone start with them.
    class_seeds: HashMap<String, std::collections::BTreeMap<String, Val>>,
    memo: HashMap<(usize, String), Val>,
    /// Per memoised method call: its receiver at the end (the fields it set).
    memo_this: HashMap<(usize, String), Val>,
    /// The classes of this file, by name.
    classes: std::collections::HashSet<String>,
    /// Per class: the request data any of its methods stores in a field of the object
    /// (`self.name = request.args["n"]`), which its other methods read.
    class_fields: HashMap<String, std::collections::BTreeMap<String, Val>>,
    /// Per active function: the join of its receiver (`self`, `this`) where it ends.
    receivers: Vec<Option<Val>>,
    /// Functions of other files whose result is request data: the callee as this file's
    /// imports name it, and a description of the data.
    imported: &'a [(String, String)],
    /// Callees of other files this file uses the result of (see [`Links::calls`]).
    calls_out: Vec<String>,
    /// Functions that return request data analysed standalone (whatever their arguments).
    standalone_returns: HashMap<usize, Rc<str>>,
    /// The functions being analysed, innermost last.
    active: Vec<usize>,
    /// Per active function: the join of what it returns.
    returns: Vec<Option<Val>>,
    /// Per enclosing loop: the states that leave it (`break`) and go round again (`continue`).
    loops: Vec<(State, State)>,
    hits: HashMap<(usize, usize), CodeHit>,
    has_call_rules: bool,
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
    /// Findings of `unless_checked` rules, by the function and variable that hold the result:
    /// dropped when that variable is validated.
    unless_checked: Vec<(Option<usize>, String, (usize, usize))>,
}

/// A call that carries request data out of the file: the callee as the file's imports name it
/// (`.utils.run`, `app.db.query`, a bare `helper` in Go), and what each positional argument
/// carries. The scan follows it into the file that defines the callee (`code::modules`).
#[derive(Debug, Clone, PartialEq)]
pub struct Escape {
    pub callee: String,
    pub line: usize,
    pub args: Vec<Option<String>>,
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
    /// whatever their arguments, and a description of the data.
    pub returns: Vec<(String, Option<String>, String)>,
}

/// What the project's other files tell a file's analysis: functions of the file to analyse
/// with a caller's arguments, and callees (as the file names them) whose result is request
/// data, with a description of it.
#[derive(Debug, Clone, Default)]
pub struct Inbound {
    pub entries: Vec<Entry>,
    pub returns: Vec<(String, String)>,
}

/// A function of a file to analyse with the arguments another file's call gives it: the
/// descriptions of the request data in each positional argument (`None`: not request data).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Entry {
    pub func: String,
    pub class: Option<String>,
    pub args: Vec<Option<String>>,
}

/// The call a thread, process, pool or event loop makes of the function it is given, with
/// the arguments it is given: `Thread(target=f, args=(a,))`, `pool.submit(f, a)`,
/// `loop.run_in_executor(None, f, a)`, `asyncio.to_thread(f, a)`, `pool.apply_async(f, (a,))`,
/// `_thread.start_new_thread(f, (a,))`, `setTimeout(f, ms, a)`.
fn dispatched(c: &Call, name: &str) -> Option<Call> {
    let last = name.rsplit('.').next().unwrap_or(name);
    let items = |e: &Expr| match &e.kind {
        ExprKind::Tuple(v) | ExprKind::List(v) => v.clone(),
        _ => vec![e.clone()],
    };
    let (func, args) = match last {
        "Thread" | "Process" | "Timer" => {
            let kw = |k: &str| c.kwargs.iter().find(|(n, _)| n == k).map(|(_, e)| e);
            (
                kw("target").or_else(|| (last == "Timer").then(|| c.args.get(1)).flatten())?.clone(),
                kw("args").map(items).unwrap_or_default(),
            )
        }
        "submit" | "to_thread" | "call_soon" | "setImmediate" => {
            let (f, rest) = c.args.split_first()?;
            (f.clone(), rest.to_vec())
        }
        // The function second: after the executor or the delay.
        "run_in_executor" | "call_later" => {
            (c.args.get(1)?.clone(), c.args.get(2..).map(<[Expr]>::to_vec).unwrap_or_default())
        }
        "start_new_thread" => (c.args.first()?.clone(), c.args.get(1).map(items).unwrap_or_default()),
        "apply_async" | "apply" => (c.args.first()?.clone(), c.args.get(1).map(items).unwrap_or_default()),
        "setTimeout" | "setInterval" => {
            (c.args.first()?.clone(), c.args.get(2..).map(<[Expr]>::to_vec).unwrap_or_default())
        }
        _ => return None,
    };
    // Only a function named here: a value called would be evaluated twice.
    if !matches!(func.kind, ExprKind::Name(_) | ExprKind::Attr(..)) || args.is_empty() {
        return None;
    }
    Some(Call { func, args, kwargs: Vec::new(), new: false })
}

/// Where a function's return value and a method's receiver at its end are kept in the state
/// (not names a program can write).
const RETURN: &str = "\0return";
const RECEIVER: &str = "\0receiver";

/// Fields of request data recorded per class at most.
const MAX_CLASS_FIELDS: usize = 32;

/// Escapes recorded per file at most: a file passing request data to hundreds of functions of
/// other files is followed for the first of them.
const MAX_ESCAPES: usize = 64;

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
    let empty = Vec::new();
    let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
    for (i, f) in m.funcs.iter().enumerate().skip(1) {
        if f.name.is_empty() || f.name == "<lambda>" {
            continue;
        }
        let key = match &f.class {
            Some(c) => format!("{c}.{}", f.name),
            None => f.name.clone(),
        };
        by_name.entry(key).or_default().push(i);
    }
    let mut a = Analysis {
        m,
        src,
        lang,
        rules,
        lines,
        sources: rules.sources.get(&lang).unwrap_or(&empty),
        sanitizers: rules.sanitizers.get(&lang).unwrap_or(&empty),
        globals: Env::new(),
        by_name,
        class_seeds: HashMap::new(),
        memo: HashMap::new(),
        memo_this: HashMap::new(),
        classes: m.funcs.iter().filter_map(|f| f.class.clone()).collect(),
        class_fields: HashMap::new(),
        receivers: Vec::new(),
        imported: &inbound.returns,
        calls_out: Vec::new(),
        standalone_returns: HashMap::new(),
        active: Vec::new(),
        returns: Vec::new(),
        loops: Vec::new(),
        hits: HashMap::new(),
        has_call_rules: true,
        in_dead_code: false,
        has_assign_rules: rules.assign_rules(lang).next().is_some(),
        has_build_rules: rules.build_rules(lang).next().is_some(),
        built_hits: Vec::new(),
        escapes: Vec::new(),
        in_dispatch: false,
        assigning: None,
        assign_target: None,
        unless_checked: Vec::new(),
    };
    a.has_call_rules =
        rules.rules.iter().any(|r| r.languages.contains(&lang) && matches!(r.matcher, Matcher::Call { .. }));
    // The top level first: its constants are every function's globals.
    let top = a.function(0, None);
    a.globals = top.env;
    if lang == Lang::Python {
        a.seed_fields();
    }
    for i in 1..m.funcs.len() {
        a.function(i, None);
    }
    // The methods of a class whose methods store request data in the object's fields, again:
    // each now reads what the others store (`self.q` set by `load`, run by `execute`).
    if !a.class_fields.is_empty() {
        for i in 1..m.funcs.len() {
            if m.funcs[i].class.as_ref().is_some_and(|c| a.class_fields.contains_key(c)) {
                a.function(i, None);
            }
        }
    }
    // What each function returns analysed standalone: request data whatever its arguments.
    let mut returns = Vec::new();
    for (i, f) in m.funcs.iter().enumerate().skip(1) {
        if let Some(label) = a.standalone_returns.get(&i)
            && !is_view(f)
            && !f.name.is_empty()
            && f.name != "<lambda>"
            && returns.len() < MAX_ESCAPES
        {
            returns.push((f.name.clone(), f.class.clone(), label.to_string()));
        }
    }
    for e in &inbound.entries {
        for fid in 1..m.funcs.len() {
            let f = &m.funcs[fid];
            if f.name != e.func || f.class != e.class {
                continue;
            }
            let mut args: Vec<Val> = Vec::new();
            if f.params.first().is_some_and(|p| matches!(p.name.as_str(), "self" | "cls")) {
                args.push(Val::unknown());
            }
            args.extend(e.args.iter().map(|t| t.as_deref().map_or_else(Val::unknown, Val::tainted)));
            a.function(fid, Some(&args));
        }
    }
    let mut hits: Vec<CodeHit> = a.hits.into_values().collect();
    hits.sort_by_key(|h| (h.start_line, h.rule));
    (hits, Links { escapes: a.escapes, calls: a.calls_out, returns })
}

impl<'a> Analysis<'a> {
    /// Analyses function `fid` with `args` (or, standalone, with what its parameters can be);
    /// returns the state at its end and records what it returns.
    fn function(&mut self, fid: usize, args: Option<&[Val]>) -> State {
        self.function_in(fid, args, Env::new())
    }

    /// [`Self::function`] starting from the variables `outer` it can see (a closure's).
    fn function_in(&mut self, fid: usize, args: Option<&[Val]>, outer: Env) -> State {
        let m = self.m;
        let f = &m.funcs[fid];
        let mut st = State::live();
        st.env = outer;
        let view = is_view(f);
        for (i, p) in f.params.iter().enumerate() {
            let v = match args {
                Some(a) => match a.get(i) {
                    Some(v) => v.clone(),
                    None => match &p.default {
                        Some(d) => self.eval(&mut st, d),
                        None => Val::unknown(),
                    },
                },
                None => self.param_value(f, i, view, &mut st),
            };
            st.env.insert(p.name.clone(), v);
        }
        self.active.push(fid);
        self.returns.push(None);
        self.receivers.push(None);
        let loops = std::mem::take(&mut self.loops);
        self.block(&mut st, &f.body);
        if let Some(v) = &f.value {
            let r = self.eval(&mut st, v);
            self.record_return(&mut st, Some(v), r);
        }
        if st.live {
            self.record_receiver(&st);
        }
        self.loops = loops;
        self.active.pop();
        let ret = self.returns.pop().flatten();
        let this = self.receivers.pop().flatten();
        if args.is_none()
            && self.active.is_empty()
            && let Some(label) = ret.as_ref().and_then(|r| r.flat().taint)
        {
            self.standalone_returns.insert(fid, label);
        }
        if args.is_some() {
            st.env.insert(RETURN.into(), ret.unwrap_or_default());
            if let Some(t) = this {
                st.env.insert(RECEIVER.into(), t);
            }
        }
        st
    }

    /// Python methods run standalone start with the fields their class's `__init__` sets, as
    /// it sets them with unknown arguments (`self.arg = shlex.quote(arg)` stays quoted in
    /// `run`), save fields some other method of the class also assigns; other fields unknown
    /// (see [`Self::class_receiver`]).
    fn seed_fields(&mut self) {
        let m = self.m;
        for init in 1..m.funcs.len() {
            let f = &m.funcs[init];
            let (Some(class), "__init__") = (&f.class, f.name.as_str()) else { continue };
            if f.params.first().is_none_or(|p| p.name != "self") {
                continue;
            }
            let end = self.function(init, None);
            let Some(mut keys) = object_at_end(&end, "self").parts.map(|p| p.keys) else { continue };
            for i in (1..m.funcs.len()).filter(|&i| i != init && m.funcs[i].class.as_ref() == Some(class)) {
                let text = self.src.get(m.funcs[i].span.start..m.funcs[i].span.end).unwrap_or("");
                keys.retain(|k, _| !assigns_field(text, k));
            }
            if !keys.is_empty() {
                self.class_seeds.insert(class.clone(), keys);
            }
        }
    }

    /// A parameter analysed standalone: request data for a view's route parameters, otherwise
    /// an unknown value.
    fn param_value(&mut self, f: &Function, i: usize, view: bool, st: &mut State) -> Val {
        let p = &f.params[i];
        if matches!(p.name.as_str(), "self" | "cls" | "this") {
            return if i == 0 { self.class_receiver(f.class.as_deref(), p.name == "self") } else { Val::unknown() };
        }
        if i == 0 && f.params.len() == 2 && p.name == "event" && f.params[1].name == "context" {
            return Val::tainted("the Lambda event");
        }
        if view && !is_request_param(p) && !numeric_type(p.ty.as_deref()) {
            return Val::tainted(&format!("the route parameter `{}`", p.name));
        }
        if let Some(ty) = &p.ty
            && let Some(label) = extractor_source(ty)
        {
            return Val::tainted(&label);
        }
        match &p.default {
            Some(d) => {
                let d = self.eval(st, d);
                d.join(&Val::unknown())
            }
            None => Val::unknown(),
        }
    }

    fn block(&mut self, st: &mut State, stmts: &[Stmt]) {
        let mut i = 0;
        while i < stmts.len() && st.live {
            self.stmt(st, &stmts[i]);
            i += 1;
        }
        if i < stmts.len() && !self.in_dead_code {
            // Code after a return or raise in the same block never runs, but a sink written
            // there is still worth reporting: it is checked on what was known when the path
            // ended, and that state then goes nowhere.
            self.in_dead_code = true;
            let saved = (self.returns.clone(), self.loops.clone());
            let mut rest = State { env: st.env.clone(), live: true };
            for s in &stmts[i..] {
                rest.live = true;
                self.stmt(&mut rest, s);
            }
            (self.returns, self.loops) = saved;
            self.in_dead_code = false;
        }
    }

    fn stmt(&mut self, st: &mut State, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign { targets, value, op } => {
                // A variable assigned a function of an imported module (`run = os.system`, also
                // through `getattr(os, "system")`, lowered so) holds that function, so `run(cmd)`
                // is known as `os.system`. What it holds is a variable's fact like any other (kept under
                // [`alias_key`]): a reassignment replaces it, and branches join (every function
                // it may hold on some path).
                if let ([Expr { kind: ExprKind::Name(n), .. }], None) = (targets.as_slice(), op) {
                    let mut held = Parts::default();
                    if let ExprKind::Attr(..) = value.kind
                        && let Some(path) = value.dotted().filter(|_| is_path(value))
                        && let Some(root) = path.split('.').next()
                        && self.lookup(st, root).is_none()
                        && (self.m.modules.contains(root) || self.m.imports.contains_key(root))
                    {
                        held.keys.insert(self.resolve(&path), Val::default());
                    } else if let ExprKind::Name(other) = &value.kind
                        && let Some(v) = self.lookup(st, &alias_key(other))
                    {
                        // `f = run`: the same functions.
                        held = v.parts.map(|p| *p).unwrap_or_default();
                    }
                    if !held.keys.is_empty() || self.lookup(st, &alias_key(n)).is_some() {
                        st.env.insert(alias_key(n), Val { parts: Some(Box::new(held)), ..Val::default() });
                    }
                }
                let outer = self.assigning.replace((value.span, s.span));
                let target = match (targets.as_slice(), op) {
                    ([Expr { kind: ExprKind::Name(n), .. }], None) => Some(n.clone()),
                    _ => None,
                };
                let outer_target = std::mem::replace(&mut self.assign_target, target);
                let mut v = self.eval(st, value);
                self.assigning = outer;
                self.assign_target = outer_target;
                if let (Some(op), Some(t)) = (op, targets.first()) {
                    let old = self.eval(st, t);
                    v = binary(*op, &old, &v);
                    if matches!(op, BinOp::Add | BinOp::Mod) {
                        self.check_build(s.span, &v);
                    }
                }
                for t in targets {
                    self.assign(st, t, v.clone());
                }
            }
            StmtKind::Expr(e) => {
                self.eval(st, e);
                if let ExprKind::Call(c) = &e.kind
                    && self.is_exit(&c.func)
                {
                    st.live = false;
                }
            }
            StmtKind::If { cond, then, other } => {
                let c = self.eval(st, cond);
                match c.truth() {
                    Some(true) => self.block(st, then),
                    Some(false) => self.block(st, other),
                    None => {
                        let mut a = st.clone();
                        self.refine(&mut a, cond, true);
                        self.block(&mut a, then);
                        let mut b = st.clone();
                        self.refine(&mut b, cond, false);
                        self.block(&mut b, other);
                        *st = a.join(&b);
                    }
                }
            }
            StmtKind::While { cond, body, other } => {
                let c = self.eval(st, cond);
                if c.truth() == Some(false) {
                    self.block(st, other);
                    return;
                }
                let forever = c.truth() == Some(true);
                let exit = self.run_loop(st, body, |a, s| a.refine(s, cond, true), None);
                // A condition that folds on entry (`i < 10` with `i = 0`) may not once the body
                // has run: the loop runs forever only if it still folds at the loop head (else
                // everything after a counting loop would be dead code).
                let forever = forever && self.eval(&mut st.clone(), cond).truth() == Some(true);
                let mut after = if forever { State::dead() } else { st.clone() };
                if !forever {
                    self.refine(&mut after, cond, false);
                    self.block(&mut after, other);
                }
                *st = after.join(&exit);
            }
            StmtKind::For { target, iter, body, other } => {
                let it = self.eval(st, iter);
                let elem = element(&it);
                let exit = self.run_loop(st, body, |_, _| {}, Some((target, elem)));
                self.block(st, other);
                *st = st.join(&exit);
            }
            StmtKind::Match { subject, arms } => self.match_stmt(st, subject, arms),
            StmtKind::Try { body, handlers, other, finally } => {
                let before = st.clone();
                self.block(st, body);
                let mut out = st.clone();
                self.block(&mut out, other);
                let start = before.join(st);
                for h in handlers {
                    let mut hs = start.clone();
                    if let Some(b) = &h.bind {
                        hs.env.insert(b.clone(), Val::unknown());
                    }
                    self.block(&mut hs, &h.body);
                    out = out.join(&hs);
                }
                if !finally.is_empty() {
                    // The finally block runs on every path; lowered once on the joined state.
                    let mut f = if out.live { out.clone() } else { start.clone() };
                    let ended = !out.live;
                    self.block(&mut f, finally);
                    if ended {
                        f.live = false;
                    }
                    out = f;
                }
                *st = out;
            }
            StmtKind::With { items, body } => {
                for (value, target) in items {
                    let v = self.eval(st, value);
                    if let Some(t) = target {
                        self.assign(st, t, v);
                    }
                }
                self.block(st, body);
            }
            StmtKind::Return(value) => {
                let v = match value {
                    Some(e) => self.eval(st, e),
                    None => Val::konst(Lit::Null),
                };
                self.record_return(st, value.as_ref(), v);
                st.live = false;
            }
            StmtKind::Raise(value) => {
                if let Some(e) = value {
                    self.eval(st, e);
                }
                st.live = false;
            }
            StmtKind::Break => {
                if let Some((brk, _)) = self.loops.last_mut() {
                    *brk = brk.join(st);
                }
                st.live = false;
            }
            StmtKind::Continue => {
                if let Some((_, cont)) = self.loops.last_mut() {
                    *cont = cont.join(st);
                }
                st.live = false;
            }
            StmtKind::Def(_) => {}
            StmtKind::Block(b) => self.block(st, b),
        }
    }

    /// Runs a loop body until its state no longer changes (at most three rounds); `st` becomes
    /// the state at the loop head, and the `break` states are returned.
    fn run_loop(
        &mut self,
        st: &mut State,
        body: &[Stmt],
        enter: impl Fn(&mut Self, &mut State),
        bind: Option<(&Expr, Val)>,
    ) -> State {
        let mut head = st.clone();
        let mut breaks = State::dead();
        for _ in 0..3 {
            let mut b = head.clone();
            enter(self, &mut b);
            if let Some((t, v)) = &bind {
                self.assign(&mut b, t, v.clone());
            }
            self.loops.push((State::dead(), State::dead()));
            self.block(&mut b, body);
            let (brk, cont) = self.loops.pop().unwrap_or_default();
            breaks = breaks.join(&brk);
            let next = head.join(&b).join(&cont);
            if next == head {
                break;
            }
            head = next;
        }
        *st = head;
        breaks
    }

    fn match_stmt(&mut self, st: &mut State, subject: &Expr, arms: &[Arm]) {
        let sv = self.eval(st, subject);
        let mut out = State::dead();
        let mut caught = false;
        for arm in arms {
            let taken = match (&arm.values, &sv.konst) {
                (Some(values), Some(k)) => values.contains(k),
                _ => true,
            };
            if !taken {
                continue;
            }
            let mut a = st.clone();
            if let Some(b) = &arm.bind {
                a.env.insert(b.clone(), sv.clone());
            }
            if let (Some(values), Some(path)) = (&arm.values, subject_path(subject))
                && sv.konst.is_none()
            {
                // Inside a literal arm the subject is one of its literals.
                let v = values
                    .iter()
                    .skip(1)
                    .fold(Val::konst(values[0].clone()), |acc, l| acc.join(&Val::konst(l.clone())));
                if !values.is_empty() {
                    a.env.insert(path, Val { checked: true, ..v });
                }
            }
            if let Some(g) = &arm.guard {
                let gv = self.eval(&mut a, g);
                if gv.truth() == Some(false) {
                    continue;
                }
                self.refine(&mut a, g, true);
            }
            self.block(&mut a, &arm.body);
            out = out.join(&a);
            if arm.catch_all || (arm.values.is_some() && sv.konst.is_some()) {
                caught = true;
                break;
            }
        }
        if !caught {
            out = out.join(st);
        }
        *st = out;
    }

    /// Where a method ends: what its receiver (`self`, `this`) holds then.
    fn record_receiver(&mut self, st: &State) {
        let Some(f) = self.active.last().map(|f| &self.m.funcs[*f]) else { return };
        if f.class.is_none() {
            return;
        }
        let name = match f.params.first() {
            Some(p) if matches!(p.name.as_str(), "self" | "cls") => p.name.as_str(),
            _ => "this",
        };
        // Its record of its fields, with what was done to each field in place
        // (`self.items.append(v)`).
        let v = object_at_end(st, name);
        if v.parts.is_none() {
            return;
        }
        if let Some(slot) = self.receivers.last_mut() {
            *slot = Some(match slot.take() {
                Some(r) => r.join(&v),
                None => v,
            });
        }
    }

    /// The receiver of a method analysed standalone: an object whose fields hold what the
    /// class's methods store in them, and (a Python `self`) what its `__init__` sets in the
    /// fields no other method assigns ([`Self::seed_fields`]); other fields unknown.
    fn class_receiver(&self, class: Option<&str>, instance: bool) -> Val {
        let seeds = class.filter(|_| instance).and_then(|c| self.class_seeds.get(c));
        let stored = class.and_then(|c| self.class_fields.get(c));
        if seeds.is_none() && stored.is_none() {
            return Val::unknown();
        }
        let mut keys = seeds.cloned().unwrap_or_default();
        for (k, v) in stored.into_iter().flatten() {
            let joined = keys.get(k).map_or_else(|| v.clone(), |s| s.join(v));
            keys.insert(k.clone(), joined);
        }
        Val { parts: Some(Box::new(Parts { keys, ..Parts::default() })), ..Val::unknown() }
    }

    fn record_return(&mut self, st: &mut State, expr: Option<&Expr>, v: Val) {
        self.record_receiver(st);
        if let Some(e) = expr
            && self.has_call_rules
        {
            self.check_return(st, e, &v);
        }
        if let Some(slot) = self.returns.last_mut() {
            *slot = Some(match slot.take() {
                Some(r) => r.join(&v),
                None => v,
            });
        }
    }

    fn lookup(&self, st: &State, name: &str) -> Option<Val> {
        if let Some(v) = st.env.get(name).or_else(|| self.globals.get(name)) {
            return Some(v.clone());
        }
        // `obj.field` known only in the object's own record of its fields (a Python object
        // made in this file, `self.items` in its methods).
        let (obj, field) = name.rsplit_once('.')?;
        self.lookup(st, obj)?.parts?.keys.get(field).cloned()
    }

    fn assign(&mut self, st: &mut State, target: &Expr, v: Val) {
        if self.has_assign_rules && matches!(target.kind, ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Index(..))
        {
            self.check_assign(st, target, &v);
        }
        match &target.kind {
            ExprKind::Name(n) => {
                st.env.insert(n.clone(), v);
            }
            ExprKind::Attr(obj, field) => {
                if let ExprKind::Name(o) = &obj.kind
                    && matches!(o.as_str(), "self" | "this")
                    && v.flat().taint.is_some()
                    && let Some(class) = self.active.last().and_then(|f| self.m.funcs[*f].class.clone())
                {
                    let fields = self.class_fields.entry(class).or_default();
                    if fields.len() < MAX_CLASS_FIELDS || fields.contains_key(field) {
                        let old = fields.remove(field).unwrap_or_default();
                        fields.insert(field.clone(), old.join(&v.derived()));
                    }
                }
                if let Some(path) = obj.dotted().filter(|_| is_path(obj)) {
                    st.env.insert(format!("{path}.{field}"), v.clone());
                    // The object's own record of its fields.
                    let mut o = self.lookup(st, &path).unwrap_or_default();
                    o.parts.get_or_insert_with(Default::default).keys.insert(field.clone(), v);
                    st.env.insert(path, o);
                }
            }
            ExprKind::Index(obj, key) => {
                let k = self.eval(st, key);
                if let Some(path) = obj.dotted().filter(|_| is_path(obj)) {
                    let mut o = self.lookup(st, &path).unwrap_or_default();
                    store(&mut o, k.konst.as_ref(), v);
                    st.env.insert(path, o);
                }
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                let known = v.parts.as_ref().and_then(|p| p.items.as_ref()).filter(|i| i.len() == items.len()).cloned();
                for (i, t) in items.iter().enumerate() {
                    let part = match &known {
                        Some(k) => k[i].clone(),
                        None => element(&v),
                    };
                    self.assign(st, t, part);
                }
            }
            ExprKind::Walrus(t, _) => self.assign(st, t, v),
            _ => {}
        }
    }

    fn eval(&mut self, st: &mut State, e: &Expr) -> Val {
        match &e.kind {
            ExprKind::Lit(l) => Val::konst(l.clone()),
            ExprKind::Name(n) => {
                if let Some(v) = self.lookup(st, n) {
                    return v;
                }
                if n == "this" {
                    let class = self.active.last().and_then(|f| self.m.funcs[*f].class.as_deref());
                    return self.class_receiver(class, false);
                }
                self.source_of(n).unwrap_or_else(Val::unknown)
            }
            ExprKind::Attr(obj, field) => {
                if let Some(path) = e.dotted().filter(|_| is_path(e)) {
                    if let Some(v) = st.env.get(&path) {
                        return v.clone();
                    }
                    if let Some(v) = self.source_of(&path) {
                        return v;
                    }
                }
                let o = self.eval(st, obj);
                match &o.parts {
                    Some(p) => match p.keys.get(field) {
                        Some(v) => v.clone(),
                        // A field of the method's own object that nothing stored in: what the
                        // object holds at unknown places and what it is itself, not what its
                        // other fields hold (`self.next_url` beside a tainted `self.source`).
                        None if matches!(&obj.kind, ExprKind::Name(n) if n == "self" || n == "this") => {
                            p.rest.join(&Val { parts: None, ..o.clone() }).derived()
                        }
                        None => o.derived(),
                    },
                    None => o.derived(),
                }
            }
            ExprKind::Index(obj, key) => {
                let o = self.eval(st, obj);
                let k = self.eval(st, key);
                index(&o, &k)
            }
            ExprKind::Slice(v) => {
                let v = self.eval(st, v);
                v.derived()
            }
            ExprKind::Call(c) => self.call(st, e, c),
            ExprKind::Binary(op, a, b) => {
                let va = self.eval(st, a);
                match (op, va.truth()) {
                    (BinOp::And, Some(false)) | (BinOp::Or, Some(true)) => return va,
                    (BinOp::And | BinOp::Or, Some(_)) => return self.eval(st, b),
                    _ => {}
                }
                let mut vb = self.eval(st, b);
                // `"id = %d" % x`: every conversion is numeric, so only a number gets in (a string
                // raises TypeError).
                if *op == BinOp::Mod
                    && let Some(Lit::Str(t)) = &va.konst
                    && numeric_conversions(t)
                    && vb.flat().nonconst
                {
                    // Marks stay (`"%032x" % random.getrandbits(128)` is still weak randomness).
                    vb = Val { checked: true, marks: vb.flat().marks, ..Val::unknown() };
                }
                let v = binary(*op, &va, &vb);
                if matches!(op, BinOp::Add | BinOp::Mod) {
                    self.check_build(e.span, &v);
                }
                v
            }
            ExprKind::Unary(op, a) => {
                let v = self.eval(st, a);
                match fold_unary(*op, &v) {
                    Some(l) => Val::konst(l),
                    None if *op == UnOp::Not => Val::unknown(),
                    None => v.derived(),
                }
            }
            ExprKind::Cond(test, then, other) => {
                let t = self.eval(st, test);
                match t.truth() {
                    Some(true) => self.eval(st, then),
                    Some(false) => self.eval(st, other),
                    None => {
                        let mut a = st.clone();
                        self.refine(&mut a, test, true);
                        let x = self.eval(&mut a, then);
                        let mut b = st.clone();
                        self.refine(&mut b, test, false);
                        let y = self.eval(&mut b, other);
                        x.join(&y)
                    }
                }
            }
            ExprKind::Format(parts) => {
                let vals: Vec<Val> = parts.iter().map(|p| self.eval(st, p)).collect();
                let v = concat(&vals);
                self.check_build(e.span, &v);
                v
            }
            ExprKind::List(items) | ExprKind::Tuple(items) => {
                let vals = items.iter().map(|i| self.eval(st, i)).collect();
                Val::list(vals)
            }
            ExprKind::Dict(pairs) => {
                let mut d = Val { parts: Some(Box::default()), ..Val::default() };
                for (k, v) in pairs {
                    let vv = self.eval(st, v);
                    match k {
                        Some(k) => {
                            let kv = self.eval(st, k);
                            store(&mut d, kv.konst.as_ref(), vv);
                        }
                        None => {
                            if let Some(p) = &vv.parts {
                                let dp = d.parts.get_or_insert_with(Default::default);
                                for (k, v) in &p.keys {
                                    dp.keys.insert(k.clone(), v.clone());
                                }
                                dp.rest = dp.rest.join(&p.rest);
                            } else {
                                store(&mut d, None, vv);
                            }
                        }
                    }
                }
                d
            }
            ExprKind::Lambda(id) => {
                self.closure(st, *id);
                Val::unknown()
            }
            ExprKind::Walrus(t, v) => {
                let v = self.eval(st, v);
                self.assign(st, t, v.clone());
                v
            }
            ExprKind::Opaque(parts) => {
                let mut out = Val::unknown();
                for p in parts {
                    let v = self.eval(st, p).flat();
                    out.taint = out.taint.or(v.taint);
                    out.built |= v.built;
                    out.marks |= v.marks;
                }
                out
            }
        }
    }

    /// The value of a name or chain that is a request source.
    fn source_of(&self, chain: &str) -> Option<Val> {
        let resolved = self.resolve(chain);
        self.sources
            .iter()
            .find(|s| source_matches(s, chain) || source_matches(s, &resolved))
            .map(|s| Val::tainted(s.trim_start_matches("*.")))
    }

    /// A dotted name with its first part resolved through the imports.
    fn resolve(&self, chain: &str) -> String {
        let (first, rest) = chain.split_once('.').map_or((chain, None), |(a, b)| (a, Some(b)));
        match (self.m.imports.get(first), rest) {
            (Some(full), Some(rest)) => format!("{full}.{rest}"),
            (Some(full), None) => full.clone(),
            (None, _) => chain.to_string(),
        }
    }

    fn is_exit(&self, func: &Expr) -> bool {
        let Some(name) = func.dotted() else { return false };
        let resolved = self.resolve(&name);
        EXIT_CALLS.iter().any(|x| *x == resolved || *x == name)
    }

    /// The names a call is known by: as written with imports resolved, and through the call
    /// that made its receiver (`t.render` where `t = jinja2.Template(...)`).
    fn callee_names(&self, st: &State, c: &Call, recv: Option<&Val>) -> Vec<String> {
        let mut out = Vec::new();
        // A Python local variable holding an object (`yaml = YAML(typ="rt")`) hides a module
        // imported under the same name: `yaml.load(..)` is then the object's method, known by
        // its origin below, not the module's function.
        let shadowed = self.lang == Lang::Python
            && matches!(&c.func.kind, ExprKind::Attr(obj, _)
                if matches!(&obj.kind, ExprKind::Name(n) if st.env.get(n).is_some_and(|v| v.origin.is_some())));
        if let Some(d) = c.func.dotted().filter(|_| !shadowed) {
            out.push(self.resolve(&d));
        }
        if let ExprKind::Name(n) = &c.func.kind
            && let Some(held) = self.lookup(st, &alias_key(n)).and_then(|v| v.parts)
        {
            out.extend(held.keys.into_keys());
        }
        if self.lang == Lang::Java {
            out.extend(self.java_class_names(c, out.first()));
        }
        let origin = match &c.func.kind {
            ExprKind::Attr(obj, _) => match obj.dotted().filter(|_| is_path(obj)) {
                Some(path) => self.lookup(st, &path).and_then(|v| v.origin),
                None => recv.and_then(|v| v.origin.clone()),
            },
            _ => None,
        };
        if let ExprKind::Attr(_, method) = &c.func.kind
            && let Some(origin) = origin
        {
            let name = format!("{origin}.{method}");
            if !out.contains(&name) {
                out.push(name);
            }
        } else if let ExprKind::Attr(obj, _) = &c.func.kind
            && matches!(obj.kind, ExprKind::Call(_))
            && let Some(d) = c.func.dotted()
        {
            // A chain of calls on a variable (`cmd.arg(a).arg(b)` where `cmd = Command::new(..)`):
            // the variable's origin, then the chain's methods.
            let segs: Vec<&str> = d.split('.').collect();
            for k in (1..segs.len()).rev() {
                if let Some(origin) = self.lookup(st, &segs[..k].join(".")).and_then(|v| v.origin) {
                    let name = format!("{origin}.{}", segs[k..].join("."));
                    if !out.contains(&name) {
                        out.push(name);
                    }
                    break;
                }
            }
        }
        out
    }

    /// Java names a call is also known by, through the classes the source names: a class
    /// written with its package by its simple name (`javax.crypto.Cipher.getInstance` is
    /// `Cipher.getInstance`), and a method of a variable, parameter or field by the class it is
    /// declared with (`stmt.execute` on `Statement stmt` is `Statement.execute`).
    fn java_class_names(&self, c: &Call, written: Option<&String>) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(w) = written {
            let segs: Vec<&str> = w.split('.').collect();
            let class_at = segs.iter().position(|s| s.starts_with(|ch: char| ch.is_ascii_uppercase()));
            if let Some(k) = class_at.filter(|k| *k > 0)
                && segs[..k].iter().all(|s| s.starts_with(|ch: char| ch.is_ascii_lowercase()))
                && segs[0] != "this"
            {
                out.push(segs[k..].join("."));
            }
        }
        if let ExprKind::Attr(obj, method) = &c.func.kind {
            let var = match &obj.kind {
                ExprKind::Name(n) => Some(n.as_str()),
                ExprKind::Attr(this, n) if matches!(&this.kind, ExprKind::Name(t) if t == "this") => Some(n.as_str()),
                _ => None,
            };
            // The innermost declaration of that name in scope where the call is.
            let at = c.func.span.start;
            if let Some((_, class)) = var.and_then(|v| self.m.declared.get(v)).and_then(|ds| {
                ds.iter().filter(|(s, _)| s.start <= at && at < s.end).min_by_key(|(s, _)| s.end - s.start)
            }) {
                out.push(format!("{class}.{method}"));
            }
        }
        out.retain(|n| Some(n) != written);
        out
    }

    fn call(&mut self, st: &mut State, e: &Expr, c: &Call) -> Val {
        let (recv_expr, method) = match &c.func.kind {
            ExprKind::Attr(obj, m) => (Some(&**obj), Some(m.as_str())),
            _ => (None, None),
        };
        let recv = match recv_expr {
            // A function of an imported module (`fmt.Sprintf`), or a class named as the receiver
            // of a static method (`String.format(..)`, `Math.max(..)`): not a value the result
            // depends on.
            Some(Expr { kind: ExprKind::Name(n), .. })
                if (self.m.imports.contains_key(n) || n.starts_with(|c: char| c.is_ascii_uppercase()))
                    && self.lookup(st, n).is_none()
                    && self.source_of(n).is_none() =>
            {
                None
            }
            Some(o) => Some(self.eval(st, o)),
            None => {
                // A called value (`get_handler()(x)`) is evaluated for its own calls.
                if !matches!(c.func.kind, ExprKind::Name(_)) { Some(self.eval(st, &c.func)) } else { None }
            }
        };
        // A module or class the method belongs to (`pickle.dumps`, `Path.home`) is not data.
        let recv = match (recv, recv_expr) {
            (Some(v), Some(o))
                if is_path(o)
                    && v.taint.is_none()
                    && o.dotted().and_then(|p| p.split('.').next().map(str::to_string)).is_some_and(|root| {
                        self.lookup(st, &root).is_none()
                            && (self.m.modules.contains(&root) || self.m.imports.contains_key(&root))
                    }) =>
            {
                Some(Val::default())
            }
            (v, _) => v,
        };
        let args: Vec<Val> = c.args.iter().map(|a| self.eval(st, a)).collect();
        let kwargs: Vec<Val> = c.kwargs.iter().map(|(_, a)| self.eval(st, a)).collect();
        if let (Some(m), Some(obj)) = (method, recv_expr) {
            self.unmark(st, obj, m, c);
        }
        let names = self.callee_names(st, c, recv.as_ref());
        if self.has_call_rules {
            self.check_call(st, e, c, &names, recv.as_ref(), &args, &kwargs);
        }
        let marks = self.marks_of(&names) | recv.iter().chain(&args).chain(&kwargs).fold(0, |m, v| m | v.flat().marks);
        let name = names.first().cloned().unwrap_or_default();
        // What the result is known as: through its receiver's origin when there is one
        // (`c.arg(x)` on `c = Command::new(..)` makes a `std.process.Command.new.arg`).
        let known_as = names.last().cloned().unwrap_or_default();
        let raw = c.func.dotted().unwrap_or_default();

        // `request.args.get("n", type=int)`: the framework converts the value to a number (or
        // returns the default).
        if method == Some("get")
            && c.kwargs.iter().any(|(k, t)| {
                k == "type" && matches!(&t.kind, ExprKind::Name(n) if matches!(n.as_str(), "int" | "float" | "bool"))
            })
        {
            return Val { origin: Some(Rc::from(known_as.as_str())), marks, checked: true, ..Val::unknown() };
        }
        // Request data.
        if !raw.is_empty()
            && let Some(v) = self.source_of(&raw)
        {
            return Val { origin: Some(Rc::from(known_as.as_str())), marks, ..v };
        }
        let all: Vec<&Val> = recv.iter().chain(&args).chain(&kwargs).collect();
        let mut out =
            Val { origin: (!known_as.is_empty()).then(|| Rc::from(known_as.as_str())), marks, ..Val::default() };
        // Sanitizers and validators: the result is clean.
        if !name.is_empty()
            && (self.sanitizers.iter().any(|s| callee_matches(s, &name) || s == &name)
                // `path.normalize()` folds `a/../b` but keeps a leading `../`: it confines nothing.
                || (sanitizer_by_name(&name) && !name.ends_with(".normalize")))
        {
            out.nonconst = all.iter().any(|v| v.flat().nonconst);
            out.checked = out.nonconst;
            return out;
        }
        // Functions of this file.
        if let Some(v) = self.local_call(st, c, recv.as_ref(), &args) {
            return Val { origin: out.origin, marks: v.marks | marks, ..v };
        }
        self.escape(st, e, &raw, &name, &args);
        if let Some(label) = self.imported_result(st, &raw, &names) {
            return Val { taint: Some(label), nonconst: true, ..out };
        }
        // A function handed to a thread, pool or event loop with its arguments runs on them.
        if let Some(run) = dispatched(c, &name) {
            let end = self.in_dispatch;
            if !end {
                self.in_dispatch = true;
                self.call(st, &Expr::new(ExprKind::Call(Box::new(run.clone())), e.span), &run);
                self.in_dispatch = false;
            }
        }
        // Containers changed or read in place.
        if let (Some(m), Some(obj)) = (method, recv_expr)
            && let Some(v) = self.container_method(st, obj, m, &args)
        {
            return v;
        }
        let last = name.rsplit('.').next().unwrap_or(&name);
        if PREDICATES.contains(&last) || PREDICATES.contains(&name.as_str()) {
            return Val { nonconst: true, ..out };
        }
        // Everything else carries its inputs' data, and remembers the variable it was
        // derived from.
        out.from =
            c.args.first().or(recv_expr).and_then(|a| a.dotted().filter(|_| is_path(a))).map(|p| Rc::from(p.as_str()));
        if out.from.is_none() {
            out.from = recv.as_ref().and_then(|r| r.from.clone());
        }
        let mut nonconst = false;
        for v in &all {
            let f = v.flat();
            out.taint = out.taint.or(f.taint);
            out.built |= f.built;
            nonconst |= f.nonconst;
        }
        let formatter = FORMATTERS.contains(&last) || FORMATTERS.contains(&name.as_str());
        if formatter && nonconst {
            out.built = true;
            out.checked = all.iter().filter(|v| v.flat().nonconst).all(|v| v.flat().checked);
            // The template's text: the receiver (`"...".format(x)`) or the first argument
            // (`String.format("...", x)`).
            let template = match recv.as_ref().and_then(|r| r.konst.clone()) {
                Some(Lit::Str(t)) => Some(t),
                _ => match args.first().and_then(|a| a.konst.clone()) {
                    Some(Lit::Str(t)) => Some(t),
                    _ => None,
                },
            };
            out.text = template.map(|t| Rc::from(t.as_str()));
            self.check_build(e.span, &out);
        }
        let pure = formatter
            || PURE_STRING.contains(&last)
            || PURE_FUNCS.contains(&last)
            || matches!(name.as_str(), "os.path.join" | "posixpath.join")
            || CONTAINERS.contains(&name.as_str());
        out.nonconst = nonconst || !pure;
        if pure && !nonconst {
            out.konst = fold_pure(last, recv.as_ref(), &args);
        }
        if !out.nonconst {
            out.checked = false;
        }
        out
    }

    /// A function written inline (a callback) is also analysed where it is written, seeing the
    /// variables of the code around it (it runs standalone too, without them); once per set of
    /// facts about those variables.
    fn closure(&mut self, st: &State, fid: usize) {
        if self.active.len() >= 6 || self.active.contains(&fid) {
            return;
        }
        let mut names: Vec<&String> = st.env.keys().collect();
        names.sort();
        let facts: Vec<Val> = names.iter().map(|n| st.env[*n].clone()).collect();
        let key = (fid, format!("closure {names:?} {}", signature(&facts)));
        if self.memo.contains_key(&key) {
            return;
        }
        self.memo.insert(key, Val::unknown());
        self.function_in(fid, None, st.env.clone());
    }

    /// A call of a function or method defined in this file: its return value, analysed with
    /// these arguments. A method runs on its receiver's fields (`self.helper(x)`, `obj.build(q)`
    /// where `obj = Helper(..)`), and the fields it sets are the receiver's after the call; a
    /// class called (`Helper(q)`, `new Helper(q)`) runs its constructor and is the object it
    /// made.
    fn local_call(&mut self, st: &mut State, c: &Call, recv: Option<&Val>, args: &[Val]) -> Option<Val> {
        let m = self.m;
        let class = self.active.last().and_then(|f| m.funcs[*f].class.clone());
        let method_of = |class: &str, method: &str| self.by_name.get(&format!("{class}.{method}")).cloned();
        // The class of this file a value was made by (its origin is the class's name).
        let class_of = |v: Option<&Val>| {
            v.and_then(|v| v.origin.clone()).filter(|o| self.classes.contains(&**o)).map(|o| o.to_string())
        };
        let mut constructed: Option<String> = None;
        // The receiver variable, when the call is on one (its fields change).
        let mut receiver: Option<String> = None;
        let ids = match &c.func.kind {
            // A bare name is a function, or (Java) a method of the class it is called in, or a
            // class of this file.
            ExprKind::Name(n) => match self.by_name.get(n).cloned().or_else(|| method_of(class.as_deref()?, n)) {
                Some(ids) => ids,
                None if self.classes.contains(n.as_str()) && self.lookup(st, n).is_none() => {
                    constructed = Some(n.clone());
                    method_of(n, "__init__")
                        .or_else(|| method_of(n, "constructor"))
                        .or_else(|| method_of(n, n))
                        .unwrap_or_default()
                }
                None => return None,
            },
            ExprKind::Attr(obj, method) => {
                if is_path(obj) {
                    receiver = obj.dotted();
                }
                match &obj.kind {
                    ExprKind::Name(o) if o == "self" || o == "cls" || o == "this" => {
                        method_of(class.as_deref()?, method)?
                    }
                    // `Helper.method(..)`: a static method of a class of this file; `obj.method(..)`
                    // on an object one of its classes made.
                    ExprKind::Name(o) => method_of(o, method).or_else(|| method_of(&class_of(recv)?, method))?,
                    // `new Helper().method(..)`, `Helper().method(..)`, `self.helper.method(..)`.
                    ExprKind::Call(inner) if inner.new => method_of(&inner.func.dotted()?, method)?,
                    _ => method_of(&class_of(recv)?, method)?,
                }
            }
            _ => return None,
        };
        if self.active.len() >= 4 {
            return None;
        }
        let made = constructed.as_ref().map(|c| Val { origin: Some(Rc::from(c.as_str())), ..Val::unknown() });
        // What the method sees as its receiver: the object it is called on.
        let this = made.clone().or_else(|| recv.cloned()).unwrap_or_else(Val::unknown);
        let mut out: Option<Val> = None;
        let mut this_after: Option<Val> = None;
        for fid in ids {
            if self.active.contains(&fid) {
                continue;
            }
            let f = &m.funcs[fid];
            let mut call_args: Vec<Val> = Vec::new();
            // Only a method that declares its receiver (Python) takes it as an argument; the
            // others see it as `this`.
            let takes_self = f.params.first().is_some_and(|p| matches!(p.name.as_str(), "self" | "cls"));
            if takes_self {
                call_args.push(this.clone());
            }
            call_args.extend(args.iter().cloned());
            // Once per set of facts of the arguments and of the receiver's fields (`this` of a
            // method that does not declare it is not among the arguments).
            let key = match takes_self {
                true => (fid, signature(&call_args)),
                false => (fid, format!("{}|{}", signature(&call_args), signature(std::slice::from_ref(&this)))),
            };
            let (v, after) = match self.memo.get(&key) {
                Some(v) => (v.clone(), self.memo_this.get(&key).cloned()),
                None => {
                    // Mark before analysing, so a recursive path ends.
                    self.memo.insert(key.clone(), Val::unknown());
                    let mut outer = Env::new();
                    if f.class.is_some() && !takes_self {
                        outer.insert("this".into(), this.clone());
                    }
                    let end = self.function_in(fid, Some(&call_args), outer);
                    let v = end.env.get(RETURN).cloned().unwrap_or_default();
                    let after = end.env.get(RECEIVER).cloned();
                    self.memo.insert(key.clone(), v.clone());
                    if let Some(a) = &after {
                        self.memo_this.insert(key, a.clone());
                    }
                    (v, after)
                }
            };
            out = Some(match out {
                Some(o) => o.join(&v),
                None => v,
            });
            if let Some(a) = after {
                this_after = Some(match this_after {
                    Some(o) => o.join(&a),
                    None => a,
                });
            }
        }
        // The fields the method set are the receiver's now.
        let fields = this_after.and_then(|a| a.parts).map(|p| p.keys).unwrap_or_default();
        if let Some(made) = made {
            let mut obj = made;
            if fields.is_empty() {
                // A constructor that keeps its arguments nowhere we see (a base class's): the
                // object carries their data.
                for a in args {
                    obj.taint = obj.taint.or(a.flat().taint);
                }
            } else {
                obj.parts.get_or_insert_with(Default::default).keys.extend(fields);
            }
            return Some(obj);
        }
        if let Some(path) = receiver.filter(|_| !fields.is_empty()) {
            let mut o = self.lookup(st, &path).unwrap_or_default();
            for (k, v) in fields {
                st.env.insert(format!("{path}.{k}"), v.clone());
                o.parts.get_or_insert_with(Default::default).keys.insert(k, v);
            }
            st.env.insert(path, o);
        }
        out
    }

    /// Records a call that may go to a function of another file of the project with request
    /// data: a bare name (Go calls its package's functions so), or a chain on an imported
    /// module or a class (`utils.run`, `Helper.run`), never a method of a local value.
    fn escape(&mut self, st: &State, e: &Expr, raw: &str, name: &str, args: &[Val]) {
        if self.escapes.len() >= MAX_ESCAPES || raw.is_empty() || name.is_empty() {
            return;
        }
        let taints: Vec<Option<String>> = args.iter().map(|a| a.flat().taint.map(|t| t.to_string())).collect();
        if taints.iter().all(Option::is_none) {
            return;
        }
        if !self.outside(st, raw) || self.escapes.iter().any(|x| x.callee == name && x.args == taints) {
            return;
        }
        let line = self.lines.line_of(e.span.start);
        self.escapes.push(Escape { callee: name.to_string(), line, args: taints });
    }

    /// Whether a call as written may go to a function of another file: a bare name that is
    /// not a variable, or a chain on an imported module or a class.
    fn outside(&self, st: &State, raw: &str) -> bool {
        let first = raw.split('.').next().unwrap_or(raw);
        // An imported name may also be a variable (`const db = require('./db')`).
        self.m.imports.contains_key(first)
            || self.m.modules.contains(first)
            || (self.lookup(st, first).is_none()
                && (!raw.contains('.') || first.starts_with(|c: char| c.is_ascii_uppercase())))
    }

    /// The result of a call that may be a function of another file: request data when that
    /// function returns it whatever it is given ([`Inbound::returns`]); otherwise the call is
    /// recorded ([`Links::calls`]) for the scan to look up.
    fn imported_result(&mut self, st: &State, raw: &str, names: &[String]) -> Option<Rc<str>> {
        if raw.is_empty() || names.is_empty() {
            return None;
        }
        if let Some((_, label)) = self.imported.iter().find(|(c, _)| names.contains(c)) {
            return Some(Rc::from(label.as_str()));
        }
        // As written (`util.get_name`), or as a method of an object a class of another file
        // made (`.helpers.Helper.get` for `h.get()` where `h = Helper()`).
        let via_origin = names.last().filter(|n| names.len() > 1 && **n != names[0]);
        let written = self.outside(st, raw).then(|| &names[0]);
        for n in written.into_iter().chain(via_origin) {
            if self.calls_out.len() < MAX_ESCAPES && !self.calls_out.contains(n) {
                self.calls_out.push(n.clone());
            }
        }
        None
    }

    /// `append`, `pop`, `put`, `get`, `set` on a container held by a variable.
    fn container_method(&mut self, st: &mut State, obj: &Expr, method: &str, args: &[Val]) -> Option<Val> {
        let path = obj.dotted().filter(|_| is_path(obj))?;
        let mut o = self.lookup(st, &path)?;
        let konst_key = |vals: &[Val]| -> Option<String> {
            let keys: Option<Vec<String>> = vals.iter().map(|v| v.konst.as_ref().and_then(key_text)).collect();
            keys.map(|k| k.join("."))
        };
        let result = match method {
            "append" | "push" | "add" | "addLast" | "offer" | "push_back" | "appendleft" | "unshift" | "addFirst"
                if args.len() == 1 =>
            {
                let p = o.parts.get_or_insert_with(Default::default);
                let front = matches!(method, "appendleft" | "unshift" | "addFirst");
                match &mut p.items {
                    Some(items) if front => items.insert(0, args[0].clone()),
                    Some(items) => items.push(args[0].clone()),
                    None if o.taint.is_none() && p.rest == Val::default() && p.keys.is_empty() && !front => {
                        p.items = Some(vec![args[0].clone()])
                    }
                    None => p.rest = p.rest.join(&args[0]),
                }
                Val::konst(Lit::Null)
            }
            "extend" | "addAll" if args.len() == 1 => {
                let p = o.parts.get_or_insert_with(Default::default);
                let more = args[0].parts.as_ref().and_then(|q| q.items.clone());
                match (&mut p.items, more) {
                    (Some(items), Some(more)) => items.extend(more),
                    _ => p.rest = p.rest.join(&args[0].flat()),
                }
                Val::konst(Lit::Null)
            }
            "pop" | "popleft" | "shift" | "poll" | "removeFirst" | "removeLast" | "remove" | "pop_front"
            | "pop_back" => {
                let p = o.parts.as_mut()?;
                let index_arg = args.first().and_then(|a| a.konst.clone());
                let taken = match (&mut p.items, method, index_arg) {
                    (Some(items), "pop" | "removeLast" | "pop_back", None) => items.pop(),
                    (Some(items), "popleft" | "shift" | "poll" | "removeFirst" | "pop_front", None)
                        if !items.is_empty() =>
                    {
                        Some(items.remove(0))
                    }
                    (Some(items), "pop", Some(Lit::Int(i))) | (Some(items), "remove", Some(Lit::Int(i)))
                        if self.lang != Lang::Python || method == "pop" =>
                    {
                        let n = items.len() as i64;
                        let i = if i < 0 { n + i } else { i };
                        usize::try_from(i).ok().filter(|i| *i < items.len()).map(|i| items.remove(i))
                    }
                    (Some(items), "remove", Some(k)) => {
                        let at = items.iter().position(|v| v.konst.as_ref() == Some(&k));
                        at.map(|i| items.remove(i))
                    }
                    (None, "pop" | "remove", Some(k)) => key_text(&k).and_then(|k| p.keys.remove(&k)),
                    _ => None,
                };
                match taken {
                    Some(v) => v,
                    None => o.flat().derived(),
                }
            }
            "set" | "put" | "setdefault" | "__setitem__" | "setProperty" | "setAttribute" | "Set" | "Add"
            | "insert" | "putIfAbsent" | "set_option"
                if args.len() >= 2 =>
            {
                let (keys, value) = args.split_at(args.len() - 1);
                let p = o.parts.get_or_insert_with(Default::default);
                match konst_key(keys) {
                    Some(k) if method == "setdefault" || method == "putIfAbsent" => {
                        p.keys.entry(k).or_insert_with(|| value[0].clone());
                    }
                    Some(k) => {
                        p.keys.insert(k, value[0].clone());
                    }
                    None => p.rest = p.rest.join(&value[0]),
                }
                Val::konst(Lit::Null)
            }
            "update" | "putAll" if args.len() == 1 => {
                let p = o.parts.get_or_insert_with(Default::default);
                match &args[0].parts {
                    Some(q) => {
                        for (k, v) in &q.keys {
                            p.keys.insert(k.clone(), v.clone());
                        }
                        p.rest = p.rest.join(&q.rest);
                    }
                    None => p.rest = p.rest.join(&args[0]),
                }
                Val::konst(Lit::Null)
            }
            "get" | "getOrDefault" | "getProperty" | "getAttribute" | "Get" | "getstring" | "getint" | "getboolean"
            | "getfloat" | "get_or" | "getValue"
                if !args.is_empty() =>
            {
                let p = o.parts.as_ref()?;
                // `list.get(i)` (Java): the item at a known position.
                if let (Some(_), [Val { konst: Some(k @ Lit::Int(_)), .. }]) = (&p.items, args)
                    && let Some(v) = p.at(k)
                {
                    return Some(v);
                }
                // A config object is keyed by section and option; a map by its key.
                let full = konst_key(args);
                let first = konst_key(&args[..1]);
                let found =
                    full.as_ref().and_then(|k| p.keys.get(k)).or_else(|| first.as_ref().and_then(|k| p.keys.get(k)));
                let v = match found {
                    Some(v) => v.clone(),
                    None if full.is_some() || first.is_some() => {
                        let default = if args.len() >= 2 { args[args.len() - 1].clone() } else { Val::default() };
                        p.rest.join(&default)
                    }
                    // An unknown key: any entry (a constant of a lookup table), or the default.
                    None if args.len() >= 2 => any_entry(&o).join(&args[args.len() - 1]),
                    None => any_entry(&o),
                };
                return Some(v);
            }
            _ => return None,
        };
        st.env.insert(path, o);
        Some(result)
    }

    /// What a condition tells on the path where it is `truth`.
    fn refine(&mut self, st: &mut State, cond: &Expr, truth: bool) {
        // `LIST.indexOf(x) !== -1` (x is a member of a fixed list) and `x.indexOf(P) === 0`
        // (x starts with P) validate like `in` and `startsWith`.
        if let Some((recv, arg, prefix)) = index_test(cond, truth) {
            if prefix {
                self.check(st, recv);
            } else if self.constant(st, recv) {
                self.check(st, arg);
                self.check_url_of(st, arg);
            }
            return;
        }
        match &cond.kind {
            ExprKind::Unary(UnOp::Not, inner) => self.refine(st, inner, !truth),
            ExprKind::Binary(BinOp::And, a, b) if truth => {
                self.refine(st, a, true);
                self.refine(st, b, true);
            }
            ExprKind::Binary(BinOp::Or, a, b) if !truth => {
                self.refine(st, a, false);
                self.refine(st, b, false);
            }
            ExprKind::Binary(op @ (BinOp::In | BinOp::NotIn), x, coll)
                if (*op == BinOp::In) == truth && self.constant(st, coll) =>
            {
                self.check_url_of(st, x);
                match self.pure(st, x) {
                    Some(k) => {
                        self.check(st, x);
                        let v = Val { checked: true, nonconst: false, taint: None, konst: k.konst, ..Val::default() };
                        self.mark(st, x, v);
                    }
                    None => self.check(st, x),
                }
            }
            ExprKind::Binary(op @ (BinOp::Eq | BinOp::Ne | BinOp::Is), x, y) if (*op != BinOp::Ne) == truth => {
                // `commonpath([base, target]) == base`: the target stays inside base.
                for side in [x, y] {
                    if let ExprKind::Call(c) = &side.kind
                        && c.func.dotted().is_some_and(|n| n.ends_with("commonpath") || n.ends_with("commonprefix"))
                    {
                        for a in &c.args {
                            match &a.kind {
                                ExprKind::List(items) | ExprKind::Tuple(items) => {
                                    for i in items {
                                        self.check(st, i);
                                    }
                                }
                                _ => self.check(st, a),
                            }
                        }
                    }
                }
                for (a, b) in [(x, y), (y, x)] {
                    if let Some(v) = self.pure(st, b).filter(|v| v.konst.is_some() && !v.nonconst) {
                        // `x == None` says nothing worth keeping.
                        if v.konst != Some(Lit::Null) {
                            self.mark(st, a, Val { checked: true, ..v });
                            self.check_url_of(st, a);
                        }
                        break;
                    }
                }
            }
            ExprKind::Call(c) if truth => {
                let name = c.func.dotted().map(|d| self.resolve(&d)).unwrap_or_default();
                let last = name.rsplit('.').next().unwrap_or("");
                let recv = match &c.func.kind {
                    ExprKind::Attr(obj, _) => Some(&**obj),
                    _ => None,
                };
                match last {
                    "startswith" | "startsWith" | "starts_with" | "isdigit" | "isnumeric" | "isdecimal" | "isalnum"
                    | "isalpha" | "isidentifier" | "matches" | "is_relative_to" => {
                        if let Some(r) = recv {
                            self.check(st, r);
                        }
                    }
                    // `x.chars().all(|c| ..)`: every character of `x` passed a test.
                    "all"
                        if recv.is_some_and(|r| {
                            matches!(&r.kind, ExprKind::Call(rc) if matches!(&rc.func.kind,
                            ExprKind::Attr(_, m) if m == "chars" || m == "bytes"))
                        }) =>
                    {
                        if let Some(r) = recv {
                            self.check(st, r);
                        }
                    }
                    "HasPrefix" | "isinstance" => {
                        if let Some(a) = c.args.first() {
                            self.check(st, a);
                        }
                    }
                    "match" | "fullmatch" | "search" | "test" | "MatchString" => {
                        // `re.match(pattern, x)`, `pattern.fullmatch(x)`, `/re/.test(x)`.
                        let subject = if c.args.len() >= 2 && recv.is_some_and(|r| r.dotted().as_deref() == Some("re"))
                        {
                            c.args.get(1)
                        } else {
                            c.args.last()
                        };
                        if let Some(a) = subject {
                            self.check(st, a);
                        }
                    }
                    "contains" | "includes" | "has" | "containsKey" | "__contains__" | "Contains" => {
                        if let (Some(r), Some(a)) = (recv, c.args.first())
                            && self.constant(st, r)
                        {
                            let k = self.pure(st, a).unwrap_or_default();
                            // What `a` was derived from (`host = url.host_str()`) is checked too.
                            self.check(st, a);
                            self.mark(st, a, Val { checked: true, konst: k.konst, ..Val::default() });
                            self.check_url_of(st, a);
                        }
                    }
                    _ if (sanitizer_by_name(&name) || validator_name(last)) && !self.substring_validator(last) => {
                        for a in &c.args {
                            self.check(st, a);
                        }
                        if c.args.is_empty()
                            && let Some(r) = recv
                        {
                            self.check(st, r);
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }

    /// A function of this file named like a validator that tests its parameter for a substring
    /// (`url.includes(allowed)`, `url.indexOf(host) !== -1`): `https://evil.example/?good.example`
    /// passes it, so it validates nothing.
    fn substring_validator(&self, name: &str) -> bool {
        let Some(ids) = self.by_name.get(name) else { return false };
        ids.iter().filter_map(|&i| self.m.funcs.get(i)).any(|f| {
            let body = self.src.get(f.span.start..f.span.end).unwrap_or("");
            let prefix_test = body.contains(") === 0") || body.contains(") == 0");
            f.params.iter().any(|p| {
                body.contains(&format!("{}.includes(", p.name))
                    || body.contains(&format!("{}.contains(", p.name))
                    || (!prefix_test && body.contains(&format!("{}.indexOf(", p.name)))
            })
        })
    }

    /// A URL whose host is allow-listed (`ALLOWED.has(url.hostname)`, `parsed.netloc in HOSTS`)
    /// is validated as a whole: where it leads is fixed.
    fn check_url_of(&mut self, st: &mut State, e: &Expr) {
        if let ExprKind::Attr(obj, field) = &e.kind
            && matches!(field.as_str(), "host" | "hostname" | "netloc" | "origin" | "Host" | "Hostname")
            && is_path(obj)
        {
            self.check(st, obj);
        }
    }

    /// Marks the value of `e` (and the variable inside a call on it) as validated.
    fn check(&mut self, st: &mut State, e: &Expr) {
        match &e.kind {
            ExprKind::Call(c) => {
                // `os.path.realpath(p).startswith(base)` validates `p`;
                // `x.lower().startswith(...)` validates `x`.
                if let Some(a) = c.args.first() {
                    self.check(st, a);
                } else if let ExprKind::Attr(obj, _) = &c.func.kind {
                    self.check(st, obj);
                }
            }
            ExprKind::Attr(obj, _) | ExprKind::Index(obj, _) | ExprKind::Slice(obj) if !is_path(e) => {
                self.check(st, obj)
            }
            _ => {
                // A path validated after it was built: the finding where it was built goes.
                if let ExprKind::Name(n) = &e.kind {
                    let here = self.active.last().copied();
                    let hits = &mut self.hits;
                    self.unless_checked.retain(|(f, name, key)| {
                        let validated = *f == here && name == n;
                        if validated {
                            hits.remove(key);
                        }
                        !validated
                    });
                }
                // `parts.hostname` checked: `parts`, and what it was parsed from, are too.
                if let ExprKind::Attr(obj, _) = &e.kind {
                    self.check(st, obj);
                }
                if let Some(old) = self.pure(st, e) {
                    if let Some(from) = old.from.clone() {
                        let src = self.lookup(st, &from).unwrap_or_default();
                        st.env.insert(from.to_string(), Val { checked: true, taint: None, built: false, ..src });
                    }
                    self.mark(st, e, Val { checked: true, taint: None, built: false, ..old });
                }
            }
        }
    }

    fn mark(&mut self, st: &mut State, e: &Expr, v: Val) {
        if let Some(path) = e.dotted().filter(|_| is_path(e)) {
            st.env.insert(path, v);
        }
    }

    /// The value of a name, chain or literal, without running anything.
    fn pure(&self, st: &State, e: &Expr) -> Option<Val> {
        match &e.kind {
            ExprKind::Lit(l) => Some(Val::konst(l.clone())),
            ExprKind::Name(_) | ExprKind::Attr(..) if is_path(e) => {
                let path = e.dotted()?;
                Some(self.lookup(st, &path).or_else(|| self.source_of(&path)).unwrap_or_else(Val::unknown))
            }
            ExprKind::List(items) | ExprKind::Tuple(items) => {
                let vals: Option<Vec<Val>> = items.iter().map(|i| self.pure(st, i)).collect();
                Some(Val::list(vals?))
            }
            ExprKind::Dict(pairs) => {
                let mut out = Val { parts: Some(Box::default()), ..Val::default() };
                for (k, v) in pairs {
                    let kv = self.pure(st, k.as_ref()?)?;
                    let vv = self.pure(st, v)?;
                    store(&mut out, kv.konst.as_ref(), vv);
                }
                Some(out)
            }
            _ => None,
        }
    }

    /// Whether `e` is a collection or value fixed by the program (an allow-list).
    fn constant(&self, st: &State, e: &Expr) -> bool {
        if let Some(path) = e.dotted().filter(|_| is_path(e))
            && self.lookup(st, &path).is_none()
            && (path
                .rsplit('.')
                .next()
                .is_some_and(|n| n.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
                // A member of an imported module (`config.allowedHosts`): set by the program.
                || path.split_once('.').is_some_and(|(m, _)| self.m.imports.contains_key(m) && self.lookup(st, m).is_none()))
        {
            // An ALL_CAPS name defined elsewhere (another module): a constant by convention.
            return true;
        }
        match self.pure(st, e) {
            Some(v) => {
                let f = v.flat();
                f.taint.is_none() && !f.nonconst && !f.built
            }
            None => false,
        }
    }

    fn current_name(&self) -> &str {
        self.active.last().map_or("", |f| self.m.funcs[*f].name.as_str())
    }

    #[allow(clippy::too_many_arguments)]
    fn check_call(
        &mut self,
        st: &State,
        e: &Expr,
        c: &Call,
        names: &[String],
        recv: Option<&Val>,
        args: &[Val],
        kwargs: &[Val],
    ) {
        let mut candidates: Vec<usize> = names.iter().flat_map(|n| self.rules.call_candidates(self.lang, n)).collect();
        candidates.sort_unstable();
        candidates.dedup();
        for r in candidates {
            let rule = &self.rules.rules[r];
            let Matcher::Call { callees, in_view, .. } = &rule.matcher else { continue };
            if !names.iter().any(|n| callees.iter().any(|p| callee_matches(p, n))) {
                continue;
            }
            if in_view.is_some_and(|v| v != self.in_view()) {
                continue;
            }
            if let Some((confidence, detail, secret, low)) = self.judge_call(st, rule, c, recv, args, kwargs) {
                let start_line = self.lines.line_of(e.span.start);
                let texts: Vec<Rc<str>> =
                    recv.into_iter().chain(args).chain(kwargs).filter_map(|v| v.flat_text()).collect();
                // The string was also reported where it was built: that finding says where it
                // runs.
                if let Some(key) = self
                    .built_hits
                    .iter()
                    .find(|(t, _, cwe)| cwe == &rule.meta.cwe && texts.iter().any(|x| Rc::ptr_eq(x, t)))
                    .map(|(_, key, _)| *key)
                    .filter(|key| key.1 != start_line)
                {
                    let callee = names.first().cloned().unwrap_or_default();
                    if let Some(h) = self.hits.get_mut(&key)
                        && !h.detail.as_deref().is_some_and(|d| d.contains(" reaches `"))
                    {
                        let d = h.detail.take().unwrap_or_default();
                        h.detail = Some(format!("{d}; it reaches `{callee}` at line {start_line}"));
                    }
                }
                let end_line = self.lines.line_of(e.span.end.saturating_sub(1).max(e.span.start));
                let stmt = format!("{} {}", self.lines.line(self.src, start_line), self.current_name());
                if !context_ok(rule.context.as_ref(), rule.not_context.as_ref(), &stmt) {
                    continue;
                }
                let matched = self.src.get(e.span.start..e.span.end).unwrap_or("").to_string();
                let first_line = match self.assigning {
                    Some((value, stmt)) if value == e.span && stmt.start < e.span.start => {
                        self.lines.line_of(stmt.start)
                    }
                    _ => start_line,
                };
                if let Matcher::Call { unless_checked: true, .. } = &rule.matcher
                    && let Some((value, _)) = self.assigning
                    && value == e.span
                    && let Some(n) = self.assign_target.clone()
                {
                    self.unless_checked.push((self.active.last().copied(), n, (r, first_line)));
                }
                self.add_hit(CodeHit {
                    rule: r,
                    start_line: first_line,
                    end_line,
                    confidence,
                    detail,
                    matched,
                    secrets: secret.into_iter().collect(),
                    severity: low.then_some(Severity::Low),
                });
            }
        }
    }

    fn add_hit(&mut self, h: CodeHit) {
        let key = (h.rule, h.start_line);
        match self.hits.get(&key) {
            Some(old) if !stronger(&h, old) => {}
            _ => {
                self.hits.insert(key, h);
            }
        }
    }

    /// Whether a call rule's conditions hold at a call: its confidence, what to say, the
    /// hard-coded secret it found, and whether it is reported at low severity (a sink-only rule
    /// given a constant).
    fn judge_call(
        &self,
        st: &State,
        rule: &CodeRule,
        c: &Call,
        recv: Option<&Val>,
        args: &[Val],
        kwargs: &[Val],
    ) -> Option<(Confidence, Option<String>, Option<String>, bool)> {
        let Matcher::Call { arg, when, kwargs: want_kw, kwarg_absent, value, mode_bits, redos, mark, shell_c, .. } =
            &rule.matcher
        else {
            return None;
        };
        let kw = |name: &str| c.kwargs.iter().position(|(k, _)| k == name);
        for (name, values) in want_kw {
            let i = kw(name)?;
            if !values.is_empty() && !values.iter().any(|v| self.kw_is(&c.kwargs[i].1, &kwargs[i], v)) {
                return None;
            }
        }
        for (name, safe) in kwarg_absent {
            if let Some(i) = kw(name) {
                let text = compact(self.src, &c.kwargs[i].1);
                // `*`: any value but a literal false one (the flag is the configuration's).
                let falsy = |t: &str| matches!(t, "" | "False" | "None" | "0" | "\"\"" | "''");
                let set = |s: &str| s == "*" && !falsy(&text) && !kwargs[i].konst_text().is_some_and(|t| falsy(&t));
                if safe
                    .iter()
                    .any(|s| set(s) || self.kw_is(&c.kwargs[i].1, &kwargs[i], s) || text.ends_with(&format!(".{s}")))
                {
                    return None;
                }
            }
        }
        let _ = st;
        let shell_cmd;
        let selected: Vec<&Val> = match arg {
            _ if *shell_c => {
                shell_cmd = shell_command(args);
                shell_cmd.iter().collect()
            }
            Some(ArgSel::Name(n)) if n == "receiver" => recv.into_iter().collect(),
            Some(ArgSel::Index(i)) => {
                let mut v: Vec<&Val> = args.get(*i).into_iter().collect();
                if *i == 0 && args.is_empty() {
                    v.extend(
                        c.kwargs.iter().position(|(k, _)| STATEMENT_KWARGS.contains(&k.as_str())).map(|p| &kwargs[p]),
                    );
                }
                v
            }
            Some(ArgSel::Name(n)) if n == "any" => args.iter().chain(kwargs).collect(),
            Some(ArgSel::Name(n)) => kw(n).map(|i| &kwargs[i]).into_iter().collect(),
            None => args.first().into_iter().collect(),
        };
        if *when == When::Always && value.is_none() && mode_bits.is_none() && !redos {
            // A sink-only rule given a constant is reported at low severity at most.
            let constant = SINK_ONLY.contains(&rule.meta.family.as_str())
                && selected.first().is_some_and(|v| {
                    let f = v.flat();
                    f.taint.is_none() && !f.nonconst && !f.built
                });
            return Some((rule.meta.confidence, None, None, constant));
        }
        for v in selected {
            let f = v.flat();
            if let Some(bits) = mode_bits {
                match v.konst.as_ref() {
                    Some(Lit::Int(n)) if (*n as u64) & u64::from(*bits) != 0 => {
                        return Some((
                            rule.meta.confidence,
                            Some(format!("the mode is 0o{:o}", (*n as u64) & 0o7777)),
                            None,
                            false,
                        ));
                    }
                    _ => continue,
                }
            }
            if *redos {
                // A constant regex that backtracks catastrophically (see `redos.rs`).
                match v.konst_text() {
                    Some(t) if crate::scan::code::redos::is_catastrophic(&t) => {
                        return Some((
                            rule.meta.confidence,
                            Some(format!("the pattern `{t}` can backtrack catastrophically")),
                            None,
                            false,
                        ));
                    }
                    _ => continue,
                }
            }
            if let Some(want) = value {
                match v.konst_text() {
                    Some(t) if want.is_match(&t) && rule.meta.holds_secret() => {
                        let shown = crate::scan::finding::redact(&t);
                        return Some((
                            rule.meta.confidence,
                            Some(format!("the argument is `{shown}`")),
                            Some(t),
                            false,
                        ));
                    }
                    Some(t) if want.is_match(&t) => {
                        return Some((rule.meta.confidence, Some(format!("the argument is `{t}`")), None, false));
                    }
                    _ => continue,
                }
            }
            let tainted =
                f.taint.as_ref().map(|t| (Confidence::High, Some(format!("request data reaches the call: {t}"))));
            let found = match when {
                When::Tainted => tainted,
                When::Built => tainted.or_else(|| {
                    (f.built && !f.checked).then(|| {
                        (
                            rule.meta.confidence,
                            Some("the argument is a string built from non-constant parts".to_string()),
                        )
                    })
                }),
                When::Nonconst => {
                    tainted.or_else(|| (f.nonconst && !f.checked).then_some((rule.meta.confidence, None)))
                }
                When::Marked => (f.marks & mark != 0).then(|| (rule.meta.confidence, self.mark_detail(*mark))),
                When::Always => None,
            };
            if let Some((confidence, detail)) = found {
                return Some((confidence, detail, None, false));
            }
        }
        None
    }

    fn mark_detail(&self, mark: u32) -> Option<String> {
        let i = mark.trailing_zeros() as usize;
        self.rules.mark_names.get(i).map(|n| format!("the value is {n}"))
    }

    /// The marks the calls of these names set.
    /// A method that takes a mark away from its receiver (`cookie.setHttpOnly(true)`), called
    /// on a variable: the variable loses the mark from here on. A literal `false` argument
    /// (`setHttpOnly(false)`) keeps it.
    fn unmark(&self, st: &mut State, obj: &Expr, method: &str, c: &Call) {
        let Some(unmarks) = self.rules.unmarks.get(&self.lang) else { return };
        let bits = unmarks.iter().filter(|(_, ms)| ms.iter().any(|x| x == method)).fold(0, |b, (bit, _)| b | bit);
        if bits == 0 || c.args.iter().any(|a| matches!(a.kind, ExprKind::Lit(Lit::Bool(false)))) {
            return;
        }
        let Some(path) = obj.dotted().filter(|_| is_path(obj)) else { return };
        if let Some(v) = self.lookup(st, &path).filter(|v| v.marks & bits != 0) {
            st.env.insert(path, Val { marks: v.marks & !bits, ..v });
        }
    }

    fn marks_of(&self, names: &[String]) -> u32 {
        let Some(marks) = self.rules.marks.get(&self.lang) else { return 0 };
        let mut out = 0;
        for (bit, calls) in marks {
            if names.iter().any(|n| calls.iter().any(|c| callee_matches(c, n))) {
                out |= bit;
            }
        }
        out
    }

    /// Whether the function being analysed is a web handler (or runs inside one's analysis).
    fn in_view(&self) -> bool {
        self.active.iter().any(|f| is_view(&self.m.funcs[*f]))
    }

    /// The assignment rules at a store of `v` into `target`.
    fn check_assign(&mut self, st: &State, target: &Expr, v: &Val) {
        // What is written into (the container or object) and under what name or key.
        let (container, key) = match &target.kind {
            ExprKind::Name(n) => (None, Some(n.clone())),
            ExprKind::Attr(obj, field) => (obj.dotted().filter(|_| is_path(obj)), Some(field.clone())),
            ExprKind::Index(obj, k) => {
                let key = self.pure(st, k).and_then(|kv| kv.konst_text());
                (obj.dotted().filter(|_| is_path(obj)), key)
            }
            _ => return,
        };
        let container = container.map(|c| self.resolve(&c));
        let f = v.flat();
        let rules = self.rules;
        for r in rules.assign_rules(self.lang).collect::<Vec<_>>() {
            let rule = &rules.rules[r];
            let Matcher::Assign { containers, target: want, when, mark } = &rule.matcher else { continue };
            if !containers.is_empty()
                && !container
                    .as_deref()
                    .is_some_and(|c| containers.iter().any(|p| callee_matches(p, c) || source_matches(p, c)))
            {
                continue;
            }
            if let Some(want) = want
                && !key.as_deref().is_some_and(|k| want.is_match(k))
            {
                continue;
            }
            let found = match when {
                When::Marked => (f.marks & mark != 0).then(|| (rule.meta.confidence, self.mark_detail(*mark))),
                When::Built => f
                    .taint
                    .as_ref()
                    .map(|t| (Confidence::High, Some(format!("request data is stored: {t}"))))
                    .or_else(|| (f.built && !f.checked).then_some((rule.meta.confidence, None))),
                When::Nonconst => f
                    .taint
                    .as_ref()
                    .map(|t| (Confidence::High, Some(format!("request data is stored: {t}"))))
                    .or_else(|| (f.nonconst && !f.checked).then_some((rule.meta.confidence, None))),
                When::Tainted => {
                    f.taint.as_ref().map(|t| (Confidence::High, Some(format!("request data is stored: {t}"))))
                }
                When::Always => Some((rule.meta.confidence, None)),
            };
            let Some((confidence, detail)) = found else { continue };
            let start_line = self.lines.line_of(target.span.start);
            let stmt = format!("{} {}", self.lines.line(self.src, start_line), self.current_name());
            if !context_ok(rule.context.as_ref(), rule.not_context.as_ref(), &stmt) {
                continue;
            }
            let matched = self.lines.line(self.src, start_line).trim().to_string();
            self.add_hit(CodeHit {
                rule: r,
                start_line,
                end_line: start_line,
                confidence,
                detail,
                matched,
                secrets: Vec::new(),
                severity: None,
            });
        }
    }

    /// The rules on strings built from parts (`built_text`): SQL or a URL assembled with
    /// request data, wherever it then goes.
    fn check_build(&mut self, span: Span, v: &Val) {
        if !self.has_build_rules || (v.taint.is_none() && !v.built) {
            return;
        }
        let Some(text) = v.text.clone() else { return };
        let rules = self.rules;
        for r in rules.build_rules(self.lang).collect::<Vec<_>>() {
            let rule = &rules.rules[r];
            let Matcher::Build { pattern, when } = &rule.matcher else { continue };
            let found = match when {
                When::Tainted => {
                    v.taint.as_ref().map(|t| (Confidence::High, Some(format!("request data is built into it: {t}"))))
                }
                _ => v
                    .taint
                    .as_ref()
                    .map(|t| (Confidence::High, Some(format!("request data is built into it: {t}"))))
                    .or_else(|| (v.built && !v.checked).then_some((rule.meta.confidence, None))),
            };
            let Some((confidence, detail)) = found else { continue };
            if !pattern.is_match(&text) {
                continue;
            }
            let start_line = self.lines.line_of(span.start);
            let stmt = format!("{} {}", self.lines.line(self.src, start_line), self.current_name());
            if !context_ok(rule.context.as_ref(), rule.not_context.as_ref(), &stmt) {
                continue;
            }
            let end_line = self.lines.line_of(span.end.saturating_sub(1).max(span.start));
            let matched = self.src.get(span.start..span.end).unwrap_or("").to_string();
            self.add_hit(CodeHit {
                rule: r,
                start_line,
                end_line,
                confidence,
                detail,
                matched,
                secrets: Vec::new(),
                severity: None,
            });
            self.built_hits.push((text.clone(), (r, start_line), rule.meta.cwe.clone()));
        }
    }

    /// Whether a keyword argument is `want` as written, or holds it.
    fn kw_is(&self, e: &Expr, v: &Val, want: &str) -> bool {
        let want = want.replace(' ', "");
        compact(self.src, e) == want || v.konst_text().is_some_and(|t| t == want)
    }

    fn check_return(&mut self, st: &State, e: &Expr, v: &Val) {
        let rules = self.rules;
        for r in rules.call_candidates(self.lang, "return") {
            let rule = &rules.rules[r];
            let Matcher::Call { callees, when, in_view, mark, .. } = &rule.matcher else { continue };
            // What a handler returns is its response; what a helper it calls returns is not.
            let view = self.active.last().is_some_and(|f| is_view(&self.m.funcs[*f]));
            if !callees.iter().any(|c| c == "return") || in_view.is_some_and(|v| v != view) {
                continue;
            }
            // A Python dict or list a handler returns is sent as JSON, not as a page.
            if *in_view == Some(true) && self.lang == Lang::Python && v.parts.is_some() {
                continue;
            }
            let f = v.flat();
            let found = match when {
                When::Tainted => {
                    f.taint.as_ref().map(|t| (Confidence::High, Some(format!("request data is returned: {t}"))))
                }
                When::Built | When::Nonconst => f
                    .taint
                    .as_ref()
                    .map(|t| (Confidence::High, Some(format!("request data is returned: {t}"))))
                    .or_else(|| (f.built && !f.checked).then_some((rule.meta.confidence, None))),
                When::Marked => (f.marks & mark != 0).then(|| (rule.meta.confidence, self.mark_detail(*mark))),
                When::Always => Some((rule.meta.confidence, None)),
            };
            let Some((confidence, detail)) = found else { continue };
            let start_line = self.lines.line_of(e.span.start);
            let end_line = self.lines.line_of(e.span.end.saturating_sub(1).max(e.span.start));
            let text: Vec<&str> = (start_line..=end_line).map(|l| self.lines.line(self.src, l)).collect();
            let stmt = format!("{} {}", text.join("\n"), self.current_name());
            if !context_ok(rule.context.as_ref(), rule.not_context.as_ref(), &stmt) {
                continue;
            }
            let _ = st;
            let matched = self.src.get(e.span.start..e.span.end).unwrap_or("").to_string();
            self.add_hit(CodeHit {
                rule: r,
                start_line,
                end_line,
                confidence,
                detail,
                matched: format!("return {matched}"),
                secrets: Vec::new(),
                severity: None,
            });
        }
    }
}

/// Rule families whose sink is dangerous whatever it is given: with a constant, the risk is
/// only that the constant changes later.
const SINK_ONLY: &[&str] = &["deserialization", "xxe", "code-injection", "template-injection"];

/// Keyword arguments that carry the statement or command when it is not passed positionally.
const STATEMENT_KWARGS: &[&str] = &[
    "sql",
    "query",
    "statement",
    "cmd",
    "args",
    "command",
    "url",
    "source",
    "code",
    "expression",
    "data",
    "stream",
    "path",
    "file",
    "filename",
];

/// A hit says more than another of the same rule and line: request data over a guess.
fn stronger(a: &CodeHit, b: &CodeHit) -> bool {
    let rank = |h: &CodeHit| (h.severity.is_none(), h.confidence == Confidence::High, h.detail.is_some());
    rank(a) > rank(b)
}

/// The source text of an expression without whitespace.
fn compact(src: &str, e: &Expr) -> String {
    src.get(e.span.start..e.span.end).unwrap_or("").chars().filter(|c| !c.is_whitespace()).collect()
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

/// An element of an iterated value.
fn element(v: &Val) -> Val {
    if let Some(p) = &v.parts
        && p.keys.is_empty()
        && p.rest == Val::default()
        && let Some(items) = &p.items
        && let Some(first) = items.first()
    {
        return items.iter().skip(1).fold(first.clone(), |acc, x| acc.join(x));
    }
    v.flat().derived()
}

fn index(o: &Val, k: &Val) -> Val {
    if let Some(p) = &o.parts {
        if let Some(key) = &k.konst {
            if let Some(v) = p.at(key) {
                return v;
            }
            if p.items.is_none() {
                // A key that was never set: only what the container holds elsewhere.
                let own = Val { parts: None, ..o.clone() };
                return p.rest.join(&own.derived_if_tainted());
            }
        }
        return any_entry(o);
    }
    o.derived()
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

/// Whether Python source `text` assigns `self.<field>` (`self.f = `, `self.f += `).
fn assigns_field(text: &str, field: &str) -> bool {
    let needle = format!("self.{field}");
    text.match_indices(&needle).any(|(at, _)| {
        let rest = text[at + needle.len()..].trim_start_matches([' ', '\t']);
        let ident = rest.starts_with(|c: char| c.is_alphanumeric() || c == '_');
        !ident
            && (rest.starts_with('=') && !rest.starts_with("==")
                || rest.split_once('=').is_some_and(|(op, _)| {
                    !op.is_empty() && op.len() <= 3 && op.chars().all(|c| "+-*/%|&^<>@".contains(c))
                }))
    })
}

/// An entry of a container read with an unknown key. A table that holds only constants
/// (`TOOLS[name]` with `TOOLS = {"disk": "df -h"}`, a list of fixed names) gives one of its
/// constants whatever the key: neither request data nor an unknown value.
fn any_entry(o: &Val) -> Val {
    let f = o.flat();
    if o.parts.is_some() && f.taint.is_none() && !f.nonconst && !f.built {
        return Val { checked: f.checked, marks: f.marks, ..Val::default() };
    }
    f.derived()
}

impl Val {
    fn derived_if_tainted(&self) -> Val {
        if self.taint.is_some() { self.derived() } else { Val::default() }
    }
}

/// Stores `v` at a constant key (or anywhere, for an unknown key).
fn store(o: &mut Val, key: Option<&Lit>, v: Val) {
    let p = o.parts.get_or_insert_with(Default::default);
    match key {
        Some(Lit::Int(i)) if p.items.is_some() => {
            let ok = p.items.as_mut().and_then(|items| {
                let n = items.len() as i64;
                let i = if *i < 0 { n + i } else { *i };
                usize::try_from(i).ok().and_then(|i| items.get_mut(i)).map(|slot| *slot = v.clone())
            });
            if ok.is_none() {
                p.rest = p.rest.join(&v);
            }
        }
        Some(k) if key_text(k).is_some() => {
            if let Some(k) = key_text(k) {
                p.keys.insert(k, v);
            }
        }
        _ => {
            if let Some(items) = p.items.take() {
                for i in items {
                    p.rest = p.rest.join(&i);
                }
            }
            p.rest = p.rest.join(&v);
        }
    }
}

/// `a op b` on two values.
fn binary(op: BinOp, a: &Val, b: &Val) -> Val {
    if let (Some(x), Some(y)) = (&a.konst, &b.konst)
        && let Some(l) = fold(op, x, y)
    {
        return Val::konst(l);
    }
    match op {
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Is | BinOp::IsNot => {
            Val::unknown()
        }
        BinOp::In | BinOp::NotIn => {
            // A constant in a container of constants.
            if let (Some(k), Some(p)) = (&a.konst, &b.parts)
                && let Some(items) = &p.items
                && items.iter().all(|i| i.konst.is_some())
                && p.keys.is_empty()
            {
                let found = items.iter().any(|i| i.konst.as_ref() == Some(k));
                return Val::konst(Lit::Bool(found == (op == BinOp::In)));
            }
            Val::unknown()
        }
        BinOp::And | BinOp::Or => a.join(b),
        // `base / name` on a path object is still that kind of path.
        BinOp::Div if a.origin.is_some() => Val { origin: a.origin.clone(), ..concat(&[a.clone(), b.clone()]) },
        _ => concat(&[a.clone(), b.clone()]),
    }
}

/// A string or value assembled from parts.
fn concat(parts: &[Val]) -> Val {
    let mut text = String::new();
    let mut all_const = true;
    for p in parts {
        match &p.konst {
            Some(Lit::Str(s)) => text.push_str(s),
            Some(Lit::Int(n)) => text.push_str(&n.to_string()),
            _ => all_const = false,
        }
    }
    if all_const && parts.iter().all(|p| p.parts.is_none()) {
        return Val::konst(Lit::Str(text));
    }
    let flat: Vec<Val> = parts.iter().map(Val::flat).collect();
    let nonconst = flat.iter().any(|p| p.nonconst);
    let mut text = String::new();
    for p in parts {
        match (&p.konst, &p.text) {
            (Some(Lit::Str(s)), _) => text.push_str(s),
            (Some(Lit::Int(n)), _) => text.push_str(&n.to_string()),
            (_, Some(t)) => text.push_str(t),
            _ => text.push_str("{}"),
        }
        if text.len() > TEXT_CAP {
            break;
        }
    }
    Val {
        text: Some(Rc::from(text.as_str())),
        taint: flat.iter().find_map(|p| p.taint.clone()),
        built: nonconst || flat.iter().any(|p| p.built),
        nonconst,
        checked: nonconst && flat.iter().filter(|p| p.nonconst).all(|p| p.checked),
        marks: flat.iter().fold(0, |m, p| m | p.marks),
        ..Val::default()
    }
}

/// How much of a built string's constant text is kept.
const TEXT_CAP: usize = 2048;

/// A pure method on constants, folded when it is simple.
fn fold_pure(method: &str, recv: Option<&Val>, args: &[Val]) -> Option<Lit> {
    let s = match recv?.konst.as_ref()? {
        Lit::Str(s) => s,
        _ => return None,
    };
    let int_arg = |i: usize| match args.get(i).and_then(|a| a.konst.as_ref()) {
        Some(Lit::Int(n)) => usize::try_from(*n).ok(),
        _ => None,
    };
    // Java's `"ABC".charAt(2)` and `substring(a, b)`, on characters.
    match (method, args.len()) {
        ("charAt", 1) => return s.chars().nth(int_arg(0)?).map(|c| Lit::Str(c.to_string())),
        ("substring", 1 | 2) => {
            let from = int_arg(0)?;
            let to = if args.len() == 2 { int_arg(1)? } else { s.chars().count() };
            return (from <= to && to <= s.chars().count())
                .then(|| Lit::Str(s.chars().skip(from).take(to - from).collect()));
        }
        _ => {}
    }
    Some(Lit::Str(match (method, args) {
        ("upper" | "toUpperCase", []) => s.to_uppercase(),
        ("lower" | "toLowerCase", []) => s.to_lowercase(),
        ("strip" | "trim", []) => s.trim().to_string(),
        ("encode" | "decode" | "toString" | "to_string" | "to_owned" | "as_str" | "into" | "clone", _) => s.clone(),
        _ => return None,
    }))
}

/// What an argument list means for the memo: the facts of each value.
fn signature(args: &[Val]) -> String {
    let mut s = String::new();
    for a in args {
        let f = a.flat();
        s.push_str(&format!(
            "{}{}{}{}{:?};",
            u8::from(f.taint.is_some()),
            u8::from(f.built),
            u8::from(f.nonconst),
            u8::from(f.checked),
            a.konst
        ));
        // An object's fields one by one: `Holder(x)` with a clean and a tainted field is not
        // the same call as one with both fields tainted.
        if let Some(p) = &a.parts {
            for (k, v) in &p.keys {
                let g = v.flat();
                s.push_str(&format!("{k}={}{}{:?},", u8::from(g.taint.is_some()), u8::from(g.nonconst), g.konst));
            }
        }
    }
    s
}

/// A web handler whose parameters come from the request: a route decorator (Flask, FastAPI,
/// Django REST), or a Django view (its first parameter is the request).
fn is_view(f: &Function) -> bool {
    let routed = f.decorators.iter().any(|d| {
        let name = d.dotted().unwrap_or_default();
        let last = name.rsplit('.').next().unwrap_or("");
        matches!(
            last,
            "route"
                | "get"
                | "post"
                | "put"
                | "delete"
                | "patch"
                | "api_view"
                | "websocket"
                | "api_route"
                | "view_config"
        )
    });
    routed
        || f.params
            .iter()
            .find(|p| !matches!(p.name.as_str(), "self" | "cls"))
            .is_some_and(|p| matches!(p.name.as_str(), "request" | "req"))
}

fn is_request_param(p: &Param) -> bool {
    // The response and the next handler of a web handler (`(req, res, next)`, `(request, reply)`)
    // are the framework's objects, not request data.
    matches!(
        p.name.as_str(),
        "request" | "req" | "self" | "cls" | "db" | "session" | "res" | "resp" | "response" | "reply" | "next"
    ) || p.ty.as_deref().is_some_and(framework_type)
}

/// A declared type that is the framework's own object, not data from the request (a Java
/// servlet's `HttpServletResponse`, a session, a model; the shared state of Rust web
/// frameworks).
fn framework_type(ty: &str) -> bool {
    let generic = ty.split('<').next().unwrap_or(ty);
    let head = generic.rsplit(' ').next().unwrap_or(generic);
    let last = head.rsplit(['.', ':']).next().unwrap_or(head);
    matches!(last, "Data" | "State" | "Extension" | "HttpRequest")
        || ["Response", "Session", "ModelMap", "BindingResult", "Principal", "Authentication"]
            .iter()
            .any(|s| last.ends_with(s))
}

/// A printf-style template (`"%d items, %.2f%%"`) with at least one conversion, all numeric.
fn numeric_conversions(t: &str) -> bool {
    let mut seen = false;
    let mut it = t.chars().peekable();
    while let Some(ch) = it.next() {
        if ch != '%' {
            continue;
        }
        if it.peek() == Some(&'%') {
            it.next();
            continue;
        }
        if it.peek() == Some(&'(') {
            // `%(name)d`: skip the key.
            for k in it.by_ref() {
                if k == ')' {
                    break;
                }
            }
        }
        // Flags, width, precision and length modifiers, then the conversion.
        let conv = it.find(|k| !matches!(k, '#' | '0'..='9' | '-' | '+' | ' ' | '.' | '*' | 'h' | 'l' | 'L'));
        match conv {
            Some('d' | 'i' | 'o' | 'u' | 'x' | 'X' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G') => seen = true,
            _ => return false,
        }
    }
    seen
}

fn numeric_type(ty: Option<&str>) -> bool {
    ty.is_some_and(|t| {
        matches!(
            t.trim(),
            "int" | "float" | "bool" | "UUID" | "uuid.UUID" | "date" | "datetime"
                // Rust's number types.
                | "u8" | "u16" | "u32" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64" | "isize" | "f32" | "f64"
        )
    })
}

/// A parameter type that extracts request data (Rust web frameworks, Spring annotations).
fn extractor_source(ty: &str) -> Option<String> {
    let t = ty.trim();
    // Java: the parameter's annotations, written before its type.
    if let Some(a) = t.split_whitespace().filter_map(|w| w.strip_prefix('@')).find(|a| {
        let name = a.split('(').next().unwrap_or(a);
        JAVA_REQUEST_ANNOTATIONS.contains(&name.rsplit('.').next().unwrap_or(name))
    }) {
        return Some(format!("the annotated request parameter `@{}`", a.split('(').next().unwrap_or(a)));
    }
    let head = t.split(['<', '(', ' ']).next().unwrap_or("");
    let last = head.rsplit("::").next().unwrap_or(head);
    // `Path<T>`, `Query<T>`: the extractor wraps its type (a bare `Path` is a file path in Java).
    let wraps = t.contains(['<', '(']);
    (matches!(last, "Multipart" | "HeaderMap" | "RawQuery")
        || (wraps && matches!(last, "Query" | "Path" | "Json" | "Form")))
    .then(|| format!("the request extractor `{head}`"))
}

/// `recv.indexOf(arg)` compared with a number, on the path where `cond` is `truth`: the receiver,
/// the argument, and whether it is a prefix test (`== 0`, true) or a found test (`!= -1`, false).
fn index_test(cond: &Expr, truth: bool) -> Option<(&Expr, &Expr, bool)> {
    let ExprKind::Binary(op, l, r) = &cond.kind else { return None };
    let int = |e: &Expr| match &e.kind {
        ExprKind::Lit(Lit::Int(n)) => Some(*n),
        ExprKind::Unary(UnOp::Neg, inner) => match &inner.kind {
            ExprKind::Lit(Lit::Int(n)) => Some(-*n),
            _ => None,
        },
        _ => None,
    };
    fn call_of(e: &Expr) -> Option<(&Expr, &Expr)> {
        match &e.kind {
            ExprKind::Call(c) => match (&c.func.kind, c.args.first()) {
                (ExprKind::Attr(recv, m), Some(a)) if m == "indexOf" => Some((&**recv, a)),
                _ => None,
            },
            _ => None,
        }
    }
    // Put the call on the left (`-1 !== a.indexOf(x)` is `a.indexOf(x) !== -1`).
    let (call, n, op) = match (call_of(l), int(r), call_of(r), int(l)) {
        (Some(c), Some(n), _, _) => (c, n, *op),
        (_, _, Some(c), Some(n)) => {
            let flipped = match op {
                BinOp::Lt => BinOp::Gt,
                BinOp::Gt => BinOp::Lt,
                BinOp::Le => BinOp::Ge,
                BinOp::Ge => BinOp::Le,
                o => *o,
            };
            (c, n, flipped)
        }
        _ => return None,
    };
    let found = match (op, n) {
        (BinOp::Ne, -1) | (BinOp::Gt, -1) | (BinOp::Ge, 0) => truth,
        (BinOp::Eq, -1) | (BinOp::Lt, 0) | (BinOp::Le, -1) => !truth,
        (BinOp::Eq, 0) if truth => return Some((call.0, call.1, true)),
        (BinOp::Ne, 0) if !truth => return Some((call.0, call.1, true)),
        _ => return None,
    };
    found.then_some((call.0, call.1, false))
}

/// A function whose name says it checks its argument (`url_has_allowed_host_and_scheme`,
/// `is_safe_path`, `isValidRedirect`).
fn validator_name(name: &str) -> bool {
    let n = name.to_ascii_lowercase();
    ["allowed", "safe", "valid", "whitelist", "allowlist", "permitted", "trusted", "sanitiz", "inside", "within"]
        .iter()
        .any(|w| n.contains(w))
}

/// The command a shell runs, in an argv list or argument list: the items after a shell program
/// and its command flag (`["sh", "-c", cmd]`, `Command("bash", "-c", cmd)`).
fn shell_command(args: &[Val]) -> Option<Val> {
    let items: Vec<Val> = match args.first().and_then(|a| a.parts.as_ref()).and_then(|p| p.items.clone()) {
        Some(items) => items,
        None => args.to_vec(),
    };
    let text = |v: &Val| v.konst_text().unwrap_or_default();
    let shell = items.first().map(text)?;
    let program = shell.rsplit(['/', '\\']).next().unwrap_or("").trim_end_matches(".exe").to_ascii_lowercase();
    if !matches!(program.as_str(), "sh" | "bash" | "zsh" | "dash" | "ksh" | "fish" | "cmd" | "powershell" | "pwsh") {
        return None;
    }
    let flag = items.iter().position(|v| matches!(text(v).as_str(), "-c" | "/c" | "/C" | "-Command" | "-command"))?;
    let rest = &items[flag + 1..];
    let first = rest.first()?;
    Some(rest.iter().skip(1).fold(first.clone(), |a, b| a.join(b)))
}
