// Jakarta servlet behind the staff directory search box, querying the corporate LDAP server.
package com.acme.directory;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

@WebServlet("/directory/search")
public class DirectorySearchServlet extends HttpServlet {

    private static final String BASE_DN = "ou=people,dc=acme,dc=example";

    private DirContext connect() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, System.getenv().getOrDefault("LDAP_URL", "ldaps://ldap.acme.example:636"));
        return new InitialDirContext(env);
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String surname = req.getParameter("sn");
        if (surname == null || surname.isEmpty() || surname.length() > 64) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String filter = "(&(objectClass=inetOrgPerson)(employeeType=staff)(sn=" + surname + "*))";
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail"});
        controls.setCountLimit(50);
        resp.setContentType("text/plain;charset=UTF-8");
        DirContext ctx = null;
        try {
            ctx = connect();
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, filter, controls);
            PrintWriter out = resp.getWriter();
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                out.println(attrs.get("cn").get() + " <" + attrs.get("mail").get() + ">");
            }
        } catch (NamingException e) {
            resp.setStatus(HttpServletResponse.SC_BAD_GATEWAY);
        } finally {
            if (ctx != null) {
                try { ctx.close(); } catch (NamingException ignored) { }
            }
        }
    }
}
