// A blacksmith forge smith directory program of the h76 set (cwe-090-ldap).
package org.anvilguild.directory;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

final class SearchSpec {
    final String filter;
    final Object[] args;

    private SearchSpec(String filter, Object[] args) {
        this.filter = filter;
        this.args = args;
    }

    static Builder builder() {
        return new Builder();
    }

    static final class Builder {
        private final List<String> parts = new ArrayList<>();
        private final List<Object> args = new ArrayList<>();

        Builder objectClass(String objectClass) {
            parts.add("(objectClass=" + objectClass + ")");
            return this;
        }

        Builder equal(String attribute, String value) {
            parts.add("(" + attribute + "={" + args.size() + "})");
            args.add(value == null ? "" : value);
            return this;
        }

        SearchSpec build() {
            return new SearchSpec("(&" + String.join("", parts) + ")", args.toArray());
        }
    }
}

class SmithDirectory {
    private final Hashtable<String, String> env = new Hashtable<>();
    private final String baseDn;

    SmithDirectory(String url, String bindDn, String bindPassword, String baseDn) {
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, url);
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, bindDn);
        env.put(Context.SECURITY_CREDENTIALS, bindPassword);
        this.baseDn = baseDn;
    }

    List<String> find(SearchSpec spec) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail", "forgeSpecialty"});
        controls.setCountLimit(50);
        DirContext ctx = new InitialDirContext(env);
        List<String> lines = new ArrayList<>();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(baseDn, spec.filter, spec.args, controls);
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                lines.add(attrs.get("cn").get() + " <" + attrs.get("mail").get() + ">");
            }
        } finally {
            ctx.close();
        }
        return lines;
    }
}

@WebServlet("/smiths")
class SmithSearchServlet extends HttpServlet {
    private SmithDirectory directory;

    @Override
    public void init() {
        directory = new SmithDirectory(System.getenv("LDAP_URL"), System.getenv("LDAP_BIND_DN"),
                System.getenv("LDAP_BIND_PASSWORD"), "ou=smiths,dc=anvilguild,dc=org");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        SearchSpec spec = SearchSpec.builder()
                .objectClass("inetOrgPerson")
                .equal("forgeGuild", req.getParameter("guild"))
                .equal("forgeSpecialty", req.getParameter("specialty"))
                .build();
        resp.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        try {
            for (String line : directory.find(spec)) {
                out.println(line);
            }
        } catch (NamingException e) {
            log("directory search failed", e);
            resp.setStatus(HttpServletResponse.SC_BAD_GATEWAY);
        }
    }
}
