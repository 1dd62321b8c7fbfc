//! What a class's constructor leaves in the fields of the objects it makes: the values a
//! method analysed alone starts with (`self.arg = shlex.quote(arg)` stays quoted in `run`).

use super::*;

impl Analysis<'_> {
    /// Methods run standalone start with the fields their class's constructor sets, as it sets
    /// them with the constants every construction of the file gives it
    /// ([`Self::constant_construction`]) or else with unknown arguments, save fields some other
    /// method of the class also assigns; other fields unknown (see [`Self::class_receiver`]).
    /// Of a class with several constructors, the fields all of them set, joined.
    pub(super) fn seed_fields(&mut self) {
        let m = self.m;
        let mut made: HashMap<&str, usize> = HashMap::new();
        for f in &m.funcs[1..] {
            if let Some(class) = f.class.as_deref().filter(|c| self.is_constructor(f, c)) {
                *made.entry(class).or_default() += 1;
            }
        }
        for init in 1..m.funcs.len() {
            let f = &m.funcs[init];
            let Some(class) = f.class.as_ref().filter(|c| self.is_constructor(f, c)) else { continue };
            // The object as the constructor names it: `self` declared, else `this`.
            let own = if f.params.first().is_some_and(|p| p.name == SELF) { SELF } else { THIS };
            let args = (made.get(class.as_str()) == Some(&1)).then(|| self.constant_construction(init)).flatten();
            // Run as no helper (a Java constructor is called by its class's name): its
            // parameters hold what any caller may give, never only what this file's give.
            let (ran_with_args, unknown_callers) = (self.ran_with_args.clone(), self.unknown_callers);
            self.unknown_callers = true;
            let end = self.function(init, args.as_deref());
            (self.ran_with_args, self.unknown_callers) = (ran_with_args, unknown_callers);
            let Some(mut keys) = object_at_end(&end, own).parts.map(|p| p.keys) else { continue };
            let mut assigned = HashSet::new();
            for i in (1..m.funcs.len()).filter(|&i| i != init && m.funcs[i].class.as_ref() == Some(class)) {
                fields_assigned(m, &m.funcs[i].body, &mut assigned);
            }
            // Seeded with the constants of its constructions: not a field the file assigns on
            // any object elsewhere (`nightly.dest = request.form["dest"]`).
            if args.is_some() {
                for f in &m.funcs {
                    fields_set_from_outside(&f.body, &mut assigned);
                }
            }
            keys.retain(|k, _| !assigned.contains(k.as_str()));
            if let Some(before) = self.class_seeds.get(class) {
                keys = before.iter().filter_map(|(k, v)| Some((k.clone(), v.join(keys.get(k)?)))).collect();
            }
            match keys.is_empty() {
                true => self.class_seeds.remove(class),
                false => self.class_seeds.insert(class.clone(), keys),
            };
        }
    }

    /// A class's constructor: a name the models give (`__init__`, `constructor`), or the class's
    /// own (Java's).
    fn is_constructor(&self, f: &Function, class: &str) -> bool {
        self.models.constructors().contains(&f.name) || f.name == class
    }

    /// The arguments the constructor `init` is given where the file makes its class only by
    /// calling it (`new AplayCuePlayer("/opt/sounds")`, `Player("/opt/sounds")`) with the
    /// constant arguments of a parameter at every such call: those constants, joined; unknown
    /// for a parameter given anything else. None where the file makes none, the class is taken
    /// as a value (handed to a factory), another class of the file extends it (its constructor
    /// passes its own arguments on), or no parameter is given constants only.
    fn constant_construction(&self, init: usize) -> Option<Vec<Val>> {
        let m = self.m;
        let f = &m.funcs[init];
        let class = f.class.as_deref()?;
        if m.bases.values().any(|bs| bs.iter().any(|b| b == class)) {
            return None;
        }
        let receiver = usize::from(f.params.first().is_some_and(|p| receiver_name(&p.name)));
        let sites = construction_sites(m, class)?;
        let st = State::live();
        let mut given: Vec<Option<Val>> = vec![None; f.params.len()];
        // The object being made, as a method analysed alone starts with it.
        if let (1, Some(p)) = (receiver, f.params.first()) {
            given[0] = Some(self.class_receiver(Some(class), p.name == SELF));
        }
        for (i, slot) in given.iter_mut().enumerate().skip(receiver) {
            let at_each =
                sites.iter().map(|c| c.args.get(i - receiver).and_then(|a| self.pure(&st, a)).filter(constant));
            *slot = at_each.collect::<Option<Vec<Val>>>().and_then(|vs| vs.into_iter().reduce(|a, b| a.join(&b)));
        }
        let constants = given.iter().skip(receiver).any(Option::is_some);
        constants.then(|| given.into_iter().map(|v| v.unwrap_or_else(Val::unknown)).collect())
    }
}

