// Library patron directory lookup that queries the LDAP server by card number.
package org.publiclibrary.patrons;

import java.util.Collections;
import java.util.Hashtable;
import java.util.List;
import java.util.function.Function;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PatronLookupController {

    private static final String BASE = "ou=patrons,dc=library,dc=example,dc=org";

    private DirContext connect() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldaps://directory.library.example.org:636");
        return new InitialDirContext(env);
    }

    private <T> List<T> search(String filter, Function<SearchResult, T> mapper) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "homeBranch"});
        controls.setCountLimit(25);
        DirContext ctx = connect();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(BASE, filter, controls);
            return Collections.list(results).stream().map(mapper).toList();
        } finally {
            ctx.close();
        }
    }

    @GetMapping("/patrons/{card}")
    public List<String> lookup(@PathVariable String card) throws NamingException {
        if (card.length() > 20) {
            throw new IllegalArgumentException("card number too long");
        }
        Function<String, String> byCard = c -> "(&(objectClass=libraryPatron)(cardNumber=" + c + "))";
        return search(byCard.apply(card), SearchResult::getName);
    }
}
