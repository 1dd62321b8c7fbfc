// Jakarta servlet that looks up an employee's phone number in the corporate LDAP directory
package com.example.directory;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

@WebServlet("/directory/phone")
public class PhoneLookupServlet extends HttpServlet {

    private DirContext ldap;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String uid = req.getParameter("uid");
        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
        sc.setReturningAttributes(new String[] {"telephoneNumber"});
        try {
            String filter = "(&(objectClass=person)(uid={0}))";
            NamingEnumeration<SearchResult> results =
                    ldap.search("ou=people,dc=example,dc=com", filter, new Object[] {uid}, sc);
            while (results.hasMore()) {
                resp.getWriter().println(results.next().getAttributes().get("telephoneNumber"));
            }
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }
}