/// A value known to be a constant the program wrote, never request data.
fn constant(v: &Val) -> bool {
    v.konst.is_some() && !v.nonconst && v.taint.is_none()
}

/// The calls of the file that make an object of `class` (`new C(..)`, `C(..)`), each given its
/// arguments by position alone; None where one is not, or the class's name is read otherwise
/// than to call it or a static member of it (handed on, a `cls` kept in a table).
fn construction_sites<'m>(m: &'m Module, class: &str) -> Option<Vec<&'m Call>> {
    let is_class = |e: &Expr| matches!(&e.kind, ExprKind::Name(n) if n == class);
    let (mut sites, mut named, mut read) = (Vec::new(), 0usize, 0usize);
    let mut note = |e: &'m Expr| match &e.kind {
        ExprKind::Call(c) if is_class(&c.func) => {
            sites.push(&**c);
            read += 1;
        }
        ExprKind::Attr(obj, _) if is_class(obj) => read += 1,
        _ if is_class(e) => named += 1,
        _ => {}
    };
    for f in &m.funcs {
        each_expr(&f.body, &mut note);
        for p in &f.params {
            if let Some(d) = &p.default {
                d.each(&mut note);
            }
        }
        if let Some(v) = &f.value {
            v.each(&mut note);
        }
    }
    let by_position = sites.iter().all(|c| c.kwargs.is_empty());
    (named == read && !sites.is_empty() && by_position && !made_unnamed(m)).then_some(sites)
}

/// Whether the file makes an object without naming its class: `cls(..)` of a class method,
/// `type(self)(..)`, `new this(..)` of a static method.
fn made_unnamed(m: &Module) -> bool {
    let mut found = false;
    let mut note = |e: &Expr| {
        let ExprKind::Call(c) = &e.kind else { return };
        found |= match &c.func.kind {
            ExprKind::Name(n) => n == CLS || n == THIS,
            ExprKind::Call(inner) => matches!(&inner.func.kind, ExprKind::Name(n) if n == "type"),
            _ => false,
        };
    };
    for f in &m.funcs {
        each_expr(&f.body, &mut note);
        if let Some(v) = &f.value {
            v.each(&mut note);
        }
    }
    found
}

/// The fields the statements (not the functions defined in them) assign on an object other
/// than their own receiver (`nightly.dest = request.form["dest"]`).
fn fields_set_from_outside<'m>(body: &'m [Stmt], out: &mut HashSet<&'m str>) {
    fn field_of<'m>(t: &'m Expr, out: &mut HashSet<&'m str>) {
        match &t.kind {
            ExprKind::Attr(obj, field) if !matches!(&obj.kind, ExprKind::Name(n) if receiver_name(n)) => {
                out.insert(field.as_str());
            }
            ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().for_each(|i| field_of(i, out)),
            _ => {}
        }
    }
    for s in body {
        if let StmtKind::Assign { targets, .. } = &s.kind {
            targets.iter().for_each(|t| field_of(t, out));
        }
        for b in s.blocks() {
            fields_set_from_outside(b, out);
        }
    }
}
