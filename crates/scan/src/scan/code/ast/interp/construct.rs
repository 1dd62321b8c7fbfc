//! What a class's constructor leaves in the fields of the objects it makes: the values a
//! method analysed alone starts with (`self.arg = shlex.quote(arg)` stays quoted in `run`).

use super::*;

impl Analysis<'_> {
    /// Methods run standalone start with the fields their class's constructor sets, as it sets
    /// them with unknown arguments, save fields some other method of the class, or any code on
    /// an object from outside, also assigns; other fields unknown (see
    /// [`Self::class_receiver`]). Of a class with several constructors, the fields all of them
    /// set, joined.
    pub(super) fn seed_fields(&mut self) {
        let m = self.m;
        // The fields the file assigns on an object from outside (`nightly.dest = ..`).
        let mut outside = HashSet::new();
        for f in &m.funcs {
            assigned_fields(m, &f.body, Owner::Others, &mut outside);
        }
        for init in 1..m.funcs.len() {
            let f = &m.funcs[init];
            let Some(class) = f.class.as_ref().filter(|c| self.is_constructor(f, c)) else { continue };
            // The object as the constructor names it: `self` declared, else `this`.
            let own = if f.params.first().is_some_and(|p| p.name == SELF) { SELF } else { THIS };
            // Run as no helper (a constructor called by its class's name would be one): its
            // parameters hold what any caller may give, never only what this file's give.
            let (ran_with_args, unknown_callers) = (self.ran_with_args.clone(), self.unknown_callers);
            self.unknown_callers = true;
            let end = self.function(init, None);
            (self.ran_with_args, self.unknown_callers) = (ran_with_args, unknown_callers);
            let Some(mut keys) = object_at_end(&end, own).parts.map(|p| p.keys) else { continue };
            // A class whose methods hand their object to a call that may set any field
            // (`Object.assign(this, opts)`, `setattr(self, k, v)`, `self.__dict__.update(..)`).
            let methods = m.funcs.iter().filter(|g| g.class.as_ref() == Some(class));
            if methods.into_iter().any(|g| hands_itself(&g.body)) {
                self.class_seeds.remove(class);
                continue;
            }
            let mut assigned = outside.clone();
            for i in (1..m.funcs.len()).filter(|&i| i != init && m.funcs[i].class.as_ref() == Some(class)) {
                fields_assigned(m, &m.funcs[i].body, &mut assigned);
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
    pub(super) fn is_constructor(&self, f: &Function, class: &str) -> bool {
        self.models.constructors().contains(&f.name) || f.name == class
    }
}

/// Whether the statements give their own object to a call (`Object.assign(this, opts)`,
/// `setattr(self, k, v)`) or change its attributes' table (`self.__dict__.update(..)`).
fn hands_itself(body: &[Stmt]) -> bool {
    let own = |e: &Expr| matches!(&e.kind, ExprKind::Name(n) if receiver_name(n));
    let mut found = false;
    each_expr(body, &mut |e| {
        let ExprKind::Call(c) = &e.kind else { return };
        let table = matches!(&c.func.kind, ExprKind::Attr(o, _) if matches!(&o.kind, ExprKind::Attr(s, d) if own(s) && d == "__dict__"));
        let setter = c.func.dotted().is_some_and(|d| SETS_ANY_FIELD.contains(&d.as_str()));
        found |= table || setter && c.args.first().is_some_and(own);
    });
    found
}

/// Calls that may set any field of the object given first (`Object.assign(this, opts)`).
const SETS_ANY_FIELD: &[&str] =
    &["Object.assign", "setattr", "vars", "_.assign", "_.merge", "_.extend", "lodash.assign", "lodash.merge"];
