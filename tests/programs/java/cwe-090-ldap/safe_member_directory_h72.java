// A member directory program of the h72 set (cwe-090-ldap).
package com.ironlotusdojo.directory;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import jakarta.inject.Singleton;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

record Member(String uid, String displayName, String belt) {}

enum Belt { WHITE, YELLOW, ORANGE, GREEN, BLUE, BROWN, BLACK }

abstract class MemberQuery {
    static final String BASE = "ou=members,dc=ironlotusdojo,dc=com";

    // template: subclasses only describe the filter, the base runs it
    final List<Member> run(DirContext ctx) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] { "uid", "cn", "beltRank" });
        controls.setCountLimit(50);
        List<Member> found = new ArrayList<>();
        NamingEnumeration<SearchResult> results = ctx.search(BASE, filter(), arguments(), controls);
        while (results.hasMore()) {
            Attributes a = results.next().getAttributes();
            found.add(new Member((String) a.get("uid").get(), (String) a.get("cn").get(), (String) a.get("beltRank").get()));
        }
        return found;
    }

    protected abstract String filter();

    protected Object[] arguments() {
        return new Object[0];
    }
}

final class ByBelt extends MemberQuery {
    private final Belt belt;

    ByBelt(Belt belt) { this.belt = belt; }

    @Override
    protected String filter() { return "(&(objectClass=dojoMember)(beltRank={0}))"; }

    @Override
    protected Object[] arguments() { return new Object[] { belt.name().toLowerCase(Locale.ROOT) }; }
}

final class ByName extends MemberQuery {
    private final String name;

    ByName(String name) { this.name = name; }

    @Override
    protected String filter() {
        return "(&(objectClass=dojoMember)(|(cn=*{0}*)(sn={0})))";
    }

    @Override
    protected Object[] arguments() { return new Object[] { name }; }
}

@Singleton
class DirectoryClient {
    private final Hashtable<String, String> env = new Hashtable<>();

    DirectoryClient(@Value("${dojo.ldap.url}") String url,
                    @Value("${dojo.ldap.bind-dn}") String bindDn,
                    @Value("${dojo.ldap.bind-password}") String bindPassword) {
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, url);
        env.put(Context.SECURITY_PRINCIPAL, bindDn);
        env.put(Context.SECURITY_CREDENTIALS, bindPassword);
    }

    List<Member> search(MemberQuery query) throws NamingException {
        DirContext ctx = new InitialDirContext(env);
        try {
            return query.run(ctx);
        } finally {
            ctx.close();
        }
    }
}

@Controller("/dojo/members")
class MemberSearchController {
    private final DirectoryClient directory;

    MemberSearchController(DirectoryClient directory) {
        this.directory = directory;
    }

    @Get("/search")
    HttpResponse<List<Member>> search(@QueryValue Optional<String> name, @QueryValue Optional<String> belt)
            throws NamingException {
        MemberQuery query;
        if (name.isPresent()) {
            query = new ByName(name.get().trim());
        } else if (belt.isPresent()) {
            query = new ByBelt(Belt.valueOf(belt.get().toUpperCase(Locale.ROOT)));
        } else {
            return HttpResponse.badRequest();
        }
        return HttpResponse.ok(directory.search(query));
    }
}
