// A member directory program of the h60 set (cwe-090-ldap).
package io.hivedesk.cowork.directory;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import jakarta.inject.Named;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

/** "Who's in the building?" search across all member companies of the coworking space. */
@Controller("/directory")
class MemberDirectoryController {

    record Person(String name, String company, String desk, String mail) {}

    private static final String BASE_DN = "ou=members,dc=hivedesk,dc=io";

    private final Hashtable<String, String> env = new Hashtable<>();
    private final ExecutorService io;

    MemberDirectoryController(@Value("${ldap.url}") String ldapUrl,
                              @Value("${ldap.bind-dn}") String bindDn,
                              @Value("${ldap.bind-password}") String bindPassword,
                              @Named(TaskExecutors.IO) ExecutorService io) {
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, ldapUrl);
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, bindDn);
        env.put(Context.SECURITY_CREDENTIALS, bindPassword);
        this.io = io;
    }

    @Get("/search")
    CompletableFuture<List<Person>> search(@QueryValue String q) {
        String term = q.strip();
        if (term.length() < 2 || term.length() > 64) {
            return CompletableFuture.completedFuture(List.of());
        }
        return CompletableFuture.supplyAsync(() -> lookup(term), io);
    }

    private List<Person> lookup(String term) {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[]{"cn", "o", "roomNumber", "mail"});
        controls.setCountLimit(25);

        String filter = "(&(objectClass=inetOrgPerson)(|(cn={0}*)(o={0}*)))";
        List<Person> people = new ArrayList<>();
        InitialDirContext ctx = null;
        try {
            ctx = new InitialDirContext(env);
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, filter, new Object[]{term}, controls);
            while (results.hasMore()) {
                Attributes a = results.next().getAttributes();
                people.add(new Person(attr(a, "cn"), attr(a, "o"), attr(a, "roomNumber"), attr(a, "mail")));
            }
            return people;
        } catch (NamingException e) {
            throw new IllegalStateException("directory search failed", e);
        } finally {
            if (ctx != null) {
                try { ctx.close(); } catch (NamingException ignored) { }
            }
        }
    }

    private static String attr(Attributes attrs, String id) throws NamingException {
        return attrs.get(id) == null ? "" : String.valueOf(attrs.get(id).get());
    }
}
