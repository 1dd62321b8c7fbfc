//! The types Go code declares its variables with, as the lowering reads them (what a statement
//! and a struct tag's check both ask).

use super::*;

/// The type a variable (or a field down a path from one) is declared with, as written.
pub(super) fn declared_type(l: &Lower<'_>, n: Node<'_>, depth: usize) -> Option<String> {
    match n.kind() {
        "identifier" => l.var_types.get(l.text(n)).cloned(),
        "selector_expression" if depth < 4 => {
            let owner = declared_type(l, n.child_by_field_name("operand")?, depth + 1)?;
            let field = l.field_text(n, "field");
            let fields = l.m.fields.get(owner.trim_start_matches('*'))?;
            fields.iter().find(|(f, _)| f == field).map(|(_, t)| t.clone())
        }
        "parenthesized_expression" if depth < 4 => declared_type(l, n.named_child(0)?, depth + 1),
        "call_expression" => slice_made(l, n),
        _ => None,
    }
}

/// The slice type a call makes: `make([]T, n)`'s, or `[]` for a call the models know gives
/// a list (`strings.Split(s, ",")`, `c.QueryArray("tag")`).
pub(super) fn slice_made(l: &Lower<'_>, n: Node<'_>) -> Option<String> {
    if n.kind() != "call_expression" {
        return None;
    }
    let func = n.child_by_field_name("function")?;
    if l.text(func) == "make" {
        let ty = n.child_by_field_name("arguments")?.named_child(0)?;
        return Some(l.text(ty).to_string()).filter(|t| t.starts_with('['));
    }
    let written = l.text(func);
    let method = written.rsplit('.').next().unwrap_or(written);
    let named = [l.m.resolve(written), written.to_string()];
    l.models.names_call(Word::ListMaker, &named, Some(method)).then(|| "[]".to_string())
}
