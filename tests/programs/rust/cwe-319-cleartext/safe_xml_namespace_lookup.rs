// Feed reader helper: maps the XML namespaces of a document to the short prefixes we print.
use std::collections::HashMap;

fn main() {
    let mut prefixes: HashMap<&str, &str> = HashMap::new();
    prefixes.insert("http://www.w3.org/2005/Atom", "atom");
    prefixes.insert("http://purl.org/dc/elements/1.1/", "dc");
    prefixes.insert("http://search.yahoo.com/mrss/", "media");
    let atom = prefixes.get("http://www.w3.org/2005/Atom").copied().unwrap_or("?");
    let dc = prefixes.get("http://purl.org/dc/elements/1.1/").copied().unwrap_or("?");
    println!("{} {}", atom, dc);
}
