// Servlet that searches the corporate LDAP directory for an employee's name, mail and phone.
package com.acme.intranet.directory;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.*;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/directory/lookup")
public class DirectoryLookupServlet extends HttpServlet {

    private static final String PEOPLE_BASE = "ou=people,dc=acme,dc=com";

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String uid = req.getParameter("uid");
        if (uid == null || uid.isBlank()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        resp.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        try {
            DirContext ctx = new InitialDirContext(ldapEnvironment());
            try {
                SearchControls controls = new SearchControls();
                controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
                controls.setReturningAttributes(new String[] {"cn", "mail", "telephoneNumber"});
                String filter = "(&(objectClass=person)(uid={0}))";
                NamingEnumeration<SearchResult> results = ctx.search(PEOPLE_BASE, filter, new Object[] {uid.trim()}, controls);
                while (results.hasMore()) {
                    Attributes attrs = results.next().getAttributes();
                    out.println(attrs.get("cn") + " | " + attrs.get("mail") + " | " + attrs.get("telephoneNumber"));
                }
            } finally {
                ctx.close();
            }
        } catch (NamingException e) {
            throw new ServletException("directory lookup failed", e);
        }
    }

    private Hashtable<String, String> ldapEnvironment() {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, System.getenv().getOrDefault("LDAP_URL", "ldaps://ldap.corp.acme.com:636"));
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, System.getenv().getOrDefault("LDAP_BIND_DN", ""));
        env.put(Context.SECURITY_CREDENTIALS, System.getenv().getOrDefault("LDAP_BIND_PASSWORD", ""));
        return env;
    }
}
