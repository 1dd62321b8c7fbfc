// A rink staff lookup program of the h62 set (cwe-090-ldap).
package com.frostline.staff;

import io.vertx.core.AbstractVerticle;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Set;

/**
 * Duty managers look up who is rostered on a shift (zamboni drivers, skate guards, rental desk)
 * from the arena's staff directory.
 */
class RinkStaffVerticle extends AbstractVerticle {

    record StaffQuery(String shift, String surname) {}

    private static final String STAFF_BASE = "ou=staff,dc=frostline-arena,dc=com";
    private static final String QUERY_KEY = "staffQuery";
    private static final Set<String> SHIFTS = Set.of("early", "day", "evening", "overnight");

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.get("/staff").handler(this::parseQuery).handler(this::lookup);
        vertx.createHttpServer().requestHandler(router).listen(8082);
    }

    private void parseQuery(RoutingContext ctx) {
        String shift = ctx.queryParams().get("shift");
        String surname = ctx.queryParams().get("surname");
        if (shift == null || !SHIFTS.contains(shift) || surname == null || surname.isBlank()) {
            ctx.fail(400);
            return;
        }
        ctx.put(QUERY_KEY, new StaffQuery(shift, surname.strip()));
        ctx.next();
    }

    private void lookup(RoutingContext ctx) {
        StaffQuery query = ctx.get(QUERY_KEY);
        vertx.executeBlocking(() -> search(query))
                .onSuccess(ctx::json)
                .onFailure(ctx::fail);
    }

    List<String> search(StaffQuery q) throws NamingException {
        DirContext dir = new InitialDirContext(environment());
        try {
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            controls.setReturningAttributes(new String[] {"cn", "title"});
            controls.setCountLimit(50);
            String filter = "(&(objectClass=inetOrgPerson)(rinkShift=" + q.shift() + ")(sn=" + q.surname() + "))";
            NamingEnumeration<SearchResult> results = dir.search(STAFF_BASE, filter, controls);
            List<String> names = new ArrayList<>();
            while (results.hasMore()) {
                SearchResult r = results.next();
                names.add(r.getAttributes().get("cn").get() + " (" + r.getAttributes().get("title").get() + ")");
            }
            return names;
        } finally {
            dir.close();
        }
    }

    private static Hashtable<String, String> environment() {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, System.getenv("ARENA_LDAP_URL"));
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, System.getenv("ARENA_LDAP_BIND_DN"));
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("ARENA_LDAP_BIND_PASSWORD"));
        return env;
    }
}
