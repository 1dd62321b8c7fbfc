// parameter concatenated into a JNDI LDAP search filter
import java.io.IOException;
import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class LookupServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://ldap.internal:389");
        try {
            InitialDirContext ctx = new InitialDirContext(env);
            String filter = "(uid=" + req.getParameter("uid") + ")";
            NamingEnumeration<SearchResult> res = ctx.search("ou=people,dc=corp", filter, new SearchControls());
            resp.getWriter().println(res.hasMore() ? "found" : "none");
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }
}
