// A pipers directory program of the h66 set (cwe-090-ldap).
package scot.glenpipes.guild.web;

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
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.commons.lang.StringEscapeUtils;

/**
 * Guild directory of pipe makers and reed makers, searched by the start of the surname.
 * GET /directory?surname=MacLe
 */
class PipersDirectoryServlet extends HttpServlet {

    private Hashtable env;
    private String baseDn;

    public void init() throws ServletException {
        env = new Hashtable();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, getInitParameter("directoryUrl"));
        env.put(Context.SECURITY_AUTHENTICATION, "none");
        baseDn = getInitParameter("membersBase");
    }

    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String surname = request.getParameter("surname");
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        if (surname == null || surname.trim().length() < 2) {
            out.println("<p>Please enter at least two letters of the surname.</p>");
            return;
        }
        String filter = "(&(objectClass=inetOrgPerson)(sn=" + escapeFilter(surname.trim()) + "*))";

        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.ONELEVEL_SCOPE);
        sc.setReturningAttributes(new String[] { "cn", "l", "title" });
        sc.setCountLimit(50);
        DirContext ctx = null;
        try {
            ctx = new InitialDirContext(env);
            NamingEnumeration results = ctx.search(baseDn, filter, sc);
            out.println("<ul>");
            while (results.hasMore()) {
                Attributes a = ((SearchResult) results.next()).getAttributes();
                out.println("<li>" + StringEscapeUtils.escapeHtml(value(a, "cn")) + ", "
                        + StringEscapeUtils.escapeHtml(value(a, "title")) + " ("
                        + StringEscapeUtils.escapeHtml(value(a, "l")) + ")</li>");
            }
            out.println("</ul>");
        } catch (NamingException e) {
            log("directory search failed", e);
            out.println("<p>The directory is not available just now.</p>");
        } finally {
            if (ctx != null) {
                try {
                    ctx.close();
                } catch (NamingException ignore) {
                }
            }
        }
    }

    private static String value(Attributes a, String id) throws NamingException {
        return a.get(id) == null ? "" : String.valueOf(a.get(id).get());
    }

    /** Stops a stray wildcard in the surname from listing the whole guild. */
    private static String escapeFilter(String s) {
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '*') {
                sb.append("\\2a");
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
